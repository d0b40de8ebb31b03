import type { ReferenceItem } from '@portail/common';
import { RouterLink } from '../../../components/router-link';
import { useT } from '../../../i18n/use-t';
import { usePaths } from '../../config/config-context';

/** A buying group's name, leading to its page (figures, members, group buyers) in the back office. */
export function BuyingGroupLink({ group }: { group: Pick<ReferenceItem, 'id' | 'name'> }) {
  const t = useT();
  const paths = usePaths();
  return (
    <RouterLink to={`${paths.adminBuyingGroup}/${encodeURIComponent(group.id)}`} aria-label={t('group.link-label', { name: group.name })}>
      {group.name}
    </RouterLink>
  );
}

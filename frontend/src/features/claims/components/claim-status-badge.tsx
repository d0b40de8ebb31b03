import { Badge } from '@fluentui/react-components';
import type { ClaimStatus } from '@portail/common';
import { useT } from '../../../i18n/use-t';

const COLOURS: Record<ClaimStatus, 'informative' | 'warning' | 'success' | 'danger' | 'brand'> = {
  submitted: 'informative',
  inProgress: 'warning',
  accepted: 'success',
  refused: 'danger',
  resolvedByImport: 'brand',
};

/** The status in words (the colour only repeats it). */
export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  const t = useT();
  return (
    <Badge appearance="tint" color={COLOURS[status]}>
      {t(`claims.status.${status}`)}
    </Badge>
  );
}

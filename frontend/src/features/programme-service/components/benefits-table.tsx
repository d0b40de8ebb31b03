import { makeStyles, tokens } from '@fluentui/react-components';
import { PlainTable } from '../../../components/plain-table';
import { SectionCard } from '../../../components/section-card';
import { useT } from '../../../i18n/use-t';
import { AVAILABILITY_LABEL, BENEFITS } from '../benefits';

const useStyles = makeStyles({ text: { color: tokens.colorNeutralForeground2 } });

/** Services-and-benefits table of home (spec §9). */
export function BenefitsTable() {
  const styles = useStyles();
  const t = useT();
  return (
    <SectionCard title={t('benefit.title')}>
      <PlainTable
        caption={t('benefit.title')}
        headers={[t('benefit.service'), t('benefit.description'), t('benefit.availability')]}
        rows={BENEFITS.map((b) => ({ key: b.id, cells: [t(b.name), t(b.text), t(AVAILABILITY_LABEL[b.availability])] }))}
        cellClassName={(_, column) => (column === 1 ? styles.text : undefined)}
      />
    </SectionCard>
  );
}

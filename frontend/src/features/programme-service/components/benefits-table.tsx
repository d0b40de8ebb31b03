import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { SectionCard } from '../../../components/section-card';
import { useT } from '../../../i18n/use-t';
import { AVAILABILITY_LABEL, BENEFITS } from '../benefits';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  text: { color: tokens.colorNeutralForeground2 },
});

/** Services-and-benefits table of home (spec §9). */
export function BenefitsTable() {
  const styles = useStyles();
  const t = useT();
  return (
    <SectionCard title={t('benefit.title')}>
      <div className={styles.scroll}>
        <Table aria-label={t('benefit.title')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('benefit.service')}</TableHeaderCell>
              <TableHeaderCell>{t('benefit.description')}</TableHeaderCell>
              <TableHeaderCell>{t('benefit.availability')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {BENEFITS.map((b) => (
              <TableRow key={b.id}>
                <TableCell>{t(b.name)}</TableCell>
                <TableCell className={styles.text}>{t(b.text)}</TableCell>
                <TableCell>{t(AVAILABILITY_LABEL[b.availability])}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </SectionCard>
  );
}

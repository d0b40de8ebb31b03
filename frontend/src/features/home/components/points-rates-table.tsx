import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles } from '@fluentui/react-components';
import { POINT_CATEGORIES, POINT_RATES, type MessageKey, type PointCategory } from '@portail/common';
import { SectionCard } from '../../../components/section-card';
import { useT } from '../../../i18n/use-t';

const useStyles = makeStyles({ scroll: { overflowX: 'auto' } });

const CATEGORY_LABEL: Record<PointCategory, MessageKey> = {
  capital: 'rates.capital',
  procare: 'rates.procare',
  consommable: 'rates.consommable',
  implant: 'rates.implant',
};

/** Points per 100 € by status (spec §9), read from the shared rules so the table never disagrees with the API. */
export function PointsRatesTable() {
  const styles = useStyles();
  const t = useT();
  return (
    <SectionCard title={t('rates.title')}>
      <div className={styles.scroll}>
        <Table aria-label={t('rates.caption')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('rates.category')}</TableHeaderCell>
              {[1, 2, 3, 4].map((s) => (
                <TableHeaderCell key={s}>{t('home.status', { status: s })}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {POINT_CATEGORIES.map((category) => (
              <TableRow key={category}>
                <TableCell>{t(CATEGORY_LABEL[category])}</TableCell>
                {POINT_RATES[category].map((rate, i) => (
                  <TableCell key={i}>{rate}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </SectionCard>
  );
}

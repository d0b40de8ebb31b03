import { Card, Text, makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import type { MessageKey } from '@portail/common';
import { useT } from '../../../i18n/use-t';
import { useStatistics } from '../api/kpi';
import { KpiExportButton, TabLoading, useKpiYear, YearSelect, useKpiStyles } from './kpi-controls';
import { count, percent, price } from './kpi-format';

const useStyles = makeStyles({
  row: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: tokens.spacingHorizontalM },
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalXS },
  label: typographyStyles.body1,
  value: { ...typographyStyles.title2, color: tokens.colorBrandForeground1 },
});

type Kind = 'price' | 'number' | 'percent';
const ROWS: [MessageKey, string, Kind][][] = [
  [
    ['kpi.card.average-cost', 'averageCost', 'price'],
    ['kpi.card.sub-franchises', 'totalSubFranchises', 'number'],
    ['kpi.card.orders', 'totalOrdersLastYear', 'number'],
    ['kpi.card.points-spent', 'totalPointsSpentLastYear', 'price'],
  ],
  [
    ['kpi.card.ca', 'totalCA', 'price'],
    ['kpi.card.contracts', 'totalContract', 'number'],
    ['kpi.card.estimated-points', 'estimatedPoints', 'number'],
    ['kpi.card.estimated-growth', 'estimatedGrowth', 'percent'],
  ],
];
const shown = (kind: Kind, value: number) => (kind === 'price' ? price(value) : kind === 'percent' ? percent(value) : count(value));

/** « Statistiques »: two rows of four cards for the chosen year. */
export function StatisticsTab() {
  const styles = useStyles();
  const common = useKpiStyles();
  const t = useT();
  const [year, setYear] = useKpiYear();
  const { data, isLoading, mutate } = useStatistics(year);
  return (
    <div className={common.panel}>
      <TabLoading loading={isLoading} onRetry={() => void mutate()} />
      <div className={common.toolbar}>
        <YearSelect year={year} onChange={setYear} />
        <KpiExportButton tab="statistics" year={year} />
      </div>
      {ROWS.map((cards, i) => (
        <div key={i} className={styles.row}>
          {cards.map(([label, field, kind]) => (
            <Card key={field} className={styles.card} data-testid={`kpi-card-${field}`}>
              <Text as="h3" className={styles.label}>
                {t(label)}
              </Text>
              <Text className={styles.value}>{data ? shown(kind, (data as unknown as Record<string, number>)[field] ?? 0) : '…'}</Text>
            </Card>
          ))}
        </div>
      ))}
    </div>
  );
}

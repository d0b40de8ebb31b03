import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Text,
  makeStyles,
  mergeClasses,
} from '@fluentui/react-components';
import { KPI_LIABILITY_COLUMNS, formatDecimal2, type KpiLiability, type KpiLiabilityColumn, type MessageKey } from '@portail/common';
import { PlainTable } from '../../../components/plain-table';
import { useLanguage, useT } from '../../../i18n/use-t';
import { useLiability } from '../api/kpi';
import { KpiExportButton, TabLoading, useKpiYear, YearSelect, useKpiStyles } from './kpi-controls';
import { signedEuros, signedPoints } from './kpi-format';

const LABELS: Record<KpiLiabilityColumn, MessageKey> = {
  opening: 'kpi.liability.opening',
  issued: 'kpi.liability.issued',
  redeemed: 'kpi.liability.redeemed',
  expired: 'kpi.liability.expired',
  adjustments: 'kpi.liability.adjustments',
  closing: 'kpi.liability.closing',
};
const euros = (points: number, rate: number) => (points * rate) / 100;

const useStyles = makeStyles({
  // A figure that opens its customers ends at its column's edge like the euros beside it, not centred in a button.
  drill: { minWidth: 0, paddingInline: 0 },
  // The button is taller than a line of text: the row's other cells sit on its middle, as its figure does.
  middle: { verticalAlign: 'middle' },
});

interface Drill {
  month: number;
  column: KpiLiabilityColumn;
}

/** The customers behind one figure of the statement, with their share of it. */
function DrillDialog({ statement, drill, monthName, onClose }: { statement: KpiLiability; drill: Drill; monthName: string; onClose: () => void }) {
  const styles = useKpiStyles();
  const t = useT();
  const label = t(LABELS[drill.column]);
  const rows = statement.customers
    .map((c) => ({ c, value: c.months[drill.month - 1]![drill.column] }))
    .filter((r) => Math.abs(r.value) >= 0.005)
    .sort((a, b) => Math.abs(b.value) - Math.abs(a.value));
  const title = t('kpi.liability.drill-title', { column: label, month: monthName });
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            {rows.length === 0 ? (
              <Text>{t('kpi.liability.no-customer')}</Text>
            ) : (
              <PlainTable
                caption={title}
                size="small"
                cellClassName={(_, c) => (c > 0 ? styles.numeric : undefined)}
                headerClassName={(c) => (c > 0 ? styles.numericHead : undefined)}
                headers={[t('kpi.col.customer'), t('kpi.liability.points', { column: label }), t('kpi.liability.euros', { column: label })]}
                rows={rows.map(({ c, value }) => ({
                  key: c.customerId,
                  cells: [`${c.customerNumber} - ${c.customerName}`, signedPoints(value), signedEuros(euros(value, statement.rate))],
                }))}
              />
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {t('kpi.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** « Passif points »: the monthly roll-forward of the points owed, in points and in euros at the COGS rate in force. */
export function LiabilityTab() {
  const styles = useKpiStyles();
  const own = useStyles();
  const t = useT();
  const { language } = useLanguage();
  const [year, setYear] = useKpiYear();
  const [drill, setDrill] = useState<Drill | null>(null);
  const { data, isLoading, mutate } = useLiability(year);
  const monthName = (month: number) =>
    new Date(Date.UTC(year, month - 1, 1)).toLocaleDateString(language === 'en' ? 'en-GB' : 'fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <div className={styles.panel}>
      <TabLoading loading={isLoading} onRetry={() => void mutate()} />
      <div className={styles.toolbar}>
        <YearSelect year={year} onChange={setYear} />
        <KpiExportButton tab="liability" year={year} />
      </div>
      {data && (
        <>
          <Text>{t('kpi.liability.rate', { rate: formatDecimal2(data.rate) })}</Text>
          <PlainTable
            caption={t('kpi.liability.title', { year })}
            size="small"
            stickyFirstColumn
            cellClassName={(_, c) => mergeClasses(c > 0 && styles.numeric, own.middle)}
            headerClassName={(c) => (c > 0 ? styles.numericHead : undefined)}
            headers={[
              t('kpi.liability.month'),
              ...KPI_LIABILITY_COLUMNS.flatMap((c) => [
                t('kpi.liability.points', { column: t(LABELS[c]) }),
                t('kpi.liability.euros', { column: t(LABELS[c]) }),
              ]),
            ]}
            rows={data.months.map((m) => ({
              key: m.month,
              cells: [
                monthName(m.month),
                ...KPI_LIABILITY_COLUMNS.flatMap((c) => [
                  <Button
                    key={c}
                    className={own.drill}
                    appearance="transparent"
                    size="small"
                    aria-label={t('kpi.liability.drill', { value: signedPoints(m[c]), column: t(LABELS[c]), month: monthName(m.month) })}
                    onClick={() => setDrill({ month: m.month, column: c })}
                  >
                    {signedPoints(m[c])}
                  </Button>,
                  signedEuros(euros(m[c], data.rate)),
                ]),
              ],
            }))}
          />
        </>
      )}
      {data && drill && <DrillDialog statement={data} drill={drill} monthName={monthName(drill.month)} onClose={() => setDrill(null)} />}
    </div>
  );
}

import type { InvocationContext, Timer } from '@azure/functions';
import { catchUpKpiAggregates } from '../../services/kpi-aggregates.js';

/** Timer: brings the KPI rows of customers whose points or orders changed in line (services/kpi-aggregates.ts). */
export async function catchUpKpiAggregatesTimer(_timer: Timer, context: InvocationContext): Promise<void> {
  const refreshed = await catchUpKpiAggregates();
  if (refreshed) context.log(`Agrégats KPI : ${refreshed} ligne(s) client mise(s) à jour`);
}

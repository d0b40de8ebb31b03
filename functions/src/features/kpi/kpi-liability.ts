import type { KpiLiability } from '@portail/common';
import { calculatedCogsOf, programmeRateOf } from '../../domain/kpi-rollups.js';
import { liabilityOf, yearEnded } from '../../domain/kpi-liability.js';
import { kpiYear, type KpiRows, type KpiYear } from '../../services/kpi-screens.js';
import { cogsKey, readCogsSettings } from './kpi-settings.js';

/**
 * The points-liability statement of a year, valued at the COGS rate in force: the YTD rate of the year
 * when the « Actif » box of the calculated % is ticked (ActiveCogs), else the manual rate (docs/kpi.md, « Passif points »). With its cache key:
 * the statement depends on the rows, the settings and, of the date, only on whether the year is over.
 */
export async function liabilityOfYear(year: number, now = new Date()): Promise<{ kpi: KpiYear; key: string; compute: (rows: KpiRows) => KpiLiability }> {
  const [kpi, settings] = await Promise.all([kpiYear(year), readCogsSettings()]);
  return {
    kpi,
    key: `liability ${cogsKey(settings)} ${yearEnded(year, now) ? 'ended' : 'running'}`,
    compute: (rows) => liabilityOf(rows, year, now, programmeRateOf(settings, calculatedCogsOf(rows))),
  };
}

export async function liabilityStatement(year: number, now = new Date()): Promise<KpiLiability> {
  const { kpi, key, compute } = await liabilityOfYear(year, now);
  return kpi.figures(key, compute);
}

import { kpiRowsOf } from '../../data/kpi-repository.js';
import { calculatedCogsOf } from '../../domain/kpi-rollups.js';
import { liabilityOf } from '../../domain/kpi-liability.js';
import { readCogsSettings } from './kpi-settings.js';

/**
 * The points-liability statement of a year, valued at the COGS rate in force: the YTD rate of the year
 * when UseCurrentYearOrNot is true, else the manual rate (docs/kpi.md, « Passif points »).
 */
export async function liabilityStatement(year: number, now = new Date()) {
  const [rows, settings] = await Promise.all([kpiRowsOf(year), readCogsSettings()]);
  const rate = settings.useCurrentYear ? calculatedCogsOf(rows) : settings.manualCogs;
  return liabilityOf(rows, year, now, rate);
}

import { KPI_SETTING_NAMES, parseCogsPercent } from '@portail/common';
import { readKpiSettings } from '../../data/kpi-repository.js';
import type { CogsSettings } from '../../domain/kpi-rollups.js';

/** The COGS settings as the figures use them: a missing or unreadable percentage counts as 0. */
export async function readCogsSettings(): Promise<CogsSettings> {
  const values = await readKpiSettings(KPI_SETTING_NAMES);
  return {
    manualCogs: parseCogsPercent(values.get('ManualCogs') ?? '') ?? 0,
    useCurrentYear: values.get('UseCurrentYearOrNot') === 'true',
  };
}

/** The year asked for, the current one by default. */
export const yearOrCurrent = (year: number | undefined): number => year ?? new Date().getUTCFullYear();

import { ACTIVE_COGS, parseCogsPercent, type ActiveCogs } from '@portail/common';
import { readKpiSettings } from '../../data/kpi-repository.js';
import { franchiseCogsFromText, type CogsSettings } from '../../domain/kpi-rollups.js';
import { FRANCHISE_COGS_DOC } from '../../services/kpi-settings.js';

/** What the figures read of the KPI settings (CalculatedCogs is kept for the key list, never used by them). */
const COGS_SETTING_NAMES = ['ManualCogs', 'UseCurrentYearOrNot', 'ActiveCogs', FRANCHISE_COGS_DOC] as const;

/** The COGS settings as the figures use them: a missing or unreadable percentage counts as 0. */
export async function readCogsSettings(): Promise<CogsSettings> {
  const values = await readKpiSettings(COGS_SETTING_NAMES);
  const active = values.get('ActiveCogs');
  return {
    manualCogs: parseCogsPercent(values.get('ManualCogs') ?? '') ?? 0,
    useCurrentYear: values.get('UseCurrentYearOrNot') === 'true',
    ...((ACTIVE_COGS as readonly (string | undefined)[]).includes(active) ? { activeCogs: active as ActiveCogs } : {}),
    franchiseCogs: franchiseCogsFromText(values.get(FRANCHISE_COGS_DOC)),
  };
}

/** The settings as part of a cache key (services/kpi-screens.ts): figures computed with other settings differ. */
export const cogsKey = (settings: CogsSettings): string =>
  `manual ${settings.manualCogs} ytd ${settings.useCurrentYear} active ${settings.activeCogs ?? ''} franchises ${JSON.stringify(settings.franchiseCogs ?? {})}`;

/** The year asked for, the current one by default. */
export const yearOrCurrent = (year: number | undefined): number => year ?? new Date().getUTCFullYear();

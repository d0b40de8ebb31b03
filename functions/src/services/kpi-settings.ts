import { franchiseOfCogsName, KPI_SETTING_NAMES, parseCogsPercent, type KpiSettingName } from '@portail/common';
import { readKpiSettingDocs, writeKpiSetting, type StoredSetting } from '../data/kpi-repository.js';
import { franchiseCogsFromText, franchiseCogsText } from '../domain/kpi-rollups.js';
import { versionOf } from '../domain/versions.js';
import { staleWrite } from '../http/errors.js';
import { checkVersion } from '../http/versioned-writes.js';

/**
 * The document that keeps every franchise's previous-year percentage (`ManualCogs:<franchise>` in the calls),
 * a map as JSON: one point read for all of them (domain/kpi-rollups.ts, franchiseCogsFromText).
 */
export const FRANCHISE_COGS_DOC = 'ManualCogsByFranchise';
const STORED = [...KPI_SETTING_NAMES, FRANCHISE_COGS_DOC] as const;

/**
 * The KPI settings are edited together on one screen: their version is that of all of them (GET
 * kpi/by-names answers it in ETag), and a save (If-Match) is refused when any of them changed since.
 */
const versionOfSettings = (docs: Map<string, StoredSetting>): string => versionOf(STORED.map((n) => `${n}:${docs.get(n)?._etag ?? ''}`));

const kpiSettingsVersion = async (): Promise<string> => versionOfSettings(await readKpiSettingDocs(STORED));

/** The values of these settings ('' for one never set), with the version of the settings. */
export async function kpiSettingValues(names: readonly KpiSettingName[]): Promise<{ values: { name: string; value: string }[]; version: string }> {
  const docs = await readKpiSettingDocs(STORED);
  const byFranchise = franchiseCogsFromText(docs.get(FRANCHISE_COGS_DOC)?.value);
  const valueOf = (name: KpiSettingName): string => {
    const franchise = franchiseOfCogsName(name);
    if (franchise === undefined) return docs.get(name)?.value ?? '';
    const own = byFranchise[franchise];
    return own === undefined ? '' : String(own);
  };
  return { values: names.map((name) => ({ name, value: valueOf(name) })), version: versionOfSettings(docs) };
}

/**
 * Saves one setting on the version read (412 when stale); answers the former value and the new version. A
 * franchise's percentage is set in the franchises' document; '' removes it (the franchise takes ManualCogs again).
 */
export async function saveKpiSetting(
  name: KpiSettingName,
  value: string,
  ifMatch: string | undefined,
): Promise<{ before: string | undefined; version: string }> {
  const docs = await readKpiSettingDocs(STORED);
  checkVersion(ifMatch, versionOfSettings(docs));
  const franchise = franchiseOfCogsName(name);
  if (franchise !== undefined) {
    const current = docs.get(FRANCHISE_COGS_DOC);
    const map = franchiseCogsFromText(current?.value);
    const before = map[franchise] === undefined ? undefined : String(map[franchise]);
    const next = franchiseCogsText(map, franchise, value === '' ? undefined : parseCogsPercent(value));
    if (!(await writeKpiSetting(FRANCHISE_COGS_DOC, next, current?._etag))) throw staleWrite();
    return { before, version: await kpiSettingsVersion() };
  }
  const current = docs.get(name);
  if (!(await writeKpiSetting(name, value, current?._etag))) throw staleWrite();
  return { before: current?.value, version: await kpiSettingsVersion() };
}

import { KPI_SETTING_NAMES } from '@portail/common';
import { readKpiSettingDocs, writeKpiSetting, type StoredSetting } from '../data/kpi-repository.js';
import { versionOf } from '../domain/versions.js';
import { staleWrite } from '../http/errors.js';
import { checkVersion } from '../http/versioned-writes.js';

/**
 * The KPI settings are edited together on one screen: their version is that of all of them (GET
 * kpi/by-names answers it in ETag), and a save (If-Match) is refused when any of them changed since.
 */
const versionOfSettings = (docs: Map<string, StoredSetting>): string => versionOf(KPI_SETTING_NAMES.map((n) => `${n}:${docs.get(n)?._etag ?? ''}`));

export const kpiSettingsVersion = async (): Promise<string> => versionOfSettings(await readKpiSettingDocs(KPI_SETTING_NAMES));

/** Saves one setting on the version read (412 when stale); answers the former value and the new version. */
export async function saveKpiSetting(name: string, value: string, ifMatch: string | undefined): Promise<{ before: string | undefined; version: string }> {
  const docs = await readKpiSettingDocs(KPI_SETTING_NAMES);
  checkVersion(ifMatch, versionOfSettings(docs));
  const current = docs.get(name);
  if (!(await writeKpiSetting(name, value, current?._etag))) throw staleWrite();
  return { before: current?.value, version: await kpiSettingsVersion() };
}

import { normaliseSearch, type ReferenceListName } from '@portail/common';
import type { ReferenceItemDoc } from '../../functions/src/model/reference-data.js';
import type { SettingDoc } from '../../functions/src/model/settings.js';
import { slug } from './fr-data.js';
import { BUYING_GROUPS, FEE_LINES, GIM_CUSTOM_BY_POINT_CATEGORY, SAPG_CUSTOMS, SUB_FRANCHISES, sapgOf } from './taxonomy.js';

const unique = (values: Iterable<string>) => [...new Set(values)].filter(Boolean).sort((a, b) => a.localeCompare(b, 'fr'));

/** The name-only lists, built from the taxonomy so that every product and sales line value is listed. */
export function referenceItems(now: string): ReferenceItemDoc[] {
  const defs = SUB_FRANCHISES;
  const lists: Record<ReferenceListName, string[]> = {
    buyingGroups: unique(BUYING_GROUPS),
    franchises: unique([...defs.map((d) => d.franchise), 'Services']),
    franchiseGroups: unique(defs.map((d) => d.franchiseGroup)),
    subFranchises: unique([...defs.map((d) => d.name), 'Frais']),
    targetProductGroups: unique(defs.map((d) => d.targetProductGroup)),
    gimBrands: unique(defs.flatMap((d) => d.brands)),
    gimItemTypes: unique([...defs.flatMap((d) => d.families.map((f) => f.itemType)), FEE_LINES.delivery.itemType, FEE_LINES.billing.itemType]),
    gimProductLines: unique(defs.flatMap((d) => d.productLines)),
    gimSubBrands: unique(defs.flatMap((d) => d.brands.flatMap((b) => ['Classic', 'Pro', 'Evolution'].map((s) => `${b} ${s}`)))),
    sapgs: unique([...defs.map(sapgOf), 'SAPG-9999']),
    sapgCustoms: unique(SAPG_CUSTOMS),
    gimCustoms: unique(Object.values(GIM_CUSTOM_BY_POINT_CATEGORY)),
  };
  return Object.entries(lists).flatMap(([list, names]) =>
    names.map((name): ReferenceItemDoc => ({
      id: `${list}-${slug(name)}`,
      type: 'referenceItem',
      list: list as ReferenceListName,
      name,
      nameKey: normaliseSearch(name),
      createdAt: now,
      updatedAt: now,
      updatedBy: 'seed',
    })),
  );
}

/** KPI configuration: a manual COGS percentage of 15 %, the YTD one off, previous-year figures. */
export function kpiSettings(now: string): SettingDoc[] {
  return [
    { id: 'ManualCogs', type: 'setting', value: '15', updatedAt: now },
    { id: 'CalculatedCogs', type: 'setting', value: '0', updatedAt: now },
    { id: 'UseCurrentYearOrNot', type: 'setting', value: 'false', updatedAt: now },
  ];
}

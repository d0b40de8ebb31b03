// settings (pk /id)

export const KPI_SETTING_NAMES = ['ManualCogs', 'CalculatedCogs', 'UseCurrentYearOrNot'] as const;
export type KpiSettingName = (typeof KPI_SETTING_NAMES)[number];

/** KPI configuration entry of the spec: id is the name; value is text ('12.5', 'true'). */
export interface SettingDoc {
  id: string;
  type: 'setting';
  value: string;
  updatedAt: string;
}

// settings (pk /id)

/**
 * KPI configuration entry of the spec: id is the name ('ManualCogs', 'CalculatedCogs', 'UseCurrentYearOrNot');
 * value is text ('12.5', 'true').
 */
export interface SettingDoc {
  id: string;
  type: 'setting';
  value: string;
  updatedAt: string;
}

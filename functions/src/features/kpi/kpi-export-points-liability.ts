import { kpiLiabilityQuerySchema } from '@portail/common';
import { budgetSignal } from '../../context/request-budget.js';
import { XLSX_CONTENT_TYPE } from '../../domain/company-orders-xlsx.js';
import { liabilitySheet } from '../../domain/kpi-liability.js';
import { file } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { writeWorkbook } from '../../services/xlsx-pool.js';
import { liabilityStatement } from './kpi-liability.js';
import { yearOrCurrent } from './kpi-settings.js';

export const exportKpiPointsLiability = defineRoute({
  name: 'exportKpiPointsLiability',
  method: 'GET',
  path: 'kpi/points-liability/export',
  access: 'admin',
  scope: { kind: 'none' },
  summary: 'Passif points d’une année en classeur Excel (points et euros au taux COGS en vigueur)',
  tags: ['kpi'],
  query: kpiLiabilityQuerySchema,
  responseContentType: XLSX_CONTENT_TYPE,
  async handler({ query }) {
    const year = yearOrCurrent(query.year);
    const bytes = await writeWorkbook(liabilitySheet(await liabilityStatement(year)), budgetSignal());
    return file(bytes, XLSX_CONTENT_TYPE, `passif-points-${year}.xlsx`);
  },
});

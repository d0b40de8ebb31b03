import { kpiExportParamsSchema, kpiYearQuerySchema, type KpiExportTab } from '@portail/common';
import { config } from '../../config.js';
import { budgetSignal } from '../../context/request-budget.js';
import { orderLines } from '../../data/kpi-repository.js';
import { XLSX_CONTENT_TYPE } from '../../domain/company-orders-xlsx.js';
import { liabilitySheet } from '../../domain/kpi-liability.js';
import { toOrderDetail } from '../../domain/kpi-order-lines.js';
import { customerRowsOf, franchiseRowsOf, provisionsOf, statisticsOf } from '../../domain/kpi-rollups.js';
import { clientsSheet, divisionsSheet, groupsSheet, kpiExportFileName, ordersSheet, provisionsSheet, statisticsSheet } from '../../domain/kpi-sheets.js';
import type { SheetData } from '../../domain/sheet.js';
import { file } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { kpiBuyingGroups } from '../../services/buying-groups.js';
import { kpiYear } from '../../services/kpi-screens.js';
import { writeWorkbook } from '../../services/xlsx-pool.js';
import { liabilityStatement } from './kpi-liability.js';
import { cogsKey, readCogsSettings, yearOrCurrent } from './kpi-settings.js';

const providerLabel = (): string => {
  const name = config().providerName;
  return name.charAt(0).toUpperCase() + name.slice(1);
};

/**
 * The sheet of a tab, made of the very figures its screen's route answers: the same functions, with the same
 * cache keys (services/kpi-screens.ts), so the workbook and the screen never disagree for a year.
 */
async function sheetOf(tab: KpiExportTab, asked: number | undefined): Promise<SheetData> {
  const year = yearOrCurrent(asked);
  switch (tab) {
    case 'statistics':
      return statisticsSheet(await (await kpiYear(year)).figures('statistics', (rows) => statisticsOf(rows, year)));
    case 'divisions':
      return divisionsSheet(year, await (await kpiYear(year)).figures('franchises', franchiseRowsOf));
    case 'clients':
      return clientsSheet(year, await (await kpiYear(year)).figures('customers', customerRowsOf));
    case 'groups':
      return groupsSheet(year, await kpiBuyingGroups(year));
    case 'orders':
      // The tab lists the lines of every year: without a year, so does its workbook.
      return ordersSheet(asked, providerLabel(), (await orderLines(asked)).map(toOrderDetail));
    case 'provisions': {
      const [kpi, settings] = await Promise.all([kpiYear(year), readCogsSettings()]);
      return provisionsSheet(await kpi.figures(`provisions ${cogsKey(settings)}`, (rows) => provisionsOf(rows, year, settings)));
    }
    case 'liability':
      return liabilitySheet(await liabilityStatement(year));
  }
}

export const exportKpiTab = defineRoute({
  name: 'exportKpiTab',
  method: 'GET',
  path: 'kpi/export/{tab}',
  access: 'admin',
  scope: { kind: 'none' },
  summary:
    'Un onglet KPI en classeur Excel pour une année (statistics, divisions, clients, groups, orders, provisions, liability) : les chiffres de l’écran, en-têtes en français ; orders : les lignes des commandes de l’année, ou de toutes les années sans year comme l’écran',
  tags: ['kpi'],
  params: kpiExportParamsSchema,
  query: kpiYearQuerySchema,
  responseContentType: XLSX_CONTENT_TYPE,
  async handler({ params, query }) {
    const year = params.tab === 'orders' ? query.year : yearOrCurrent(query.year);
    const bytes = await writeWorkbook(await sheetOf(params.tab, year), budgetSignal());
    return file(bytes, XLSX_CONTENT_TYPE, kpiExportFileName(params.tab, year));
  },
});

import {
  fr,
  isUnallocated,
  wholePoints,
  type KpiBuyingGroupRow,
  type KpiCustomerRow,
  type KpiExportTab,
  type KpiFranchiseRow,
  type KpiOrderDetail,
  type KpiProvisions,
  type KpiStatistics,
  type MessageKey,
} from '@portail/common';
import type { SheetColumn, SheetColumnType, SheetData, SheetValue } from './sheet.js';

/**
 * The KPI tabs as one-sheet workbooks (GET /api/kpi/export/{tab}, docs/kpi.md « Exports »). Each takes the very
 * answer its screen's route makes, so a figure of the sheet is the figure of the screen: points whole and rounded
 * down as the screen shows them, euros and percentages exact (the screen only rounds them for display), headers
 * in the screen's words. « Passif points » keeps its own layout (domain/kpi-liability.ts).
 */

type Column = [label: string, type: SheetColumnType, width: number];

const WIDTHS: Record<SheetColumnType, number> = { text: 28, euro: 18, integer: 14, date: 14, decimal: 14 };
const col = (key: MessageKey, type: SheetColumnType, width = WIDTHS[type]): Column => [fr[key], type, width];

function sheet(name: string, title: string, columns: Column[], rows: SheetValue[][]): SheetData {
  return {
    name,
    columns: columns.map(([, type, width]): SheetColumn => ({ type, width })),
    head: [[title], [], columns.map(([label]) => label)],
    rows,
  };
}

/** A franchise as the screens name it: unallocated sales are « Non affecté ». */
const franchiseLabel = (franchise: string): string => (isUnallocated(franchise) ? fr['home.non-allocated'] : franchise);
/** A status as the screen shows it: an unknown one (negative) is 0. */
const shownStatus = (status: number): number => Math.max(0, status);
const euros = (label: string): string => `${label} (€)`;

/** « Statistiques »: the eight cards of the year, one row. */
export function statisticsSheet(s: KpiStatistics): SheetData {
  const columns: Column[] = [
    [fr['kpi.year'], 'integer', 10],
    [euros(fr['kpi.card.average-cost']), 'euro', 18],
    col('kpi.card.sub-franchises', 'integer', 20),
    col('kpi.card.orders', 'integer', 18),
    [euros(fr['kpi.card.points-spent']), 'euro', 24],
    [euros(fr['kpi.card.ca']), 'euro', 20],
    col('kpi.card.contracts', 'integer', 16),
    col('kpi.card.estimated-points', 'integer', 18),
    [`${fr['kpi.card.estimated-growth']} (%)`, 'decimal', 22],
  ];
  const row = [
    s.year,
    s.averageCost,
    s.totalSubFranchises,
    s.totalOrdersLastYear,
    s.totalPointsSpentLastYear,
    s.totalCA,
    s.totalContract,
    wholePoints(s.estimatedPoints),
    s.estimatedGrowth,
  ];
  return sheet(fr['kpi.tab.statistics'], `${fr['kpi.tab.statistics']} ${s.year}`, columns, [row]);
}

/** « Divisions »: one row per franchise, most points first. */
export function divisionsSheet(year: number, rows: readonly KpiFranchiseRow[]): SheetData {
  const columns = [
    col('kpi.col.division', 'text'),
    col('kpi.col.total-orders', 'integer', 20),
    col('kpi.col.total-points', 'integer', 18),
    col('kpi.col.total-products', 'integer', 26),
  ];
  return sheet(
    fr['kpi.tab.divisions'],
    `${fr['kpi.tab.divisions']} ${year}`,
    columns,
    rows.map((r) => [franchiseLabel(r.franchise), r.totalOrders, wholePoints(r.totalPoints), r.totalProducts]),
  );
}

/** « Clients »: one row per customer, by name. */
export function clientsSheet(year: number, rows: readonly KpiCustomerRow[]): SheetData {
  const columns: Column[] = [
    col('kpi.col.customer-number', 'text', 14),
    col('kpi.col.customer-name', 'text', 40),
    col('kpi.col.status-previous', 'integer', 22),
    col('kpi.col.status-current', 'integer', 22),
    col('kpi.col.tier-rule', 'text', 20),
    [euros(fr['kpi.col.revenue-previous']), 'euro', 22],
    [euros(fr['kpi.col.revenue-current']), 'euro', 22],
    col('kpi.col.total-points', 'integer', 18),
    col('kpi.col.forecast-points', 'integer', 26),
  ];
  return sheet(
    fr['kpi.tab.clients'],
    `${fr['kpi.tab.clients']} ${year}`,
    columns,
    rows.map((r) => [
      r.customerNumber,
      r.customerName,
      shownStatus(r.statusPreviousYear),
      shownStatus(r.statusCurrentYear),
      fr[`kpi.tier-rule.${r.tierRule}`],
      r.revenuePreviousYear,
      r.revenueCurrentYear,
      wholePoints(r.totalPoints),
      wholePoints(r.forecastPoints),
    ]),
  );
}

/** « Groupements »: one row per buying group, most sales first. */
export function groupsSheet(year: number, rows: readonly KpiBuyingGroupRow[]): SheetData {
  const columns: Column[] = [
    col('kpi.col.group', 'text', 32),
    col('kpi.col.members', 'integer', 10),
    [euros(fr['kpi.col.revenue-previous']), 'euro', 22],
    [euros(fr['kpi.col.revenue-current']), 'euro', 22],
    [euros(fr['kpi.col.group-volume']), 'euro', 24],
    col('kpi.col.total-points', 'integer', 18),
    col('kpi.col.forecast-points', 'integer', 26),
  ];
  return sheet(
    fr['kpi.tab.groups'],
    `${fr['kpi.tab.groups']} ${year}`,
    columns,
    rows.map((r) => [r.name, r.members, r.revenuePreviousYear, r.revenueCurrentYear, r.groupVolume, wholePoints(r.totalPoints), wholePoints(r.forecastPoints)]),
  );
}

const CATEGORY: Record<string, MessageKey> = {
  capital: 'catalogue.category.capital',
  consommable: 'catalogue.category.consommable',
  implant: 'catalogue.category.implant',
  services: 'catalogue.category.services',
};
/** A product's category by the catalogue's name for it (stored as its code). */
const categoryLabel = (code: string): string => {
  const key = CATEGORY[code];
  return key ? fr[key] : code;
};

/** « Commandes One <provider> »: the lines of confirmed programme orders (of a year, or of all as the tab lists them), the screen's 18 columns. */
export function ordersSheet(year: number | undefined, provider: string, rows: readonly KpiOrderDetail[]): SheetData {
  const columns: Column[] = [
    col('kpi.col.customer-number', 'text', 14),
    col('kpi.col.customer-name', 'text', 36),
    col('kpi.col.order-number', 'text', 18),
    col('kpi.col.franchise-group', 'text', 20),
    col('kpi.col.franchise', 'text', 20),
    col('kpi.col.sub-franchise', 'text', 22),
    col('kpi.col.category', 'text', 16),
    col('kpi.col.reference', 'text', 18),
    col('kpi.col.designation', 'text', 40),
    col('kpi.col.pack-content', 'integer', 16),
    col('kpi.col.unit-price', 'euro'),
    col('kpi.col.quantity', 'integer', 10),
    col('kpi.col.total-price', 'euro'),
    col('kpi.col.unit-cost', 'euro'),
    col('kpi.col.total-cost', 'euro'),
    col('kpi.col.savings', 'euro'),
    col('kpi.col.margin', 'decimal', 10),
    col('kpi.col.order-date', 'date'),
  ];
  const title = fr['kpi.tab.orders'].replace('{provider}', provider);
  return sheet(
    'Commandes',
    year === undefined ? `${title}, toutes années` : `${title} ${year}`,
    columns,
    rows.map((r) => [
      r.customerNumber,
      r.customerName,
      r.orderNumber,
      r.franchiseGroup,
      r.franchise,
      r.subFranchise,
      categoryLabel(r.category),
      r.reference,
      r.designation,
      r.packContent,
      r.unitPrice,
      r.quantity,
      r.totalPrice,
      r.unitCost,
      r.totalCost,
      r.savings,
      r.marginPercent,
      r.orderDate,
    ]),
  );
}

/** « Provisions (COGS) »: the screen's three tables side by side, one row per franchise, then the totals. */
export function provisionsSheet(p: KpiProvisions): SheetData {
  const columns: Column[] = [
    col('kpi.col.franchise', 'text'),
    col('kpi.col.projected-points', 'integer', 18),
    [`${fr['kpi.col.percent-previous']}`, 'decimal', 20],
    [`${fr['kpi.col.percent-current']}`, 'decimal', 24],
    [`${fr['kpi.col.rate']} (%)`, 'decimal', 18],
    [euros(fr['kpi.col.contribution']), 'euro', 20],
    [euros(fr['kpi.col.cogs']), 'euro', 18],
    [euros(fr['kpi.col.provision']), 'euro', 18],
  ];
  const rows: SheetValue[][] = p.franchises.map((f) => [
    franchiseLabel(f.franchise),
    wholePoints(f.projectedPoint),
    f.percantagePreviousYear,
    f.percantageCurrentYear,
    p.useCurrentYear ? f.percantageCurrentYear : f.percantagePreviousYear,
    f.contribution,
    f.cogs,
    f.provision,
  ]);
  rows.push(['Total', wholePoints(p.totalPointsProjected), null, null, null, p.totalContribution, p.totalCogs, p.totalProvision]);
  return sheet('Provisions', `${fr['kpi.tab.provisions']} ${p.year}`, columns, rows);
}

/** The workbook's file name: the tab's French name and the year (« divisions-2026.xlsx »). */
const KPI_EXPORT_FILE_NAMES: Record<KpiExportTab, string> = {
  statistics: 'statistiques',
  divisions: 'divisions',
  clients: 'clients',
  groups: 'groupements',
  orders: 'commandes-one-stryker',
  provisions: 'provisions-cogs',
  liability: 'passif-points',
};
/** The workbook's name for a download. */
export const kpiExportFileName = (tab: KpiExportTab, year: number | undefined): string => `${KPI_EXPORT_FILE_NAMES[tab]}-${year ?? 'toutes-annees'}.xlsx`;

import type { CompanyOrder } from '@portail/common';
import type { SheetColumn, SheetData, SheetValue } from './sheet.js';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const HEADERS = ['Date', 'N° de commande', 'Total commande (€ HT)', 'N° de facture', 'Référence', 'Désignation', 'Quantité', 'Montant (€ HT)'] as const;
const COLUMNS: SheetColumn[] = [
  { type: 'date', width: 12 },
  { type: 'text', width: 16 },
  { type: 'euro', width: 20 },
  { type: 'text', width: 16 },
  { type: 'text', width: 16 },
  { type: 'text', width: 50 },
  { type: 'integer', width: 10 },
  { type: 'euro', width: 16 },
];

const fromComma = (s: string) => Number(s.replace(',', '.'));

/**
 * The company orders as a sheet: one row per product line, with French headers, dates as dates and amounts
 * as numbers in euros. A title row states the filters. services/xlsx-pool.ts writes it as a workbook.
 */
export function companyOrdersSheet(orders: readonly CompanyOrder[], filters: { customerName: string; year?: number; search?: string }): SheetData {
  const filterText = [
    `Client : ${filters.customerName}`,
    `Année : ${filters.year ?? 'toutes'}`,
    ...(filters.search ? [`Recherche : « ${filters.search} »`] : []),
  ].join(' – ');
  const rows: SheetValue[][] = [];
  for (const order of orders) {
    const total = fromComma(order.total);
    for (const invoice of order.orders) {
      for (const p of invoice.products) {
        rows.push([order.date, order.orderNumber, total, invoice.invoiceNumber, p.reference, p.description, p.quantity, p.salesAmount]);
      }
    }
  }
  return { name: 'Commandes', columns: COLUMNS, head: [[`Commandes – ${filterText}`], [], [...HEADERS]], rows };
}

export { HEADERS as COMPANY_ORDERS_HEADERS };

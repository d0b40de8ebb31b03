import type { CompanyOrder } from '@portail/common';
import { writeXlsx, type XlsxCell } from './xlsx-writer.js';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const HEADERS = ['Date', 'N° de commande', 'Total commande (€ HT)', 'N° de facture', 'Référence', 'Désignation', 'Quantité', 'Montant (€ HT)'] as const;
const WIDTHS = [12, 16, 20, 16, 16, 50, 10, 16];

const fromComma = (s: string) => Number(s.replace(',', '.'));

function* rows(orders: readonly CompanyOrder[], title: string): Generator<XlsxCell[]> {
  yield [{ t: 's', v: title }];
  yield [];
  yield HEADERS.map((h): XlsxCell => ({ t: 's', v: h }));
  for (const order of orders) {
    for (const invoice of order.orders) {
      for (const p of invoice.products) {
        yield [
          { t: 'd', v: order.date },
          { t: 's', v: order.orderNumber },
          { t: 'n', v: fromComma(order.total), format: 'euro' },
          { t: 's', v: invoice.invoiceNumber },
          { t: 's', v: p.reference },
          { t: 's', v: p.description },
          { t: 'n', v: p.quantity, format: 'integer' },
          { t: 'n', v: p.salesAmount, format: 'euro' },
        ];
      }
    }
  }
}

/**
 * The company orders as an Excel workbook: one row per product line, with French headers, dates as
 * dates and amounts as numbers in euros. A title row states the filters. Written a slice of rows at a
 * time (xlsx-writer.ts): a large export does not hold up the instance's other requests; `signal` stops it.
 */
export function companyOrdersWorkbook(
  orders: readonly CompanyOrder[],
  filters: { customerName: string; year?: number; search?: string },
  signal?: AbortSignal,
): Promise<Uint8Array> {
  const filterText = [
    `Client : ${filters.customerName}`,
    `Année : ${filters.year ?? 'toutes'}`,
    ...(filters.search ? [`Recherche : « ${filters.search} »`] : []),
  ].join(' – ');
  return writeXlsx({ name: 'Commandes', widths: WIDTHS, rows: rows(orders, `Commandes – ${filterText}`), autoFilterFromRow: 2 }, { signal });
}

export { HEADERS as COMPANY_ORDERS_HEADERS };

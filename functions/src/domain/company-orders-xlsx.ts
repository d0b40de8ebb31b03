import * as XLSX from '@e965/xlsx';
import type { CompanyOrder } from '@portail/common';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const HEADERS = ['Date', 'N° de commande', 'Total commande (€ HT)', 'N° de facture', 'Référence', 'Désignation', 'Quantité', 'Montant (€ HT)'] as const;
const EURO_FORMAT = '#,##0.00 "€"';
const DATE_FORMAT = 'dd/mm/yyyy';

const fromComma = (s: string) => Number(s.replace(',', '.'));

/** A calendar date 'YYYY-MM-DD' as an Excel date cell (no time zone shift). */
const dateCell = (iso: string): XLSX.CellObject => {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return { t: 'd', v: new Date(Date.UTC(y, m - 1, d)), z: DATE_FORMAT };
};

/**
 * The company orders as an Excel workbook: one row per product line, with French headers, dates as
 * dates and amounts as numbers in euros. A title row states the filters.
 */
export function companyOrdersWorkbook(orders: readonly CompanyOrder[], filters: { customerName: string; year?: number; search?: string }): Uint8Array {
  const filterText = [
    `Client : ${filters.customerName}`,
    `Année : ${filters.year ?? 'toutes'}`,
    ...(filters.search ? [`Recherche : « ${filters.search} »`] : []),
  ].join(' – ');
  const rows: XLSX.CellObject[][] = [[{ t: 's', v: `Commandes – ${filterText}` }], [], HEADERS.map((h) => ({ t: 's', v: h }))];
  for (const order of orders) {
    for (const invoice of order.orders) {
      for (const p of invoice.products) {
        rows.push([
          dateCell(order.date),
          { t: 's', v: order.orderNumber },
          { t: 'n', v: fromComma(order.total), z: EURO_FORMAT },
          { t: 's', v: invoice.invoiceNumber },
          { t: 's', v: p.reference },
          { t: 's', v: p.description },
          { t: 'n', v: p.quantity, z: '0' },
          { t: 'n', v: p.salesAmount, z: EURO_FORMAT },
        ]);
      }
    }
  }
  const sheet = XLSX.utils.aoa_to_sheet(rows, { cellDates: true });
  sheet['!cols'] = [{ wch: 12 }, { wch: 16 }, { wch: 20 }, { wch: 16 }, { wch: 16 }, { wch: 50 }, { wch: 10 }, { wch: 16 }];
  sheet['!autofilter'] = { ref: XLSX.utils.encode_range({ s: { r: 2, c: 0 }, e: { r: Math.max(2, rows.length - 1), c: HEADERS.length - 1 } }) };
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Commandes');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Uint8Array;
}

export { HEADERS as COMPANY_ORDERS_HEADERS };

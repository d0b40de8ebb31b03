import { round2, type CompanyOrder } from '@portail/common';
import type { CompanyOrderLine } from '../model/sales.js';
import { salesSearchKey } from './sales-search.js';

/** 1234.5 → "1234,50": the comma-decimal text of the company-orders screen (no grouping). */
export const commaDecimal = (amount: number): string =>
  round2(amount)
    .toFixed(2)
    .replace('.', ',')
    .replace(/^-(0,00)$/, '$1');

/** French order for sorted columns: accents beside their letter, case ignored, numbers by value (PF-2 before PF-10). */
export const frenchCollator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** Orders grouped once, each with the normalised keys a search looks in: searched many times. */
export interface IndexedCompanyOrders {
  orders: CompanyOrder[];
  /** keys[i]: the order number, invoice numbers and references of orders[i], as salesSearchKey gives them. */
  keys: string[][];
}

/**
 * Sales lines grouped by order, then invoice (spec "Company order"), newest order first. The order date
 * is its first line's date; its total includes fee lines and credit notes.
 */
export function indexCompanyOrders(lines: readonly CompanyOrderLine[]): IndexedCompanyOrders {
  const byOrder = new Map<string, { date: string; total: number; keys: Set<string>; invoices: Map<string, CompanyOrder['orders'][number]['products']> }>();
  for (const l of lines) {
    let order = byOrder.get(l.orderNumber);
    if (!order)
      byOrder.set(l.orderNumber, (order = { date: l.salesRecognitionDate, total: 0, keys: new Set([salesSearchKey(l.orderNumber)]), invoices: new Map() }));
    if (l.salesRecognitionDate < order.date) order.date = l.salesRecognitionDate;
    order.total += l.salesAmount;
    let products = order.invoices.get(l.invoiceNumber);
    if (!products) {
      order.invoices.set(l.invoiceNumber, (products = []));
      order.keys.add(salesSearchKey(l.invoiceNumber));
    }
    products.push({ reference: l.reference, description: l.description, salesAmount: round2(l.salesAmount), quantity: l.invoiceQuantity });
    order.keys.add(salesSearchKey(l.reference));
  }
  const rows = [...byOrder].map(([orderNumber, o]) => ({
    order: {
      date: o.date,
      orderNumber,
      total: commaDecimal(o.total),
      orders: [...o.invoices.entries()].sort((a, b) => a[0].localeCompare(b[0])).map(([invoiceNumber, products]) => ({ invoiceNumber, products })),
    },
    keys: [...o.keys].filter(Boolean),
  }));
  rows.sort((a, b) => b.order.date.localeCompare(a.order.date) || b.order.orderNumber.localeCompare(a.order.orderNumber));
  return { orders: rows.map((r) => r.order), keys: rows.map((r) => r.keys) };
}

/**
 * With a search, an order is kept whole when its number, one of its invoice numbers or one of its products'
 * references is the search or starts with it (the sales-line search of domain/sales-search.ts; descriptions
 * are not searched). A search of no letter or digit keeps every order.
 */
export function searchCompanyOrders(indexed: IndexedCompanyOrders, search?: string): CompanyOrder[] {
  const needle = salesSearchKey(search);
  return needle ? indexed.orders.filter((_, i) => indexed.keys[i]!.some((k) => k.startsWith(needle))) : indexed.orders;
}

export const groupCompanyOrders = (lines: readonly CompanyOrderLine[], search?: string): CompanyOrder[] =>
  searchCompanyOrders(indexCompanyOrders(lines), search);

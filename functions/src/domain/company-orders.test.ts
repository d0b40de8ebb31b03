import { describe, expect, it } from 'vitest';
import { COMPANY_ORDERS_HEADERS, companyOrdersSheet } from './company-orders-xlsx.js';
import { commaDecimal, groupCompanyOrders } from './company-orders.js';
import { companyOrderLine as l } from '../testing/company-order-line.js';

describe('commaDecimal', () => {
  it('writes two decimals with a comma and no grouping', () => {
    expect(commaDecimal(1234.5)).toBe('1234,50');
    expect(commaDecimal(0.005)).toBe('0,01');
    expect(commaDecimal(-12)).toBe('-12,00');
    expect(commaDecimal(-0.001)).toBe('0,00');
  });
});

describe('groupCompanyOrders', () => {
  const lines = [
    l('A1', 'F1', 100.1, { salesRecognitionDate: '2025-03-05' }),
    l('A1', 'F1', 50, { reference: 'FRAIS-PORT', description: 'Frais de livraison' }),
    l('A1', 'F2', 10.456, { salesRecognitionDate: '2025-03-09', description: 'Vis corticale Ø 3,5 mm' }),
    l('B2', 'F3', 999, { salesRecognitionDate: '2025-06-01' }),
  ];
  it('groups lines by order then invoice, newest order first, with a comma-decimal total', () => {
    const orders = groupCompanyOrders(lines);
    expect(orders.map((o) => o.orderNumber)).toEqual(['B2', 'A1']);
    const a1 = orders[1];
    expect(a1).toMatchObject({ date: '2025-03-02', total: '160,56' });
    expect(a1.orders.map((i) => i.invoiceNumber)).toEqual(['F1', 'F2']);
    expect(a1.orders[1].products).toEqual([{ reference: '0123-456-789', description: 'Vis corticale Ø 3,5 mm', salesAmount: 10.46, quantity: 2 }]);
  });
  it('keeps whole orders whose order number, an invoice number or a reference is the search or starts with it', () => {
    expect(groupCompanyOrders(lines, 'f3').map((o) => o.orderNumber)).toEqual(['B2']);
    expect(groupCompanyOrders(lines, 'a1').map((o) => o.orderNumber)).toEqual(['A1']);
    expect(groupCompanyOrders(lines, 'F').map((o) => o.orderNumber)).toEqual(['B2', 'A1']);
    // A reference typed with or without its separators, in any case.
    expect(groupCompanyOrders(lines, 'Frais port')[0].orders).toHaveLength(2);
    expect(groupCompanyOrders(lines, '0123456').map((o) => o.orderNumber)).toEqual(['B2', 'A1']);
  });
  it('matches no description and nothing in the middle of a number', () => {
    expect(groupCompanyOrders(lines, 'corticale')).toEqual([]);
    expect(groupCompanyOrders(lines, 'livraison')).toEqual([]);
    expect(groupCompanyOrders(lines, '456')).toEqual([]);
  });
});

describe('companyOrdersSheet', () => {
  it('lays out a title with the filters, a blank row, the French headers, then one row per product line', () => {
    const sheet = companyOrdersSheet(groupCompanyOrders([l('A1', 'F1', 100.1), l('A1', 'F2', 20)]), { customerName: 'CHU', year: 2025, search: 'la' });
    expect(sheet.name).toBe('Commandes');
    expect(sheet.head).toEqual([['Commandes – Client : CHU – Année : 2025 – Recherche : « la »'], [], [...COMPANY_ORDERS_HEADERS]]);
    expect(sheet.columns.map((c) => c.type)).toEqual(['date', 'text', 'euro', 'text', 'text', 'text', 'integer', 'euro']);
    expect(sheet.rows).toEqual([
      ['2025-03-02', 'A1', 120.1, 'F1', '0123-456-789', 'Lame de scie sagittale', 2, 100.1],
      ['2025-03-02', 'A1', 120.1, 'F2', '0123-456-789', 'Lame de scie sagittale', 2, 20],
    ]);
  });
});

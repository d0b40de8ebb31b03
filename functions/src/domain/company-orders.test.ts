import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import type { CompanyOrderLine } from '../model/sales.js';
import { COMPANY_ORDERS_HEADERS, companyOrdersWorkbook } from './company-orders-xlsx.js';
import { commaDecimal, groupCompanyOrders } from './company-orders.js';

const l = (orderNumber: string, invoiceNumber: string, salesAmount: number, over: Partial<CompanyOrderLine> = {}): CompanyOrderLine => ({
  salesRecognitionDate: '2025-03-02',
  orderNumber,
  invoiceNumber,
  reference: '0123-456-789',
  description: 'Lame de scie sagittale',
  salesAmount,
  invoiceQuantity: 2,
  ...over,
});

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
  it('keeps whole orders that match the search on order, invoice, reference or description, ignoring case and accents', () => {
    expect(groupCompanyOrders(lines, 'corticale').map((o) => o.orderNumber)).toEqual(['A1']);
    expect(groupCompanyOrders(lines, 'f3').map((o) => o.orderNumber)).toEqual(['B2']);
    expect(groupCompanyOrders(lines, 'LIVRAISON')[0].orders).toHaveLength(2);
    expect(groupCompanyOrders(lines, 'lame').length).toBe(2);
    expect(groupCompanyOrders(lines, 'inconnu')).toEqual([]);
  });
});

describe('companyOrdersWorkbook', () => {
  it('is a real xlsx with French headers, date cells and euro amounts', async () => {
    const bytes = await companyOrdersWorkbook(groupCompanyOrders([l('A1', 'F1', 100.1), l('A1', 'F2', 20)]), { customerName: 'CHU', year: 2025, search: 'la' });
    expect(Buffer.from(bytes.subarray(0, 2)).toString()).toBe('PK');
    const book = XLSX.read(bytes, { cellDates: true, cellNF: true });
    const sheet = book.Sheets.Commandes;
    expect(sheet.A1.v).toContain('Année : 2025');
    expect(COMPANY_ORDERS_HEADERS.map((_, c) => sheet[XLSX.utils.encode_cell({ r: 2, c })].v)).toEqual([...COMPANY_ORDERS_HEADERS]);
    expect(sheet.A4.t).toBe('d');
    expect((sheet.A4.v as Date).toISOString().slice(0, 10)).toBe('2025-03-02');
    expect(sheet.C4).toMatchObject({ t: 'n', v: 120.1 });
    expect(sheet.H4).toMatchObject({ t: 'n', v: 100.1 });
    expect(sheet.H4.z).toContain('€');
    expect(sheet.H5.v).toBe(20);
  });

  it('stays a correct workbook at 20,000 lines (built a slice at a time)', async () => {
    const lines = Array.from({ length: 20_000 }, (_, i) => l(`C${String(Math.floor(i / 8)).padStart(5, '0')}`, `F${Math.floor(i / 4)}`, i + 0.25, { reference: `R-${i}`, description: `Ligne ${i} & « fin »` }));
    const orders = groupCompanyOrders(lines);
    const bytes = await companyOrdersWorkbook(orders, { customerName: 'CHU' });
    const sheet = XLSX.read(bytes, { cellDates: true }).Sheets.Commandes;
    expect(sheet['!ref']).toBe('A1:H20003');
    expect(sheet['!autofilter']).toEqual({ ref: 'A3:H20003' });
    const expected = orders.flatMap((o) => o.orders.flatMap((inv) => inv.products.map((p) => ({ order: o.orderNumber, reference: p.reference, amount: p.salesAmount }))));
    const read = (r: number) => ({ order: sheet[`B${r}`].v, reference: sheet[`E${r}`].v, amount: sheet[`H${r}`].v });
    for (const index of [0, 1, 9_999, 19_998, 19_999]) expect(read(index + 4), `ligne ${index}`).toEqual(expected[index]);
    expect(sheet.F4.v).toMatch(/^Ligne \d+ & « fin »$/);
    expect(sheet.A20003.t).toBe('d');
  });
});

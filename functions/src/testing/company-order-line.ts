import type { CompanyOrderLine } from '../model/sales.js';

/** A sales line as the company-orders screen reads it, for unit tests of its grouping and workbook. */
export const companyOrderLine = (orderNumber: string, invoiceNumber: string, salesAmount: number, over: Partial<CompanyOrderLine> = {}): CompanyOrderLine => ({
  salesRecognitionDate: '2025-03-02',
  orderNumber,
  invoiceNumber,
  reference: '0123-456-789',
  description: 'Lame de scie sagittale',
  salesAmount,
  invoiceQuantity: 2,
  ...over,
});

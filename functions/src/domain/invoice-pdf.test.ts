import { PDFDocument, StandardFonts } from 'pdf-lib';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { AddressSnapshot, OrderDoc } from '../model/orders.js';
import { buildInvoicePdf, demoIssuer } from './invoice-pdf.js';

const address = (name: string): AddressSnapshot => ({
  addressId: 'a',
  addressName: name,
  fullAddress: '',
  addressLine1: '12 rue de l’Hôpital',
  addressLine2: 'Bâtiment B',
  zipCode: '59000',
  city: 'Lille',
  country: 'France',
});

export const sampleOrder = (lines = 3): OrderDoc => ({
  id: 'order-1',
  type: 'order',
  customerId: 'c1',
  customerNumber: '590000001',
  customerName: 'CHU de Démo',
  orderNumber: 'P-2026-000123',
  orderDate: '2026-03-14T10:00:00.000Z',
  year: 2026,
  status: 'confirmed',
  billingService: 'Pharmacie – Service achats',
  billingAddress: address('Facturation'),
  shippingAddress: address('Livraison PUI'),
  lines: Array.from({ length: lines }, (_, i) => ({
    productId: `p${i}`,
    reference: `0123-456-${i}`,
    description: `Formation RAAC – module ${i} (ŒUVRE “spéciale” ✓)`,
    unitPrice: 1234.5,
    quantity: 2,
    currentCost: 10,
    gimPackContent: 1,
    franchiseGroup: '',
    franchise: '',
    subFranchise: '',
    category: 'services',
  })),
  discountRate: 10,
  totalAmount: 2222.1 * lines,
  pointsSpent: 2000,
  amountInvoiced: 2222.1 * lines - 2000,
  idempotencyKey: 'k',
  userId: 'u',
  invoiceBlob: null,
  createdAt: '',
  updatedAt: '',
});

/** Text of the page content streams (Helvetica strings are written as hex or literal strings). */
async function pageText(bytes: Uint8Array): Promise<string> {
  const raw = Buffer.from(bytes).toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)].map((m) => {
    try {
      return inflateSync(Buffer.from(m[1], 'latin1')).toString('latin1');
    } catch {
      return m[1];
    }
  });
  return streams.join('\n').replace(/<([0-9A-Fa-f]+)>/g, (_, hex: string) => Buffer.from(hex, 'hex').toString('latin1'));
}

/** Every string drawn, with its font, size and position: pdf-lib writes one `x y Tm <hex> Tj` per drawText, in WinAnsi. */
function drawnTexts(bytes: Uint8Array): { font: 'Helvetica' | 'Helvetica-Bold'; size: number; x: number; y: number; text: string }[] {
  const winAnsi = new TextDecoder('windows-1252');
  const raw = Buffer.from(bytes).toString('latin1');
  const content = [...raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)].map((m) => {
    try {
      return inflateSync(Buffer.from(m[1], 'latin1')).toString('latin1');
    } catch {
      return '';
    }
  });
  return [...content.join('\n').matchAll(/\/(Helvetica(?:-Bold)?)-\d+ ([\d.]+) Tf\s+\d+ TL\s+1 0 0 1 ([\d.-]+) ([\d.-]+) Tm\s+<([0-9A-Fa-f]*)> Tj/g)].map(
    (m) => ({
      font: m[1] as 'Helvetica' | 'Helvetica-Bold',
      size: Number(m[2]),
      x: Number(m[3]),
      y: Number(m[4]),
      text: winAnsi.decode(Buffer.from(m[5], 'hex')),
    }),
  );
}

describe('buildInvoicePdf', () => {
  it('is a PDF with the order, the addresses, the points and the French legal mentions', async () => {
    const bytes = await buildInvoicePdf(sampleOrder(), { name: 'CHU de Démo', number: '590000001' }, demoIssuer('stryker'));
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe('Facture P-2026-000123');
    const text = await pageText(bytes);
    for (const expected of [
      'FACTURE',
      'P-2026-000123',
      '14/03/2026',
      'Stryker France SAS',
      'CHU de D\xe9mo',
      'Adresse de facturation',
      'Adresse de livraison',
      'Livraison PUI',
      '0123-456-0',
      'R\xe9gl\xe9 en points',
      'capital',
      'RCS',
      'TVA intracommunautaire',
      'Conditions de paiement',
      '40 \x80',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });
  it('prints lines, discount and total to the cent, agreeing, and the legal mentions whole', async () => {
    const order = sampleOrder(0);
    // As floats these lines sum to 8.949999…: rounded per line they showed a gap with the total.
    order.lines = [
      { ...sampleOrder(1).lines[0], unitPrice: 0.1, quantity: 3 },
      { ...sampleOrder(1).lines[0], unitPrice: 0.2, quantity: 3 },
      { ...sampleOrder(1).lines[0], unitPrice: 1.15, quantity: 7 },
    ];
    Object.assign(order, { discountRate: 10, totalAmount: 8.06, pointsSpent: 5, amountInvoiced: 3.06 });
    const text = await pageText(await buildInvoicePdf(order, { name: 'CHU', number: '1' }, demoIssuer('stryker')));
    for (const expected of ['0,30 pts', '0,60 pts', '8,05 pts', '8,95 pts', '- 0,89 pts', '8,06 pts', '5,00 pts', '3,06 \x80'])
      expect(text, expected).toContain(expected);
    // The last legal mention used to be cut with an ellipsis at the page's edge.
    expect(text).toContain('(art. L441-10 du Code de');
    expect(text).toContain('commerce).');
  });
  it('wraps a long billing service within the page margins, every word printed', async () => {
    const order = sampleOrder(2);
    const words = 'Pharmacie à usage intérieur – Service des achats, à l’attention de Mme Dupont-Lefebvre';
    // 200 characters, the most checkout accepts, ending with one unbroken code wider than the page.
    order.billingService = `${words} ${'X'.repeat(199 - words.length)}`;
    expect(order.billingService).toHaveLength(200);
    expect(199 - words.length).toBeGreaterThan(90);
    const bytes = await buildInvoicePdf(order, { name: 'CHU', number: '1' }, demoIssuer('stryker'));
    const scratch = await PDFDocument.create();
    const fonts = { Helvetica: await scratch.embedFont(StandardFonts.Helvetica), 'Helvetica-Bold': await scratch.embedFont(StandardFonts.HelveticaBold) };
    const pageWidth = (await PDFDocument.load(bytes)).getPage(0).getWidth();
    const drawn = drawnTexts(bytes);
    expect(drawn.length).toBeGreaterThan(20);
    for (const d of drawn) expect(d.x + fonts[d.font].widthOfTextAtSize(d.text, d.size), d.text).toBeLessThanOrEqual(pageWidth - 48 + 0.01);
    // The service's lines: from « Service facturé » down to the table's header.
    const first = drawn.findIndex((d) => d.text.startsWith('Service facturé : '));
    const lines = drawn.slice(
      first,
      drawn.findIndex((d) => d.text === 'Référence'),
    );
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.every((d, i) => d.x === 48 && (i === 0 || d.y < lines[i - 1].y))).toBe(true);
    const printed = lines.map((d) => d.text).join(' ');
    for (const word of words.split(' ')) expect(printed.split(' '), word).toContain(word);
    expect(printed.replace(/\s/g, '')).toContain('X'.repeat(199 - words.length));
  });
  it('breaks long orders over several pages', async () => {
    const doc = await PDFDocument.load(await buildInvoicePdf(sampleOrder(120), { name: 'CHU', number: '1' }, demoIssuer('stryker')));
    expect(doc.getPageCount()).toBeGreaterThan(1);
  });
});

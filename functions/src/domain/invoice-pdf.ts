import { setImmediate as nextTurn } from 'node:timers/promises';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { AddressSnapshot, OrderDoc } from '../model/orders.js';
import { fromCents, lineCents, toCents } from './money.js';

/** Who issues the invoice. Placeholders for the demo; the real values are the provider's legal identity. */
export interface InvoiceIssuer {
  name: string;
  address: string[];
  capital: string;
  rcs: string;
  vatNumber: string;
  siret: string;
  email: string;
  paymentTerms: string;
}

export function demoIssuer(providerName: string): InvoiceIssuer {
  const brand = providerName.charAt(0).toUpperCase() + providerName.slice(1);
  return {
    name: `${brand} France SAS`,
    address: ['ZAC Satolas Green', '69330 Pusignan', 'France'],
    capital: '1 000 000 €',
    rcs: 'RCS Lyon 000 000 000',
    vatNumber: 'FR00 000000000',
    siret: '000 000 000 00000',
    email: `programme@${providerName}.example`,
    paymentTerms: 'Paiement à 30 jours à compter de la date de facture, par virement.',
  };
}

export interface InvoiceCustomer {
  name: string;
  number: string;
}

const fmt2 = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const fmt0 = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
/** Points to the cent, as the order holds them: rounding each line up made the lines disagree with the total. */
const points = (n: number) => `${fmt2.format(n)} pts`;
const euros = (n: number) => `${fmt2.format(n)} €`;
const dateFr = (iso: string) => new Date(iso).toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' });

const A4: [number, number] = [595.28, 841.89];
/**
 * pdf-lib draws and serialises synchronously: other requests of the instance wait meanwhile. The lines are
 * drawn this many at a time between turns of the event loop, and save() yields every few objects (its
 * default of 50 objects compresses several pages' content in one go).
 */
const LINES_PER_SLICE = 20;
const OBJECTS_PER_TICK = 5;
const MARGIN = 48;
const GREY = rgb(0.35, 0.35, 0.35);
const LEGAL_SIZE = 6.5;
const LEGAL_LEADING = 9;

const legalMentions = (issuer: InvoiceIssuer): string[] => [
  `${issuer.name} – Société par actions simplifiée au capital de ${issuer.capital} – ${issuer.rcs} – SIRET ${issuer.siret}`,
  `N° de TVA intracommunautaire : ${issuer.vatNumber}. Montants en points hors taxes (1 point = 1 € HT) ; TVA appliquée au taux en vigueur sur le reste à payer.`,
  `Conditions de paiement : ${issuer.paymentTerms} Pas d’escompte pour paiement anticipé.`,
  'En cas de retard de paiement : pénalités au taux de trois fois le taux d’intérêt légal et indemnité forfaitaire pour frais de recouvrement de 40 € (art. L441-10 du Code de commerce).',
];

/** Replaces what the standard font cannot encode (narrow no-break spaces of French numbers, emoji…). */
function encodable(font: PDFFont): (s: string) => string {
  const supported = new Set(font.getCharacterSet());
  return (s) =>
    [...s.replace(/[\u202f\u2009]/g, ' ')]
      .map((c) =>
        supported.has(c.codePointAt(0)!) ? c : c.normalize('NFD')[0] && supported.has(c.normalize('NFD').codePointAt(0)!) ? c.normalize('NFD')[0] : '?',
      )
      .join('');
}

/** Splits a text into lines of at most `width` points; a word wider than a line is cut where the line ends. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ').flatMap((w) => cutToWidth(w, font, size, width))) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  if (current) lines.push(current);
  return lines;
}

/** A word as pieces of at most `width` points (typed text, such as a billing service, can hold a long code or address). */
function cutToWidth(word: string, font: PDFFont, size: number, width: number): string[] {
  if (font.widthOfTextAtSize(word, size) <= width) return [word];
  const pieces: string[] = [];
  let piece = '';
  for (const c of word) {
    if (piece && font.widthOfTextAtSize(piece + c, size) > width) {
      pieces.push(piece);
      piece = c;
    } else piece += c;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

function fit(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let t = text;
  while (t.length > 1 && font.widthOfTextAtSize(`${t}…`, size) > width) t = t.slice(0, -1);
  return `${t}…`;
}

const addressLines = (a: AddressSnapshot) =>
  [a.addressName, a.addressLine2, a.addressLine1, `${a.zipCode} ${a.city}`, a.country].filter((l) => l && l.trim() !== '');

/**
 * Where the invoice is being drawn: the current page and the baseline `y`, which each block moves down.
 * A new page starts at the top when a block would reach the legal mentions at the foot.
 */
class InvoiceCanvas {
  page: PDFPage;
  y = A4[1] - MARGIN;
  readonly clean: (s: string) => string;

  constructor(
    private readonly pdf: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    private readonly footerTop: number,
  ) {
    this.page = pdf.addPage(A4);
    this.clean = encodable(regular);
  }

  text(s: string, x: number, size = 9, font = this.regular, color = rgb(0, 0, 0)) {
    this.page.drawText(this.clean(s), { x, y: this.y, size, font, color });
  }

  right(s: string, xRight: number, size = 9, font = this.regular) {
    const t = this.clean(s);
    this.page.drawText(t, { x: xRight - font.widthOfTextAtSize(t, size), y: this.y, size, font });
  }

  newPageIfNeeded(needed: number): boolean {
    if (this.y - needed > this.footerTop + 16) return false;
    this.page = this.pdf.addPage(A4);
    this.y = A4[1] - MARGIN;
    return true;
  }
}

/** Issuer (left) and invoice title, number, date and customer number (right). */
function drawHeading(c: InvoiceCanvas, order: OrderDoc, customer: InvoiceCustomer, issuer: InvoiceIssuer) {
  c.text(issuer.name, MARGIN, 14, c.bold);
  c.right('FACTURE', A4[0] - MARGIN, 18, c.bold);
  c.y -= 16;
  for (const l of [...issuer.address, issuer.email]) {
    c.text(l, MARGIN, 9, c.regular, GREY);
    c.y -= 12;
  }
  c.y += 12 * (issuer.address.length + 1) - 16;
  c.right(`N° ${order.orderNumber}`, A4[0] - MARGIN, 10, c.bold);
  c.y -= 14;
  c.right(`Date : ${dateFr(order.orderDate)}`, A4[0] - MARGIN);
  c.y -= 12;
  c.right(`Client n° ${customer.number}`, A4[0] - MARGIN);
  c.y -= 12 * Math.max(1, issuer.address.length - 1) + 16;
}

/** Customer, billing and delivery addresses side by side, then the billing service the buyer typed. */
function drawParties(c: InvoiceCanvas, order: OrderDoc, customer: InvoiceCustomer) {
  const col = (A4[0] - 2 * MARGIN) / 3;
  const blocks: [string, string[]][] = [
    ['Client', [customer.name, `N° client : ${customer.number}`]],
    ['Adresse de facturation', addressLines(order.billingAddress)],
    ['Adresse de livraison', addressLines(order.shippingAddress)],
  ];
  blocks.forEach(([title], i) => c.text(title, MARGIN + i * col, 9, c.bold));
  c.y -= 13;
  const top = c.y;
  let lowest = c.y;
  blocks.forEach(([, lines], i) => {
    c.y = top;
    for (const l of lines) {
      c.text(fit(c.clean(l), c.regular, 9, col - 8), MARGIN + i * col, 9);
      c.y -= 12;
    }
    lowest = Math.min(lowest, c.y);
  });
  c.y = lowest - 8;
  if (order.billingService) {
    // Typed by the buyer (up to 200 characters): wrapped within the margins, never run off the page.
    const service = `Service facturé : ${order.billingService.replace(/\s+/g, ' ').trim()}`;
    for (const l of wrap(c.clean(service), c.regular, 9, A4[0] - 2 * MARGIN)) {
      c.text(l, MARGIN);
      c.y -= 12;
    }
    c.y -= 6;
  }
}

const LINE_COLUMNS = { ref: MARGIN, desc: MARGIN + 90, qty: 400, unit: 470, total: A4[0] - MARGIN };

function drawLinesHeader(c: InvoiceCanvas) {
  const cols = LINE_COLUMNS;
  c.page.drawRectangle({ x: MARGIN - 4, y: c.y - 4, width: A4[0] - 2 * MARGIN + 8, height: 16, color: rgb(0.92, 0.92, 0.92) });
  c.text('Référence', cols.ref, 9, c.bold);
  c.text('Désignation', cols.desc, 9, c.bold);
  c.right('Qté', cols.qty, 9, c.bold);
  c.right('Prix unitaire', cols.unit, 9, c.bold);
  c.right('Total', cols.total, 9, c.bold);
  c.y -= 20;
}

/** The order's lines in points, their header again on each new page. */
async function drawLines(c: InvoiceCanvas, order: OrderDoc) {
  const cols = LINE_COLUMNS;
  drawLinesHeader(c);
  for (const [index, line] of order.lines.entries()) {
    if (index > 0 && index % LINES_PER_SLICE === 0) await nextTurn();
    if (c.newPageIfNeeded(14)) drawLinesHeader(c);
    c.text(fit(c.clean(line.reference), c.regular, 9, cols.desc - cols.ref - 6), cols.ref);
    c.text(fit(c.clean(line.description), c.regular, 9, cols.qty - cols.desc - 36), cols.desc);
    c.right(fmt0.format(line.quantity), cols.qty);
    c.right(points(line.unitPrice), cols.unit);
    c.right(points(fromCents(lineCents(line.unitPrice, line.quantity))), cols.total);
    c.y -= 14;
  }
}

/** What the articles come to, the discount, what the points paid and what is left to pay. */
function drawTotals(c: InvoiceCanvas, order: OrderDoc) {
  c.newPageIfNeeded(90);
  c.y -= 6;
  c.page.drawLine({ start: { x: 330, y: c.y + 8 }, end: { x: A4[0] - MARGIN, y: c.y + 8 }, thickness: 0.5, color: GREY });
  // In cents: the lines, the discount and the total add up exactly as printed.
  const grossCents = order.lines.reduce((a, l) => a + lineCents(l.unitPrice, l.quantity), 0);
  const totals: [string, string][] = [
    ['Total des articles', points(fromCents(grossCents))],
    ...(order.discountRate > 0
      ? ([[`Remise (${fmt2.format(order.discountRate)} %)`, `- ${points(fromCents(grossCents - toCents(order.totalAmount)))}`]] as [string, string][])
      : []),
    ['Total de la commande', points(order.totalAmount)],
    ['Réglé en points', points(order.pointsSpent)],
    ['Reste à payer (HT)', euros(order.amountInvoiced)],
  ];
  totals.forEach(([label, value], i) => {
    const strong = i === totals.length - 1;
    c.text(label, 330, 10, strong ? c.bold : c.regular);
    c.right(value, A4[0] - MARGIN, 10, strong ? c.bold : c.regular);
    c.y -= 15;
  });
}

/** The legal mentions and « Page n / total » at the foot of every page, once the pages are known. */
function drawFooters(pdf: PDFDocument, legal: string[], footerTop: number, font: PDFFont, clean: (s: string) => string) {
  const pages = pdf.getPages();
  pages.forEach((p, i) => {
    let ly = footerTop - LEGAL_LEADING;
    for (const l of legal) {
      p.drawText(l, { x: MARGIN, y: ly, size: LEGAL_SIZE, font, color: GREY });
      ly -= LEGAL_LEADING;
    }
    const n = clean(`Page ${i + 1} / ${pages.length}`);
    p.drawText(n, { x: A4[0] - MARGIN - font.widthOfTextAtSize(n, 7), y: MARGIN - 14, size: 7, font, color: GREY });
  });
}

/**
 * The invoice of a Programme order, as PDF bytes: issuer and customer, order number and date, the lines
 * in points, what the points paid and what is left to pay, the billing and delivery addresses and the
 * legal mentions of a French invoice.
 */
export async function buildInvoicePdf(order: OrderDoc, customer: InvoiceCustomer, issuer: InvoiceIssuer): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Facture ${order.orderNumber}`);
  pdf.setAuthor(issuer.name);
  pdf.setSubject(`Commande Programme ${order.orderNumber} – ${customer.name}`);
  pdf.setLanguage('fr-FR');
  pdf.setCreationDate(new Date(order.orderDate));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const clean = encodable(regular);

  // Legal mentions, at the foot of every page: wrapped, never cut, and the body stops above them.
  const legal = legalMentions(issuer).flatMap((l) => wrap(clean(l), regular, LEGAL_SIZE, A4[0] - 2 * MARGIN));
  const footerTop = MARGIN + LEGAL_LEADING * legal.length;

  const canvas = new InvoiceCanvas(pdf, regular, bold, footerTop);
  drawHeading(canvas, order, customer, issuer);
  drawParties(canvas, order, customer);
  await drawLines(canvas, order);
  drawTotals(canvas, order);
  drawFooters(pdf, legal, footerTop, regular, clean);
  return pdf.save({ objectsPerTick: OBJECTS_PER_TICK });
}

/**
 * The longest time the event loop is held while a large export is built: during it, no other request of
 * the instance is served. Measured for the company-orders workbook (3,000 and 20,000 lines), written by
 * SheetJS on the worker-thread pool (functions/src/services/xlsx-pool.ts), beside the same SheetJS call on
 * the event loop, and for the Programme invoice PDF (200 lines, the largest cart; 2,000 lines for margin).
 * Timing depends on the machine and its load, so it is a measure, not a test: `npx tsx bench/event-loop-slices.ts`.
 * Figures: the longest gap between two 1 ms ticks (wall clock), the CPU this process used in that gap (a
 * gap much longer than its CPU is the machine's other work, not ours), and monitorEventLoopDelay's max.
 */
import * as XLSX from '@e965/xlsx';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { companyOrdersSheet } from '../functions/src/domain/company-orders-xlsx.js';
import { groupCompanyOrders } from '../functions/src/domain/company-orders.js';
import { buildInvoicePdf, demoIssuer } from '../functions/src/domain/invoice-pdf.js';
import { closeWorkbookPool, writeWorkbook } from '../functions/src/services/xlsx-pool.js';
import type { CompanyOrderLine } from '../functions/src/model/sales.js';
import type { AddressSnapshot, OrderDoc } from '../functions/src/model/orders.js';

interface Slice {
  totalMs: number;
  longestGapMs: number;
  cpuInLongestGapMs: number;
  loopDelayMaxMs: number;
}

async function measure(work: () => Promise<unknown>): Promise<Slice> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  let last = performance.now();
  let lastCpu = process.cpuUsage();
  let longest = { gap: 0, cpu: 0 };
  const tick = () => {
    const now = performance.now();
    const cpu = process.cpuUsage(lastCpu);
    if (now - last > longest.gap) longest = { gap: now - last, cpu: (cpu.user + cpu.system) / 1000 };
    last = now;
    lastCpu = process.cpuUsage();
  };
  const timer = setInterval(tick, 1);
  histogram.enable();
  const started = performance.now();
  await work();
  const totalMs = performance.now() - started;
  tick();
  histogram.disable();
  clearInterval(timer);
  return { totalMs, longestGapMs: longest.gap, cpuInLongestGapMs: longest.cpu, loopDelayMaxMs: histogram.max / 1e6 };
}

const salesLines = (n: number): CompanyOrderLine[] =>
  Array.from({ length: n }, (_, i) => ({
    salesRecognitionDate: `2025-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
    orderNumber: `CMD-${Math.floor(i / 8)}`,
    invoiceNumber: `FAC-${Math.floor(i / 4)}`,
    reference: `0123-${i % 500}`,
    description: `Lame de scie sagittale n° ${i}`,
    salesAmount: (i % 1000) + 0.25,
    invoiceQuantity: 1 + (i % 5),
  }));

/** The same rows through SheetJS's aoa_to_sheet and write on the event loop, as the API did before the pool. */
function sheetJsWorkbook(orders: ReturnType<typeof groupCompanyOrders>): Uint8Array {
  const rows: XLSX.CellObject[][] = [[{ t: 's', v: 'Commandes' }], []];
  for (const o of orders)
    for (const inv of o.orders)
      for (const p of inv.products)
        rows.push([
          { t: 'd', v: new Date(`${o.date}T00:00:00Z`), z: 'dd/mm/yyyy' },
          { t: 's', v: o.orderNumber },
          { t: 'n', v: Number(o.total.replace(',', '.')), z: '#,##0.00 "€"' },
          { t: 's', v: inv.invoiceNumber },
          { t: 's', v: p.reference },
          { t: 's', v: p.description },
          { t: 'n', v: p.quantity, z: '0' },
          { t: 'n', v: p.salesAmount, z: '#,##0.00 "€"' },
        ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows, { cellDates: true }), 'Commandes');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Uint8Array;
}

const address: AddressSnapshot = {
  addressId: 'a',
  addressName: 'Pharmacie',
  fullAddress: '',
  addressLine1: '12 rue de l’Hôpital',
  addressLine2: '',
  zipCode: '59000',
  city: 'Lille',
  country: 'France',
};
const order = (lines: number): OrderDoc => ({
  id: 'o',
  type: 'order',
  customerId: 'c',
  customerNumber: '590000001',
  customerName: 'CHU de Démo',
  orderNumber: 'P-2026-000123',
  orderDate: '2026-03-14T10:00:00.000Z',
  year: 2026,
  status: 'confirmed',
  billingService: 'Pharmacie',
  billingAddress: address,
  shippingAddress: address,
  lines: Array.from({ length: lines }, (_, i) => ({
    productId: `p${i}`,
    reference: `0123-456-${i}`,
    description: `Formation RAAC – module ${i}`,
    unitPrice: 1234.5,
    quantity: 2,
    currentCost: 10,
    gimPackContent: 1,
    franchiseGroup: '',
    franchise: '',
    subFranchise: '',
    category: 'services',
  })),
  discountRate: 0,
  totalAmount: 2469 * lines,
  pointsSpent: 2000,
  amountInvoiced: 2469 * lines - 2000,
  idempotencyKey: 'k',
  userId: 'u',
  invoiceBlob: null,
  createdAt: '',
  updatedAt: '',
});

const orders = groupCompanyOrders(salesLines(20_000));
const orders3000 = groupCompanyOrders(salesLines(3_000));
const cases: [string, () => Promise<unknown>][] = [
  ['Classeur, 20 000 lignes, SheetJS sur la boucle d’événements', async () => sheetJsWorkbook(orders)],
  ['Classeur, 3 000 lignes, SheetJS sur le pool de threads', () => writeWorkbook(companyOrdersSheet(orders3000, { customerName: 'CHU de Démo' }))],
  ['Classeur, 20 000 lignes, SheetJS sur le pool de threads', () => writeWorkbook(companyOrdersSheet(orders, { customerName: 'CHU de Démo' }))],
  ['Facture PDF, 200 lignes', () => buildInvoicePdf(order(200), { name: 'CHU de Démo', number: '590000001' }, demoIssuer('stryker'))],
  ['Facture PDF, 2 000 lignes', () => buildInvoicePdf(order(2000), { name: 'CHU de Démo', number: '590000001' }, demoIssuer('stryker'))],
];
const fmt = (n: number) => n.toFixed(0).padStart(5);
console.log('cas | durée ms | plus long blocage ms (CPU ms) | max monitorEventLoopDelay ms   — 1er passage (à froid) puis meilleur de 3');
for (const [label, work] of cases) {
  const runs: Slice[] = [];
  for (let i = 0; i < 4; i += 1) runs.push(await measure(work));
  const [cold, ...warm] = runs;
  const best = warm.reduce((a, b) => (b.longestGapMs < a.longestGapMs ? b : a));
  const line = (s: Slice) => `${fmt(s.totalMs)} | ${fmt(s.longestGapMs)} (${fmt(s.cpuInLongestGapMs)}) | ${fmt(s.loopDelayMaxMs)}`;
  console.log(`${label}\n  à froid  ${line(cold)}\n  à chaud  ${line(best)}`);
}
await closeWorkbookPool();

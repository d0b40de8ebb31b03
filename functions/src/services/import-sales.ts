import { giveWay } from '../context/foreground.js';
import { customersByNumber, productsByReference, salesLinesOfInvoices, type CustomerRef } from '../data/import-targets-repository.js';
import type { ValidRow } from '../domain/import-rows.js';
import type { ImportJobDoc } from '../model/imports.js';
import type { ProductDoc } from '../model/products.js';
import type { SalesLineDoc, SalesPointCategory } from '../model/sales.js';
import { emptyPlan, plainDoc, sameFields, stableId, writtenKey, type ChunkPlan, type TableImport } from './import-plan.js';
import { matchClaimsWithImportedLines, reopenClaimsOfUndoneLines } from './claim-matching.js';
import { recordKnownSalesLines, undoSalesLines } from './sales-lines.js';

/**
 * Sales lines ("stryker commands"). Natural key: invoice number + order number + reference (+ the line
 * number column when the file has one). The line belongs to the reported customer, who must exist; an
 * unknown reference is imported with a warning (it earns no points: nothing says what it is).
 */

/** What a sale earns points as, from the product (as the seed and the statistics read it). */
function pointCategoryOf(product: ProductDoc | undefined): SalesPointCategory {
  if (!product) return 'services';
  if (product.category !== 'services') return product.category;
  return product.gimItemType === 'Contrat de service' ? 'procare' : 'services';
}

const GIM_CUSTOM: Record<SalesPointCategory, string> = {
  capital: 'Équipements',
  procare: 'Contrats ProCare',
  consommable: 'Consommables',
  implant: 'Implants',
  services: 'Frais et services',
};

/** Fields an import sets: equal on all of them means the stored line is unchanged. */
const COMPARED = [
  'customerSoldTo',
  'customerReported',
  'description',
  'salesAmount',
  'invoiceQuantity',
  'salesRecognitionDate',
  'franchise',
  'franchiseGroup',
  'subFranchise',
  'gimBrand',
  'gimItemType',
  'gimSubBrand',
  'sapg',
  'gimCustom',
  'sapgCustom',
  'uom',
  'currency',
  'city',
  'buyingGroupName',
  'pointCategory',
] as const;

const text = (row: ValidRow, key: string) => (row[key] === undefined ? undefined : String(row[key]));
/** The natural key of a sales line: invoice, order, reference (and the line number when the file has one). */
export const salesLineKey = (l: { invoiceNumber: string; orderNumber: string; reference: string; lineNumber?: string }) =>
  [l.invoiceNumber, l.orderNumber, l.reference, l.lineNumber ?? ''].join('\u0001');
const keyOf = salesLineKey;

export type ImportedLine = Omit<SalesLineDoc, 'searchText'> & { lineNumber?: string };

const PARALLEL_READS = 8;
const YIELD_EVERY_ROWS = 500;

/**
 * The line an import row makes, before its id is known (salesLineIdOf): the one way a sales line is built, for
 * the import and for a claim's acceptance (services/claims.ts), which sends the row a file would have held.
 */
export function salesLineOfRow(
  row: ValidRow,
  customer: CustomerRef,
  product: ProductDoc | undefined,
  soldToName: string | undefined,
  writerId: string,
  now: string,
): ImportedLine {
  const soldToNumber = text(row, 'customerSoldTo') as string;
  const pointCategory = pointCategoryOf(product);
  const date = text(row, 'salesRecognitionDate') as string;
  const pick = (key: keyof ProductDoc & keyof SalesLineDoc) => text(row, key) ?? (product ? String(product[key] ?? '') : '');
  return {
    id: '',
    type: 'salesLine',
    customerId: customer.id,
    customerSoldTo: { number: soldToNumber, name: text(row, 'customerSoldToName') ?? soldToName ?? '' },
    customerReported: { number: customer.number, name: text(row, 'customerReportedName') ?? customer.name },
    reference: text(row, 'reference') as string,
    description: text(row, 'description') ?? product?.descriptionLocal ?? '',
    salesAmount: row.salesAmount as number,
    invoiceQuantity: row.invoiceQuantity as number,
    salesRecognitionDate: date,
    year: Number(date.slice(0, 4)),
    invoiceNumber: text(row, 'invoiceNumber') as string,
    orderNumber: text(row, 'orderNumber') as string,
    franchise: pick('franchise'),
    franchiseGroup: pick('franchiseGroup'),
    subFranchise: pick('subFranchise'),
    gimBrand: pick('gimBrand'),
    gimItemType: pick('gimItemType'),
    gimSubBrand: pick('gimSubBrand'),
    sapg: pick('sapg'),
    gimCustom: text(row, 'gimCustom') ?? GIM_CUSTOM[pointCategory],
    sapgCustom: pick('sapgCustom'),
    uom: text(row, 'uom') ?? product?.gimUOM ?? '',
    currency: text(row, 'currency') ?? 'EUR',
    city: text(row, 'city') ?? customer.city ?? '',
    buyingGroupName: text(row, 'buyingGroupName') ?? customer.buyingGroupName ?? '',
    pointCategory,
    importId: writerId,
    updatedAt: now,
    ...(row.lineNumber !== undefined ? { lineNumber: String(row.lineNumber) } : {}),
  };
}

/** The id of a line: the stored line's of the same natural key, else one derived from it (the same for every writer). */
export function salesLineIdOf(customerId: string, line: ImportedLine, stored: ReadonlyMap<string, SalesLineDoc>): string {
  return stored.get(salesLineKey(line))?.id ?? stableId('imp', `${customerId}\u0001${salesLineKey(line)}`);
}

/** True when the stored line already holds every field an import sets as this one: writing it changes nothing. */
export const sameSalesLine = (stored: SalesLineDoc, line: ImportedLine): boolean =>
  sameFields(plainDoc(stored) as unknown as Record<string, unknown>, line, COMPARED);

type RowLine = { row: ValidRow; line: ImportedLine };
type Targets = { customers: Map<string, CustomerRef>; products: Map<string, ProductDoc> };

/** Phase 1: each row's line, grouped by its reported customer; a row of an unknown customer is rejected. */
async function linesByCustomer(
  rows: ValidRow[],
  headerOf: (key: string) => string,
  { customers, products }: Targets,
  jobId: string,
  plan: ChunkPlan,
): Promise<Map<string, RowLine[]>> {
  const now = new Date().toISOString();
  const byCustomer = new Map<string, RowLine[]>();
  for (const [i, row] of rows.entries()) {
    // Requests served by this instance wait while the loop runs: let them through every few hundred rows.
    if (i % YIELD_EVERY_ROWS === YIELD_EVERY_ROWS - 1) await giveWay();
    const reportedNumber = text(row, 'customerReported') as string;
    const customer = customers.get(reportedNumber);
    if (!customer) {
      plan.rejections.push({
        row: row.row,
        column: headerOf('customerReported'),
        value: reportedNumber,
        reason: `client inconnu : aucun client n°${reportedNumber}`,
      });
      continue;
    }
    const reference = text(row, 'reference') as string;
    const product = products.get(reference);
    if (!product) plan.warnings.push(`Ligne ${row.row} : référence « ${reference} » inconnue du catalogue, importée sans points`);
    const line = salesLineOfRow(row, customer, product, customers.get(text(row, 'customerSoldTo') as string)?.name, jobId, now);
    const list = byCustomer.get(customer.id) ?? [];
    list.push({ row, line });
    byCustomer.set(customer.id, list);
  }
  return byCustomer;
}

/** Phase 2: the stored lines of the rows' invoices, per customer. */
async function storedLinesOf(byCustomer: Map<string, RowLine[]>): Promise<Map<string, SalesLineDoc[]>> {
  const storedOf = new Map<string, SalesLineDoc[]>();
  const customerIds = [...byCustomer.keys()];
  // A few customers' reads at once: one round trip after another is what a chunk mostly waits on (20 at
  // once planned no faster, and the customers' own reads during an import waited longer behind them).
  for (let i = 0; i < customerIds.length; i += PARALLEL_READS) {
    await giveWay();
    await Promise.all(
      customerIds.slice(i, i + PARALLEL_READS).map(async (id) => {
        storedOf.set(id, await salesLinesOfInvoices(id, [...new Set((byCustomer.get(id) ?? []).map((x) => x.line.invoiceNumber))]));
      }),
    );
  }
  return storedOf;
}

/** Phase 3: each line against the stored one of its key: created, updated, or unchanged (unless to rewrite). */
function planChanges(
  byCustomer: Map<string, RowLine[]>,
  storedOf: Map<string, SalesLineDoc[]>,
  rewrite: ((partitionKey: string, id: string) => boolean) | undefined,
  plan: ChunkPlan,
) {
  for (const [customerId, items] of byCustomer) {
    const stored = storedOf.get(customerId) ?? [];
    const byKey = new Map(stored.map((s) => [keyOf(s as ImportedLine), plainDoc(s)]));
    for (const { line } of items) {
      const current = byKey.get(keyOf(line));
      // The line built for this row becomes the record written: no copy of it per row.
      line.id = current?.id ?? stableId('imp', `${customerId}\u0001${keyOf(line)}`);
      if (current && sameFields(current as unknown as Record<string, unknown>, line, COMPARED) && !rewrite?.(customerId, line.id)) {
        plan.unchanged++;
        continue;
      }
      plan.changes.push({
        partitionKey: customerId,
        id: line.id,
        after: line as unknown as Record<string, unknown>,
        ...(current ? { before: current as unknown as Record<string, unknown> } : {}),
      });
      if (current) plan.updated++;
      else plan.created++;
    }
  }
}

export const salesImport: TableImport = {
  container: 'sales',
  independentChunks: true,
  async prepare(job: ImportJobDoc) {
    const [customers, products] = await Promise.all([customersByNumber(), productsByReference()]);
    return async (rows, headerOf, rewrite) => {
      const plan = emptyPlan();
      const byCustomer = await linesByCustomer(rows, headerOf, { customers, products }, job.jobId, plan);
      const storedOf = await storedLinesOf(byCustomer);
      planChanges(byCustomer, storedOf, rewrite, plan);
      return plan;
    };
  },
  async apply(changes, deferStats) {
    // The plan has just read the stored lines: their years (or absence) and index entries need no second query per customer.
    const known = changes.map((c) => ({
      line: c.after as unknown as SalesLineDoc,
      storedYear: c.before ? (c.before as unknown as SalesLineDoc).year : null,
      stored: c.before as unknown as SalesLineDoc | undefined,
    }));
    const { etags = new Map<string, string>() } = await recordKnownSalesLines(known, new Date(), { deferStats });
    // The customers' open claims on these invoices are resolved or flagged (services/claim-matching.ts).
    await matchClaimsWithImportedLines(known.map((k) => k.line));
    const out = new Map<string, string>();
    for (const c of changes) {
      const etag = etags.get(`${c.partitionKey}/${c.id}`);
      if (etag) out.set(writtenKey(c.partitionKey, c.id), etag);
    }
    return out;
  },
  // The claims this import resolved with a line it wrote are open again (services/claim-matching.ts).
  undone: (records, job) =>
    reopenClaimsOfUndoneLines(
      records.map((r) => ({ customerId: r.partitionKey, id: r.id })),
      { jobId: job.jobId, fileName: job.fileName, createdAt: job.createdAt, by: job.rollback?.byId ?? job.rollback?.by ?? 'import' },
    ),
  undo: (records, deferStats) =>
    undoSalesLines(
      records.map((r) => ({ customerId: r.partitionKey, id: r.id, etag: r.etag, ...(r.before ? { before: r.before as unknown as SalesLineDoc } : {}) })),
      new Date(),
      { deferStats },
    ),
};

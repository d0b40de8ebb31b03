import { priceListName } from '@portail/common';
import { forgetCatalogue } from '../data/catalogue-cache.js';
import { priceListOfDates, productsByReference, readPriceList, undoDocsIfMatch, upsertDocs } from '../data/import-targets-repository.js';
import type { ValidRow } from '../domain/import-rows.js';
import type { ImportJobDoc } from '../model/imports.js';
import type { PriceListDoc } from '../model/price-lists.js';
import type { ProductDoc } from '../model/products.js';
import { emptyPlan, etagsOf, plainDoc, stableId, type ChunkPlan, type TableImport } from './import-plan.js';

/**
 * Price-list lines, by list + reference. The lists are those of the job's options: the list named by
 * priceListId (the "current list"), or for each chosen customer its list of the chosen dates, created
 * when it does not exist. A row counts once whatever the number of lists it goes into.
 */
type ListDoc = PriceListDoc & { importId?: string };

async function targetLists(job: ImportJobDoc): Promise<{ customerId: string; id: string; stored: ListDoc | undefined; startDate: string; endDate: string }[]> {
  const { priceListId, customerIds = [], startDate = '', endDate = '' } = job.options;
  if (priceListId) {
    const stored = await readPriceList(customerIds[0], priceListId);
    if (!stored) throw new Error(`Liste de prix ${priceListId} introuvable`);
    return [{ customerId: stored.customerId, id: stored.id, stored: plainDoc(stored), startDate: stored.startDate, endDate: stored.endDate }];
  }
  return Promise.all(
    customerIds.map(async (customerId) => {
      const stored = await priceListOfDates(customerId, startDate, endDate);
      return {
        customerId,
        id: stored?.id ?? stableId('pl-imp', `${customerId}\u0001${startDate}\u0001${endDate}`),
        stored: stored && plainDoc(stored),
        startDate,
        endDate,
      };
    }),
  );
}

type TargetList = Awaited<ReturnType<typeof targetLists>>[number];
type WorkingList = TargetList & { doc: ListDoc; changed: boolean };

/** Phase 1: each target list as stored now (the previous chunk may have written it), or a new empty one. */
async function workingLists(lists: TargetList[], now: string): Promise<WorkingList[]> {
  // Re-read: the previous chunk (of this invocation or an earlier one) may have written the list.
  const current = await Promise.all(
    lists.map(async (l) => ({ ...l, stored: (await readPriceList(l.customerId, l.id).then((d) => d && plainDoc(d))) ?? l.stored })),
  );
  return current.map((l) => ({
    ...l,
    doc: structuredClone(
      l.stored ?? {
        id: l.id,
        type: 'priceList' as const,
        customerId: l.customerId,
        contractId: null,
        name: priceListName('Import', l.startDate, l.endDate),
        startDate: l.startDate,
        endDate: l.endDate,
        lines: [],
        createdAt: now,
        updatedAt: now,
      },
    ) as ListDoc,
    changed: false,
  }));
}

/** Phase 2: each row's line set in every list; the row counts once, as created, updated or unchanged. */
function setLines(rows: ValidRow[], products: Map<string, ProductDoc>, next: WorkingList[], plan: ChunkPlan) {
  for (const row of rows) {
    const reference = String(row.reference);
    const product = products.get(reference);
    if (!product) plan.warnings.push(`Ligne ${row.row} : référence « ${reference} » inconnue du catalogue`);
    let created = false;
    let updated = false;
    for (const list of next) {
      const line = {
        productId: product?.id ?? '',
        reference,
        description: row.description === undefined ? (product?.descriptionLocal ?? '') : String(row.description),
        price: row.price as number,
      };
      const at = list.doc.lines.findIndex((l) => l.reference === reference);
      if (at < 0) {
        list.doc.lines.push(line);
        created = true;
      } else if (JSON.stringify(list.doc.lines[at]) !== JSON.stringify(line)) {
        list.doc.lines[at] = line;
        updated = true;
      } else continue;
      list.changed = true;
    }
    if (created) plan.created++;
    else if (updated) plan.updated++;
    else plan.unchanged++;
  }
}

/** Phase 3: the lists that changed (or are to be written again) as the plan's changes. */
function listChanges(next: WorkingList[], jobId: string, now: string, rewrite: ((partitionKey: string, id: string) => boolean) | undefined, plan: ChunkPlan) {
  for (const list of next) {
    if (!list.changed && !rewrite?.(list.customerId, list.id)) continue;
    const after = { ...list.doc, updatedAt: now, importId: jobId };
    plan.changes.push({
      partitionKey: list.customerId,
      id: list.id,
      after,
      ...(list.stored ? { before: list.stored as unknown as Record<string, unknown> } : {}),
    });
  }
}

export const priceListsImport: TableImport = {
  container: 'customerData',
  // Every chunk rewrites the same list documents: each plans on what the previous one wrote.
  independentChunks: false,
  async prepare(job) {
    const [products, lists] = await Promise.all([productsByReference(), targetLists(job)]);
    return async (rows, _headerOf, rewrite) => {
      const plan = emptyPlan();
      const now = new Date().toISOString();
      const next = await workingLists(lists, now);
      setLines(rows, products, next, plan);
      listChanges(next, job.jobId, now, rewrite, plan);
      return plan;
    };
  },
  async apply(changes) {
    const etags = await upsertDocs(
      'customerData',
      changes.map((c) => ({ partitionKey: c.partitionKey, doc: c.after })),
    );
    for (const c of changes) forgetCatalogue(c.partitionKey);
    return etagsOf(changes, etags);
  },
  // The back office deletes a price list whatever uses it (nothing refers to a list by id): no usesOf.
  async undo(records) {
    const outcomes = await undoDocsIfMatch('customerData', records);
    for (const r of records) forgetCatalogue(r.partitionKey);
    return outcomes;
  },
};

import { forgetCatalogue } from '../data/catalogue-cache.js';
import { productsByReference, undoDocsIfMatch, upsertDocs } from '../data/import-targets-repository.js';
import { IMPORT_COLUMNS } from '../domain/import-columns.js';
import { productSearchText } from '../domain/search-text.js';
import type { ProductDoc } from '../model/products.js';
import { emptyPlan, etagsOf, plainDoc, sameFields, stableId, type TableImport } from './import-plan.js';
import { productUses } from './product-uses.js';

/**
 * Products, by reference. A new reference creates a product (the columns absent from the file take the
 * defaults below); a known one is updated with the columns the file has, the others are kept.
 * Reference-list values (franchise, sub-brand...) are given by name, as products store them.
 */
const FIELDS = IMPORT_COLUMNS.products.map((c) => c.key);

const DEFAULTS: Omit<ProductDoc, 'id' | 'reference' | 'description' | 'price' | 'searchText' | 'createdAt' | 'updatedAt'> = {
  type: 'product',
  gimID: 0,
  descriptionLocal: '',
  tva: 20,
  currency: 'EUR',
  lppr: '',
  gtinCode: '',
  primaryUOM: 'EA',
  gimUOM: 'EA',
  gimPackContent: 1,
  gimSterilityFlag: 0,
  franchise: '',
  franchiseGroup: '',
  subFranchise: '',
  gimBrand: '',
  gimItemType: '',
  gimProductLine: '',
  gimSubBrand: '',
  sapg: '',
  targetProductGroup: '',
  gimCustom: '',
  sapgCustom: '',
  currentCost: 0,
  quantity: 0,
  image: null,
  active: true,
  stage: 'per-op',
  category: 'consommable',
};

export const productsImport: TableImport = {
  container: 'products',
  independentChunks: true,
  async prepare(job) {
    const products = await productsByReference();
    return async (rows, _headerOf, rewrite) => {
      const plan = emptyPlan();
      const now = new Date().toISOString();
      for (const row of rows) {
        const given: Record<string, unknown> = {};
        for (const f of FIELDS) {
          const v = row[f];
          if (v === undefined) continue;
          given[f] = f === 'gimSterilityFlag' ? (v ? 1 : 0) : v;
        }
        const reference = String(row.reference);
        const stored = products.get(reference);
        const current = stored ? plainDoc(stored) : undefined;
        if (current && sameFields(current as unknown as Record<string, unknown>, given, Object.keys(given)) && !rewrite?.(current.id, current.id)) {
          plan.unchanged++;
          continue;
        }
        const base = current ?? {
          ...DEFAULTS,
          id: stableId('p-imp', reference),
          reference,
          description: '',
          descriptionLocal: String(given.description ?? ''),
          price: 0,
          createdAt: now,
        };
        const merged = { ...base, ...given, updatedAt: now, importId: job.jobId } as ProductDoc & { importId: string };
        const after = { ...merged, searchText: productSearchText(merged) };
        plan.changes.push({ partitionKey: after.id, id: after.id, after, ...(current ? { before: current as unknown as Record<string, unknown> } : {}) });
        if (current) plan.updated++;
        else plan.created++;
      }
      return plan;
    };
  },
  async apply(changes) {
    const etags = await upsertDocs(
      'products',
      changes.map((c) => ({ partitionKey: c.partitionKey, doc: c.after })),
    );
    forgetCatalogue();
    return etagsOf(changes, etags);
  },
  async undo(records) {
    const outcomes = await undoDocsIfMatch('products', records);
    forgetCatalogue();
    return outcomes;
  },
  usesOf: (record) => productUses(record.id),
};

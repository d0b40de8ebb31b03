import { productClassifications } from '../data/product-columns-repository.js';
import { allCustomerIds, salesColumnsOf, salesLinesByIds, type SalesLineColumns } from '../data/sales-columns-repository.js';
import { customColumnsOf, pointCategoryOf } from '../domain/custom-columns.js';
import type { SalesLineDoc } from '../model/sales.js';
import { recordKnownSalesLines } from './sales-lines.js';

/**
 * Derives the custom columns (gimCustom, sapgCustom) and the points category of every imported sales line
 * again from its product (by reference). Lines whose values change are written through recordKnownSalesLines,
 * so the statistics and points of their customers follow. Lines of products no longer in the catalogue
 * (fees, withdrawn references) keep theirs.
 */
export async function recalculateSalesCustomColumns(now = new Date()): Promise<{ lines: number; changed: number }> {
  const byReference = new Map((await productClassifications()).map((p) => [p.reference, { ...customColumnsOf(p), pointCategory: pointCategoryOf(p) }]));
  const wanted = (l: SalesLineColumns) => byReference.get(l.reference);
  const differs = (l: SalesLineColumns) => {
    const w = wanted(l);
    return w !== undefined && (w.gimCustom !== l.gimCustom || w.sapgCustom !== l.sapgCustom || w.pointCategory !== l.pointCategory);
  };
  let lines = 0;
  let changed = 0;
  for (const customerId of await allCustomerIds()) {
    const columns = await salesColumnsOf(customerId);
    lines += columns.length;
    const stale = columns.filter(differs);
    if (stale.length === 0) continue;
    const docs = await salesLinesByIds(customerId, stale.map((l) => l.id));
    const updated: SalesLineDoc[] = docs.map((d) => ({ ...d, ...wanted(d)!, updatedAt: now.toISOString() }));
    await recordKnownSalesLines(updated.map((line) => ({ line, storedYear: line.year })), now);
    changed += updated.length;
  }
  return { lines, changed };
}

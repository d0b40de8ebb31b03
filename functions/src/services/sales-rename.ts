import { allCustomerIds, salesLinesNamed } from '../data/sales-columns-repository.js';
import type { SalesNameField } from '../domain/reference-uses.js';
import { renameInSalesLinesOf } from './sales-lines.js';

/**
 * Renames a classification name in every sales line that holds it, customer by customer: one partition query
 * each (the ids and years of the lines holding it), the lines patched on that field alone through the sales
 * service, so each customer's statistics and KPI rows (grouped by these names) follow before the next
 * customer. A redelivered job finds only the lines not yet renamed. Answers how many lines were renamed.
 */
export async function renameInSalesLines(field: SalesNameField, from: string, to: string, now = new Date()): Promise<number> {
  let renamed = 0;
  for (const customerId of await allCustomerIds()) {
    const holding = await salesLinesNamed(customerId, field, from);
    renamed += await renameInSalesLinesOf(customerId, holding, field, from, to, now);
  }
  return renamed;
}

import { MAINTENANCE_AUTHOR, frenchPriceListName } from '@portail/common';
import { withoutSystemProperties } from '../data/cosmos.js';
import * as repo from '../data/price-lists-repository.js';
import { auditPriceList } from './price-lists.js';

/**
 * One-off rewrite of the names stored before they carried French dates (issue 30): « … 2026-01-01
 * 2027-01-15 » becomes « … du 01/01/2026 au 15/01/2027 », in the document itself, so the list keeps one name
 * wherever it is read, searched, sorted or exported. Idempotent: a French name is left alone, so a second run
 * (or a run interrupted and started again) renames nothing more. Each rename is written on the version read
 * (If-Match) and has its audit entry; a list changed meanwhile by an administrator is read again.
 */
export async function rewritePriceListNames(now = new Date()): Promise<{ lists: number; renamed: number }> {
  const headers = await repo.allPriceListNames();
  let renamed = 0;
  for (const header of headers) {
    if (frenchPriceListName(header.name) === header.name) continue;
    for (let attempt = 0; attempt < 3; attempt++) {
      const stored = await repo.findPriceListById(header.id);
      if (!stored) break;
      const name = frenchPriceListName(stored.name);
      if (name === stored.name) break;
      const before = withoutSystemProperties(stored);
      const after = { ...before, name, updatedAt: now.toISOString() };
      if (!(await repo.replacePriceList(after, stored._etag))) continue;
      await auditPriceList({ resource: 'priceList', action: 'update', entityId: header.id, by: MAINTENANCE_AUTHOR, at: now.toISOString(), before, after });
      renamed++;
      break;
    }
  }
  return { lists: headers.length, renamed };
}

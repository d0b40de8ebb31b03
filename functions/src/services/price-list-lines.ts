import { priceWithPercentage } from '@portail/common';
import { writeAudit } from '../data/audit-repository.js';
import { withoutSystemProperties } from '../data/cosmos.js';
import { forgetCatalogue } from '../data/catalogue-cache.js';
import * as repo from '../data/price-lists-repository.js';
import { failure, staleWrite } from '../http/errors.js';
import { checkVersion } from '../http/versioned-writes.js';
import type { Versioned } from '../domain/versions.js';
import type { PriceListDoc } from '../model/price-lists.js';
import { mustFindPriceList } from './price-lists.js';

type Line = PriceListDoc['lines'][number];

/** The list's lines and its new version, to send with the next change. */
type PriceListLines = Versioned<Line[]>;

const byReference = (lines: Line[]) => [...lines].sort((a, b) => a.reference.localeCompare(b.reference, 'fr'));

/**
 * One change of a whole list's lines, made on the version the caller read (If-Match, 412 when the list
 * changed since): nothing is written on refusal. The change is audited with what the lines were and became,
 * and the customer's catalogue reads the new prices at once.
 */
async function changeLines(
  id: string,
  ifMatch: string | undefined,
  by: string,
  change: (lines: Line[]) => { lines: Line[]; before: unknown; after: unknown },
): Promise<PriceListLines> {
  const existing = await mustFindPriceList(id);
  checkVersion(ifMatch, existing._etag);
  const { lines, before, after } = change(existing.lines);
  const stored = await repo.replacePriceList({ ...withoutSystemProperties(existing), lines, updatedAt: new Date().toISOString() }, existing._etag);
  // Another change was written between this read and this write: the caller's version is stale now.
  if (!stored) throw staleWrite();
  forgetCatalogue(existing.customerId);
  await writeAudit({ resource: 'priceList', action: 'update', entityId: id, by, at: new Date().toISOString(), before, after });
  return { value: byReference(lines), version: stored._etag };
}

/** Takes a product out of a list: the customer pays the product's catalogue price again. */
export const removePriceListProduct = (id: string, productId: string, by: string, ifMatch: string | undefined): Promise<PriceListLines> =>
  changeLines(id, ifMatch, by, (lines) => {
    const line = lines.find((l) => l.productId === productId);
    if (!line) throw failure('price_list_line_not_found');
    return { lines: lines.filter((l) => l !== line), before: { productId, reference: line.reference, price: line.price }, after: { productId, removed: true } };
  });

/** Moves every price of a list by a percentage (rule: priceWithPercentage, whole points). */
export const applyPriceListPercentage = (id: string, percent: number, by: string, ifMatch: string | undefined): Promise<PriceListLines> =>
  changeLines(id, ifMatch, by, (lines) => ({
    lines: lines.map((l) => ({ ...l, price: priceWithPercentage(l.price, percent) })),
    before: { percent: null, lines: lines.length },
    after: { percent, lines: lines.length },
  }));

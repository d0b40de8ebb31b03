import type { ListRequest } from '@portail/common';
import { allSalesMatches, readSalesLines } from '../data/sales-search-repository.js';
import { readSalesIndexLines, salesIndexStartingWith } from '../data/sales-keys-repository.js';
import {
  BUCKET_LENGTH,
  isSalesSortField,
  linesDocId,
  mayHoldALineTwice,
  nextToRead,
  rowOrder,
  rowsOf,
  type SalesIndexLinesDoc,
} from '../domain/sales-index.js';
import { salesSearchKey } from '../domain/sales-search.js';
import type { SalesLineDoc } from '../model/sales.js';

/**
 * The admin list's search of sales lines (domain/sales-search.ts, domain/sales-index.ts). A search of BUCKET_LENGTH characters or
 * more is served by the index: the summaries of the matching index documents (two partitions of `salesKeys`,
 * searchBuckets: the value's first characters, and an order bucket),
 * then the lines of the documents that can hold the page (point reads, a few for the first page whatever the
 * number of lines), the count from the summaries' line counts, and the page's lines by point reads. A shorter search,
 * or one matching more than MAX_DOCUMENTS index documents, reads across partitions: the index of Azure serves
 * it, and there are enough matches that the first page fills at once.
 */
const MAX_DOCUMENTS = 2_000;

export async function searchSalesLines(req: ListRequest, sortField: string): Promise<{ items: SalesLineDoc[]; totalCount: number }> {
  const key = salesSearchKey(req.search);
  if (!key) return { items: [], totalCount: 0 };
  const order = { field: sortField, direction: req.order.direction };
  const broad = async () => {
    const { items, count } = await allSalesMatches(key, order, req);
    return { items, totalCount: count };
  };
  if (key.length < BUCKET_LENGTH || !isSalesSortField(sortField)) return broad();
  const found = await salesIndexStartingWith(key, MAX_DOCUMENTS);
  if (found.length > MAX_DOCUMENTS) return broad();

  // The lines read, by summary id.
  const read = new Map<string, Pick<SalesIndexLinesDoc, 'lines'>>();
  const load = async (ids: readonly string[]) => {
    const wanted = found.filter((s) => ids.includes(s.id) && !read.has(s.id));
    const held = new Map((await readSalesIndexLines(wanted)).map((d) => [d.id, d]));
    // Lines gone since their summary was read are none: a later write has taken them elsewhere.
    for (const s of wanted) read.set(s.id, held.get(linesDocId(s.id)) ?? { lines: {} });
  };
  // A line that two documents hold is counted once: then every document is read.
  const twice = mayHoldALineTwice(found);
  if (twice) await load(found.map((d) => d.id));
  const top = req.pageNumber * req.pageSize;
  for (let next = nextToRead(found, new Set(read.keys()), rowsOf(read.values()), sortField, req.order.direction, top); next.length;) {
    await load(next);
    next = nextToRead(found, new Set(read.keys()), rowsOf(read.values()), sortField, req.order.direction, top);
  }
  const rows = rowsOf(read.values()).sort(rowOrder(sortField, req.order.direction));
  const page = rows.slice((req.pageNumber - 1) * req.pageSize, top);
  const lines = new Map((await readSalesLines(page)).map((l) => [`${l.customerId}/${l.id}`, l]));
  const totalCount = twice ? rows.length : found.reduce((n, d) => n + d.n, 0);
  return { items: page.map((r) => lines.get(`${r.customerId}/${r.id}`)).filter((l) => l !== undefined), totalCount };
}

import type { ListRequest } from '@portail/common';
import { allSalesMatches, customerSalesMatches } from '../data/sales-search-repository.js';
import { salesKeysStartingWith } from '../data/sales-keys-repository.js';
import { BUCKET_LENGTH, fieldsByCustomer, mergePages, salesSearchKey } from '../domain/sales-search.js';
import type { SalesLineDoc } from '../model/sales.js';

/**
 * The admin list's search of sales lines (domain/sales-search.ts). A search of BUCKET_LENGTH characters or
 * more reads the lookup documents of its bucket, then only the partitions of the customers that hold a
 * matching value: a page of each, merged in the list's order. A shorter or broader search (more values or
 * customers than below) reads across partitions: the index serves it in Azure, and there are enough
 * matches that the first page fills at once.
 */
const MAX_KEYS = 200;
const MAX_CUSTOMERS = 20;

export async function searchSalesLines(req: ListRequest, sortField: string): Promise<{ items: SalesLineDoc[]; totalCount: number }> {
  const key = salesSearchKey(req.search);
  if (!key) return { items: [], totalCount: 0 };
  const order = { field: sortField, direction: req.order.direction };
  const broad = async () => {
    const { items, count } = await allSalesMatches(key, order, req);
    return { items, totalCount: count };
  };
  if (key.length < BUCKET_LENGTH) return broad();
  const found = await salesKeysStartingWith(key, MAX_KEYS);
  if (found.length > MAX_KEYS) return broad();
  const customers = fieldsByCustomer(found);
  if (customers.size > MAX_CUSTOMERS) return broad();
  // Every customer's first pageNumber × pageSize rows: the page wanted is among them once merged.
  const top = req.pageNumber * req.pageSize;
  const parts = await Promise.all([...customers].map(([customerId, fields]) => customerSalesMatches(customerId, key, fields, order, top)));
  return {
    items: mergePages(parts.map((p) => p.items), sortField, req.order.direction, req),
    totalCount: parts.reduce((n, p) => n + p.count, 0),
  };
}

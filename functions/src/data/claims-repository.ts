import type { ClaimStatus, SortOrder } from '@portail/common';
import type { ClaimDoc } from '../model/claims.js';
import { container, isCosmosStatus, readItem, replaceIfMatch, withoutSystemProperties } from './cosmos.js';
import { countWhere, mergeFilters, queryPage, queryPartition, searchFilter, type Filter } from './list-query.js';

/**
 * Claims live in their customer's partition of `customerData` (type 'claim'): the customer's screen reads
 * one partition; a claim is a point read by (customer, id), so a path naming another customer finds nothing.
 * The back office's list crosses partitions, one ordered page at a time.
 */
const customerData = () => container('customerData');

/** Creates the claim; undefined when its id is taken (a keyed declaration's twin made it). */
export async function createClaim(doc: ClaimDoc): Promise<(ClaimDoc & { _etag: string }) | undefined> {
  try {
    const { resource } = await customerData().items.create<ClaimDoc>(doc);
    return resource as ClaimDoc & { _etag: string };
  } catch (err) {
    if (isCosmosStatus(err, 409)) return undefined;
    throw err;
  }
}

export async function readClaim(customerId: string, id: string): Promise<(ClaimDoc & { _etag: string }) | undefined> {
  const doc = await readItem<ClaimDoc>(customerData(), id, customerId);
  return doc?.type === 'claim' ? doc : undefined;
}

/** Replaces the version read; undefined when it changed meanwhile (412). */
const replaceClaim = (doc: ClaimDoc, etag: string) => replaceIfMatch(customerData(), doc.customerId, doc, etag);

/** Every claim of one customer, newest first (a customer declares a few a year). */
export const claimsOfCustomer = (customerId: string) =>
  queryPartition<ClaimDoc>(customerData(), customerId, "SELECT * FROM c WHERE c.customerId = @customerId AND c.type = 'claim' ORDER BY c.createdAt DESC", [
    { name: '@customerId', value: customerId },
  ]);

const OPEN: ClaimStatus[] = ['submitted', 'inProgress'];

/** The open claims of these customers (an import's chunk): few, whatever the number of lines. */
export async function openClaimsOf(customerIds: readonly string[]): Promise<(ClaimDoc & { _etag: string })[]> {
  const out: (ClaimDoc & { _etag: string })[] = [];
  for (let i = 0; i < customerIds.length; i += 200) {
    const { resources } = await customerData()
      .items.query<ClaimDoc & { _etag: string }>({
        query: "SELECT * FROM c WHERE c.type = 'claim' AND ARRAY_CONTAINS(@open, c.status) AND ARRAY_CONTAINS(@customers, c.customerId)",
        parameters: [
          { name: '@open', value: OPEN },
          { name: '@customers', value: customerIds.slice(i, i + 200) },
        ],
      })
      .fetchAll();
    out.push(...resources);
  }
  return out;
}

/** The claims an import resolved with one of these lines (a rollback's): few, whatever the number of lines. */
export async function claimsResolvedWith(lines: readonly { customerId: string; id: string }[]): Promise<(ClaimDoc & { _etag: string })[]> {
  const ids = new Set(lines.map((l) => `${l.customerId}/${l.id}`));
  const customerIds = [...new Set(lines.map((l) => l.customerId))];
  const out: (ClaimDoc & { _etag: string })[] = [];
  for (let i = 0; i < customerIds.length; i += 200) {
    const { resources } = await customerData()
      .items.query<ClaimDoc & { _etag: string }>({
        query: "SELECT * FROM c WHERE c.type = 'claim' AND c.status = 'resolvedByImport' AND ARRAY_CONTAINS(@customers, c.customerId)",
        parameters: [{ name: '@customers', value: customerIds.slice(i, i + 200) }],
      })
      .fetchAll();
    out.push(...resources.filter((c) => c.linkedLineId && ids.has(`${c.customerId}/${c.linkedLineId}`)));
  }
  return out;
}

export interface ClaimFilter {
  status?: ClaimStatus;
  customerId?: string;
  /** Created before this instant (the age filter). */
  createdBefore?: string;
  search?: string;
  /** A commercial user's customers; undefined for an administrator. */
  scope?: readonly string[];
}

function filterOf(f: ClaimFilter): Filter {
  const parts: Filter[] = [{ where: ["c.type = 'claim'"], parameters: [] }];
  if (f.status) parts.push({ where: ['c.status = @status'], parameters: [{ name: '@status', value: f.status }] });
  if (f.customerId) parts.push({ where: ['c.customerId = @customerId'], parameters: [{ name: '@customerId', value: f.customerId }] });
  if (f.createdBefore) parts.push({ where: ['c.createdAt < @before'], parameters: [{ name: '@before', value: f.createdBefore }] });
  if (f.scope) parts.push({ where: ['ARRAY_CONTAINS(@scope, c.customerId)'], parameters: [{ name: '@scope', value: [...f.scope] }] });
  if (f.search) parts.push(searchFilter('c.searchText', f.search));
  return mergeFilters(...parts);
}

export async function claimsPage(
  f: ClaimFilter,
  order: SortOrder,
  page: { pageNumber: number; pageSize: number },
): Promise<{ items: ClaimDoc[]; totalCount: number }> {
  const filter = filterOf(f);
  const c = customerData();
  const [items, totalCount] = await Promise.all([
    queryPage<ClaimDoc>(
      c,
      { ...filter, orderBy: `c.${order.field}`, direction: order.direction, ...(f.customerId ? { partitionKey: f.customerId } : {}) },
      page,
    ),
    countWhere(c, { ...filter, ...(f.customerId ? { partitionKey: f.customerId } : {}) }),
  ]);
  return { items, totalCount };
}

/** What the claims KPI reads: the open claims and those closed since `since`, only the fields it needs. */
export async function claimsForKpi(since: string): Promise<Pick<ClaimDoc, 'status' | 'createdAt' | 'resolvedAt' | 'pointsGranted'>[]> {
  const { resources } = await customerData()
    .items.query<Pick<ClaimDoc, 'status' | 'createdAt' | 'resolvedAt' | 'pointsGranted'>>({
      query:
        "SELECT c.status, c.createdAt, c.resolvedAt, c.pointsGranted FROM c WHERE c.type = 'claim' AND (ARRAY_CONTAINS(@open, c.status) OR c.resolvedAt >= @since)",
      parameters: [
        { name: '@open', value: OPEN },
        { name: '@since', value: since },
      ],
    })
    .fetchAll();
  return resources;
}

/**
 * Read, change, write with If-Match, read again when another writer got there first (an import's matching
 * and an administrator at once). `change` answers undefined to leave the claim as it is. Gives the claim
 * written, or the one read when unchanged; undefined when there is none.
 */
export async function changeClaim(
  customerId: string,
  id: string,
  change: (c: ClaimDoc & { _etag: string }) => ClaimDoc | undefined,
): Promise<{ claim: ClaimDoc & { _etag: string }; changed: boolean } | undefined> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const current = await readClaim(customerId, id);
    if (!current) return undefined;
    const next = change(current);
    if (!next) return { claim: current, changed: false };
    const written = await replaceClaim(withoutSystemProperties(next), current._etag);
    if (written) return { claim: written, changed: true };
  }
  throw new Error(`Réclamation ${id} : toujours modifiée par d'autres écritures après 5 tentatives`);
}

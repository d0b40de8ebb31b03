/**
 * How each Functions instance keeps reference data that changes rarely (catalogue, prices, customer
 * records, contacts): a minute, a stale entry served while one refresh runs (no latency spike, no
 * stampede), and a failed refresh keeps the stale entry.
 */
export const referenceCacheOptions = {
  ttl: 60_000,
  allowStale: true,
  noDeleteOnFetchRejection: true,
  allowStaleOnFetchRejection: true,
} as const;

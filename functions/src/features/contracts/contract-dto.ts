import type { Contract } from '@portail/common';
import type { StoredContract } from '../../data/contracts-repository.js';

/**
 * etag: the version to send back in If-Match when saving (a stale one gets 412).
 * scope: the customers of a commercial caller (undefined for an administrator), who sees the contract's
 * numbers of those customers only: its other customers are not theirs to know (docs/permissions.md).
 */
export const toContractDto = (d: StoredContract, scope?: readonly string[]): Contract => ({
  id: d.id,
  name: d.name,
  active: d.active,
  startDate: d.startDate,
  endDate: d.endDate,
  customerNumbers: scope ? numbersWithin(d, scope) : (d.customerNumbers ?? []),
  exclusions: { gimSubBrands: d.exclusions?.gimSubBrands ?? [], franchises: d.exclusions?.franchises ?? [] },
  tierByGroupVolume: d.tierByGroupVolume ?? false,
  updatedAt: d.updatedAt,
  etag: d._etag,
});

function numbersWithin(d: StoredContract, scope: readonly string[]): string[] {
  // A save resolves customerIds from the distinct numbers, in their order (services/contracts.ts).
  const numbers = [...new Set(d.customerNumbers ?? [])];
  const ids = d.customerIds ?? [];
  // Numbers and ids that do not pair up cannot say whose each number is: none is shown.
  if (ids.length !== numbers.length) return [];
  const allowed = new Set(scope);
  return numbers.filter((_, i) => allowed.has(ids[i]!));
}

import type { Contract } from '@portail/common';
import type { StoredContract } from '../../data/contracts-repository.js';

/** etag: the version to send back in If-Match when saving (a stale one gets 412). */
export const toContractDto = (d: StoredContract): Contract => ({
  id: d.id,
  name: d.name,
  active: d.active,
  startDate: d.startDate,
  endDate: d.endDate,
  customerNumbers: d.customerNumbers ?? [],
  exclusions: { gimSubBrands: d.exclusions?.gimSubBrands ?? [], franchises: d.exclusions?.franchises ?? [] },
  updatedAt: d.updatedAt,
  etag: d._etag,
});

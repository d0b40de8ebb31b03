import type { PriceList } from '@portail/common';
import type { StoredPriceList } from '../../data/price-lists-repository.js';

export const toPriceListDto = (d: StoredPriceList): PriceList => ({
  id: d.id,
  name: d.name,
  startDate: d.startDate,
  endDate: d.endDate,
  fK_Customer: d.customerId,
  fK_Contract: d.contractId ?? null,
  lineCount: d.lines?.length ?? 0,
  etag: d._etag,
});

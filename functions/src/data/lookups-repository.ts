import { container, readItem } from './cosmos.js';

/**
 * Which customer owns a record whose path carries only its id (GET /api/files/{id},
 * /api/orderOneStryker/download/{id}): one point read here, then one in the owner's partition, instead of
 * a query across every partition of customerData.
 */
export type LookupKind = 'order' | 'file';

export interface LookupDoc {
  /** '<kind>:<record id>'. */
  id: string;
  type: 'lookup';
  customerId: string;
}

const lookups = () => container('lookups');

export const lookupDoc = (kind: LookupKind, id: string, customerId: string): LookupDoc => ({ id: `${kind}:${id}`, type: 'lookup', customerId });

/** Written before the record itself (and again on a replay): a record never exists without its lookup. */
export async function recordOwner(kind: LookupKind, id: string, customerId: string): Promise<void> {
  await lookups().items.upsert(lookupDoc(kind, id, customerId));
}

export async function ownerOf(kind: LookupKind, id: string): Promise<string | undefined> {
  const key = `${kind}:${id}`;
  return (await readItem<LookupDoc>(lookups(), key, key))?.customerId;
}

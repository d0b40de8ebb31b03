import { container, isCosmosStatus, readItem } from './cosmos.js';
import { emptyPointsDoc, pointsDocId, statsDocId, type ContractDoc, type LedgerEntry, type PointsDoc, type StatsDoc } from './model.js';

const customerData = () => container('customerData');

export const readStats = (customerId: string, year: number) => readItem<StatsDoc>(customerData(), statsDocId(year), customerId);
export const readPoints = (customerId: string, year: number) => readItem<PointsDoc>(customerData(), pointsDocId(year), customerId);

/** stats-<year> is derived data: the last computation wins. */
export async function writeStats(doc: StatsDoc): Promise<void> {
  await customerData().items.upsert(doc);
}

/** Contracts of a customer with what the points rules read (cross-partition, few documents). */
export async function contractsOfCustomer(customerId: string): Promise<Pick<ContractDoc, 'id' | 'active' | 'startDate' | 'endDate' | 'exclusions'>[]> {
  const { resources } = await container('contracts')
    .items.query<Pick<ContractDoc, 'id' | 'active' | 'startDate' | 'endDate' | 'exclusions'>>({
      query: "SELECT c.id, c.active, c.startDate, c.endDate, c.exclusions FROM c WHERE c.type = 'contract' AND ARRAY_CONTAINS(c.customerIds, @id)",
      parameters: [{ name: '@id', value: customerId }],
    })
    .fetchAll();
  return resources;
}

const MAX_ATTEMPTS = 8;

/**
 * Sets `earned` of points-<year> and recomputes the balance with `apply`, with an ETag check so that a
 * concurrent debit (checkout) or manual credit is never lost: on 412 the document is read again.
 * Creates the document when missing. Answers the document as written.
 */
export async function updatePointsEarned(
  customerId: string,
  year: number,
  apply: (doc: PointsDoc) => { doc: PointsDoc; delta: number },
  entryRef: string,
): Promise<PointsDoc> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const now = new Date().toISOString();
    const existing = await readPoints(customerId, year);
    const base = existing ?? emptyPointsDoc(customerId, year, now);
    const { doc, delta } = apply(base);
    if (existing && delta === 0 && doc.balance === existing.balance) return existing;
    const entry: LedgerEntry = { id: crypto.randomUUID(), kind: 'earned', amount: delta, at: now, ref: entryRef };
    const next: PointsDoc = { ...doc, entries: delta === 0 ? doc.entries : [...doc.entries, entry], updatedAt: now };
    delete (next as Partial<PointsDoc & { _etag: string }>)._etag;
    try {
      if (existing) {
        const { resource } = await customerData().item(next.id, customerId).replace(next, { accessCondition: { type: 'IfMatch', condition: existing._etag } });
        return resource as PointsDoc;
      }
      const { resource } = await customerData().items.create(next);
      return resource as PointsDoc;
    } catch (err) {
      if (isCosmosStatus(err, 412) || isCosmosStatus(err, 409)) continue;
      throw err;
    }
  }
  throw new Error(`points-${year} de ${customerId} : trop de modifications concurrentes`);
}

/** Materialised status of the customer document (lists show it without computing). */
export async function setCustomerStatus(customerId: string, status: number, statusYear: number): Promise<void> {
  await container('customers')
    .item(customerId, customerId)
    .patch([
      { op: 'set', path: '/status', value: status },
      { op: 'set', path: '/statusYear', value: statusYear },
    ]);
}

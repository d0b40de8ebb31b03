import { cleanPoints } from '@portail/common';
import { container, isCosmosStatus, readInPartition, readItem } from './cosmos.js';
import { withEtagRetry } from './etag-retry.js';
import { forgetCachedCustomer } from './customer-cache.js';
import type { ContractDoc } from '../model/contracts.js';
import { pointsDocId, type PointsDoc } from '../model/points.js';
import { readPoints } from './points-repository.js';
import { statsDocId, type StatsDoc } from '../model/stats.js';

const customerData = () => container('customerData');

export const readStats = (customerId: string, year: number) => readItem<StatsDoc>(customerData(), statsDocId(year), customerId);

/** stats-<year> and points-<year> in one round trip (readInPartition). */
export async function readYearFigures(customerId: string, year: number): Promise<{ stats?: StatsDoc; points?: PointsDoc }> {
  const [stats, points] = await readInPartition(customerData(), customerId, [statsDocId(year), pointsDocId(year)]);
  return { stats: stats as StatsDoc | undefined, points: points as PointsDoc | undefined };
}

/**
 * stats-<year> is derived data: the last computation wins. Its manual points are then brought in line
 * with points-<year> (syncStatsManualPoints), since a manual change may have landed during the computation.
 */
export async function writeStats(doc: StatsDoc): Promise<void> {
  await customerData().items.upsert(doc);
  await syncStatsManualPoints(doc.customerId, doc.year);
}

/**
 * Copies points-<year>.manual into stats-<year> (manualPoints, and totalPoints and the forecast that include
 * it). Run after every change of either document that can make them differ: a manual adjustment, a stats
 * computation. Reads stats first (ETag), then points, and ALWAYS writes with If-Match on that ETag, even
 * when the figures already agree: a concurrent sync that read points earlier then fails on its stale ETag,
 * so the last successful write always carries a points value read after every earlier change. (The former
 * `incr` after each adjustment lost updates when a recalculation's upsert interleaved with it.) No stats
 * document yet: nothing to do (the next computation reads points-<year>.manual).
 */
export function syncStatsManualPoints(customerId: string, year: number): Promise<void> {
  return withEtagRetry(
    20,
    async () => {
      const stats = await readStats(customerId, year);
      if (!stats) return;
      const points = await readPoints(customerId, year);
      const manual = points?.manual ?? 0;
      const earned = cleanPoints(stats.capitalPoints + stats.consommablePoints + stats.implantPoints + stats.servicePoints);
      await customerData()
        .item(stats.id, customerId)
        .patch(
          [
            { op: 'set', path: '/manualPoints', value: manual },
            { op: 'set', path: '/totalPoints', value: cleanPoints(earned + manual) },
            { op: 'set', path: '/forecastedPointsCurrentYearEnd', value: cleanPoints(stats.forecastedPointsCurrentYearEnd - stats.manualPoints + manual) },
          ],
          { accessCondition: { type: 'IfMatch', condition: stats._etag } },
        )
        .catch((err: unknown) => {
          // Deleted since it was read: nothing left to bring in line.
          if (!isCosmosStatus(err, 404)) throw err;
        });
    },
    { retryOn: [412], contended: 'points' },
  );
}

/** What the points rules read of a contract. */
export type ContractTerms = Pick<ContractDoc, 'id' | 'active' | 'startDate' | 'endDate' | 'exclusions' | 'tierByGroupVolume'>;

/** Contracts of a customer with what the points rules read (cross-partition, few documents). */
export async function contractsOfCustomer(customerId: string): Promise<ContractTerms[]> {
  const { resources } = await container('contracts')
    .items.query<ContractTerms>({
      query:
        "SELECT c.id, c.active, c.startDate, c.endDate, c.exclusions, c.tierByGroupVolume FROM c WHERE c.type = 'contract' AND ARRAY_CONTAINS(c.customerIds, @id)",
      parameters: [{ name: '@id', value: customerId }],
    })
    .fetchAll();
  return resources;
}

/** Materialised status of the customer document (lists show it without computing). */
export async function setCustomerStatus(customerId: string, status: number, statusYear: number): Promise<void> {
  await container('customers')
    .item(customerId, customerId)
    .patch([
      { op: 'set', path: '/status', value: status },
      { op: 'set', path: '/statusYear', value: statusYear },
    ]);
  forgetCachedCustomer(customerId);
}

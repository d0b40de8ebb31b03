import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PointsDoc } from '../model/points.js';

/** An in-memory stand-in for the customerData container: ETags change on every write, IfMatch is enforced. */
const store = new Map<string, PointsDoc & { _etag: string }>();
let etag = 0;
let interfere: (() => void) | null = null;

vi.mock('./cosmos.js', () => ({
  isCosmosStatus: (err: unknown, code: number) => (err as { code?: number }).code === code,
  readItem: async (_c: unknown, id: string, pk: string) => structuredClone(store.get(`${pk}/${id}`)),
  container: () => ({
    items: {
      create: async (doc: PointsDoc) => {
        const key = `${doc.customerId}/${doc.id}`;
        if (store.has(key)) throw Object.assign(new Error('conflict'), { code: 409 });
        store.set(key, { ...doc, _etag: String(++etag) });
        return { resource: store.get(key) };
      },
    },
    item: (id: string, pk: string) => ({
      replace: async (doc: PointsDoc, options: { accessCondition: { condition: string } }) => {
        interfere?.();
        interfere = null;
        const key = `${pk}/${id}`;
        if (store.get(key)?._etag !== options.accessCondition.condition) throw Object.assign(new Error('precondition'), { code: 412 });
        store.set(key, { ...doc, _etag: String(++etag) });
        return { resource: store.get(key) };
      },
    }),
  }),
}));

const { updatePointsEarned } = await import('./points-repository.js');
const { withEarned } = await import('../domain/customer-stats.js');

describe('updatePointsEarned', () => {
  beforeEach(() => {
    store.clear();
    interfere = null;
  });

  it('creates points-<year> when missing, with balance = earned + manual − spent', async () => {
    const doc = await updatePointsEarned('c1', 2026, (d) => withEarned(d, 120), 'recalcul-2026');
    expect(doc).toMatchObject({ id: 'points-2026', earned: 120, manual: 0, spent: 0, balance: 120 });
    expect(doc.entries).toEqual([expect.objectContaining({ kind: 'earned', amount: 120, ref: 'recalcul-2026' })]);
  });

  it('reads again and keeps a debit made concurrently (ETag check)', async () => {
    await updatePointsEarned('c1', 2026, (d) => withEarned(d, 100), 'r');
    // A checkout debits 30 points between our read and our write.
    interfere = () => {
      const cur = store.get('c1/points-2026')!;
      store.set('c1/points-2026', { ...cur, spent: 30, balance: cur.balance - 30, _etag: String(++etag) });
    };
    const doc = await updatePointsEarned('c1', 2026, (d) => withEarned(d, 150), 'r');
    expect(doc).toMatchObject({ earned: 150, spent: 30, balance: 120 });
    expect(doc.entries.map((e) => e.amount)).toEqual([100, 50]);
  });

  it('never writes a negative balance', async () => {
    await updatePointsEarned('c1', 2026, (d) => withEarned(d, 100), 'r');
    const cur = store.get('c1/points-2026')!;
    store.set('c1/points-2026', { ...cur, spent: 90, balance: 10 });
    const doc = await updatePointsEarned('c1', 2026, (d) => withEarned(d, 40), 'r');
    expect(doc).toMatchObject({ earned: 40, spent: 90, balance: 0 });
  });
});

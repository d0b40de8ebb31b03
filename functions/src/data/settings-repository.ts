import { container, isCosmosStatus, readItem } from './cosmos.js';

/**
 * The settings container: single documents of the programme. Besides the KPI settings it keeps the counters
 * of the big lists, so that a list page of a million sales lines does not count them on every page.
 */

interface CounterDoc {
  id: string;
  type: 'counter';
  value: number;
  updatedAt: string;
}

const settings = () => container('settings');
const counterId = (name: string) => `counter-${name}`;

/**
 * The counter's value. A missing counter (new database, or after a failed write) is counted once with
 * `recount` and stored; a write racing with that first count may be off by its own lines until the next
 * recount, which is why a recount is also what the import does after a rollback.
 */
export async function readCounter(name: string, recount: () => Promise<number>): Promise<number> {
  const doc = await readItem<CounterDoc>(settings(), counterId(name), counterId(name));
  if (doc) return doc.value;
  return setCounter(name, await recount());
}

export async function setCounter(name: string, value: number): Promise<number> {
  await settings().items.upsert<CounterDoc>({ id: counterId(name), type: 'counter', value, updatedAt: new Date().toISOString() });
  return value;
}

/** Atomic increment (a patch, so concurrent writers never lose each other's counts). */
export async function addToCounter(name: string, delta: number): Promise<void> {
  if (delta === 0) return;
  try {
    await settings()
      .item(counterId(name), counterId(name))
      .patch([
        { op: 'incr', path: '/value', value: delta },
        { op: 'set', path: '/updatedAt', value: new Date().toISOString() },
      ]);
  } catch (err) {
    // No counter yet: the first read will count, this write included.
    if (!isCosmosStatus(err, 404)) throw err;
  }
}

import { container, isCosmosStatus, readItem } from './cosmos.js';

/**
 * The settings container: single documents of the programme. Besides the KPI settings it keeps the counters
 * of the big lists, so that a list page of a million sales lines does not count them on every page.
 */

interface CounterDoc {
  id: string;
  type: 'counter';
  value: number;
  /** Moved by every write of what is counted, even one that leaves the count as it was (an update). */
  version: number;
  updatedAt: string;
}

export interface CounterState {
  value: number;
  version: number;
}

const settings = () => container('settings');
const counterId = (name: string) => `counter-${name}`;

/**
 * The counter's value and version. A missing counter (new database, or after a failed write) is counted
 * once with `recount` and stored; a write racing with that first count may leave it off by that write's
 * lines until the next recount.
 */
export async function readCounter(name: string, recount: () => Promise<number>): Promise<CounterState> {
  const doc = await readItem<CounterDoc>(settings(), counterId(name), counterId(name));
  if (doc) return { value: doc.value, version: doc.version ?? 0 };
  return setCounter(name, await recount());
}

/** Sets the count; the version is new (a clock reading), so whatever was kept against the former one goes. */
export async function setCounter(name: string, value: number): Promise<CounterState> {
  const state = { value, version: Date.now() };
  await settings().items.upsert<CounterDoc>({ id: counterId(name), type: 'counter', ...state, updatedAt: new Date().toISOString() });
  return state;
}

/** Atomic increment of the count and of the version (a patch, so concurrent writers never lose each other's). */
export async function addToCounter(name: string, delta: number): Promise<void> {
  try {
    await settings()
      .item(counterId(name), counterId(name))
      .patch([
        { op: 'incr', path: '/value', value: delta },
        { op: 'incr', path: '/version', value: 1 },
        { op: 'set', path: '/updatedAt', value: new Date().toISOString() },
      ]);
  } catch (err) {
    // No counter yet: the first read will count, this write included.
    if (!isCosmosStatus(err, 404)) throw err;
  }
}

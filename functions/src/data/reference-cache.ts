import { BroadcastChannel } from 'node:worker_threads';

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

/**
 * A forget that reaches every thread of this instance. An import runs on a thread of its own
 * (services/import-thread.ts), with its own copy of these caches: what it writes must be seen at once by
 * the thread that serves the requests, as a write made by that thread is.
 */
export function forgetInEveryThread<K>(cache: string, forgetHere: (key: K) => void): (key: K) => void {
  const others = new BroadcastChannel(`forget:${cache}`);
  // Wrapped: Node's BroadcastChannel delivers an undefined message as null.
  others.onmessage = (event) => forgetHere((event.data as { key: K }).key);
  // A cache's channel must not keep a thread (or a test process) alive.
  others.unref();
  return (key) => {
    forgetHere(key);
    others.postMessage({ key });
  };
}

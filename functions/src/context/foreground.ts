/// <reference lib="es2024.sharedmemory" />
import { setImmediate as nextTurn } from 'node:timers/promises';
import { budgetSignal } from './request-budget.js';

/**
 * HTTP requests being served by this instance, so that background work (an import, a list export, the
 * statistics refresh after them) gives way to them. A customer's screen waits on its request; an import
 * of 200,000 lines waits on nobody, and on a busy instance its writes and its planning would otherwise run
 * between the customers' reads and queue ahead of them at the database (docs/import.md).
 *
 * The count lives in shared memory: an import runs on its own thread (services/import-thread.ts) and gives
 * way to the requests that the main thread serves. `shareRequestCount` hands the count to such a thread.
 */
let counter = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
const inFlight = (): number => Atomics.load(counter, 0);
/** Pieces of background work waiting for their turn, first come first served. */
const waiting: (() => void)[] = [];
let pacer: NodeJS.Timeout | undefined;
let watching = false;

/**
 * While requests are being served, one piece of background work (a bulk call, a few hundred rows planned)
 * goes every GIVE_WAY_MS: an instance that is never idle still gets its imports done, more slowly.
 */
export const GIVE_WAY_MS = 100;

function releaseAll(): void {
  clearInterval(pacer);
  pacer = undefined;
  for (const resume of waiting.splice(0)) resume();
}

function releaseOne(): void {
  waiting.shift()?.();
  if (!waiting.length) releaseAll();
}

/**
 * The last request to end notifies the shared count; every thread with work waiting (the one that served it
 * included) sleeps on the count until then, or until its turn comes, instead of polling it.
 */
async function watchForIdle(): Promise<void> {
  if (watching) return;
  watching = true;
  try {
    while (waiting.length) {
      const now = inFlight();
      if (now === 0) return releaseAll();
      await Atomics.waitAsync(counter, 0, now, GIVE_WAY_MS).value;
    }
  } finally {
    watching = false;
  }
}

/** Runs the work of one HTTP request, counted as in flight until it ends. */
export async function serving<T>(work: () => Promise<T>): Promise<T> {
  Atomics.add(counter, 0, 1);
  try {
    return await work();
  } finally {
    if (Atomics.sub(counter, 0, 1) === 1) Atomics.notify(counter, 0);
  }
}

/**
 * Background work calls this before each piece of work. It lets the event loop turn once (a request that
 * has just arrived is read, and counted); then, while requests are being served, it waits for them all to
 * end or for its turn. Work done for a request itself only lets the loop turn.
 */
export async function giveWay(): Promise<void> {
  await nextTurn();
  if (inFlight() === 0 || budgetSignal()) return;
  await new Promise<void>((resolve) => {
    waiting.push(resolve);
    pacer ??= setInterval(releaseOne, GIVE_WAY_MS);
    void watchForIdle();
  });
}

/** The count of requests in flight, for a thread that does background work for this one. */
export const requestCount = (): SharedArrayBuffer => counter.buffer as SharedArrayBuffer;

/** In a background thread: give way to the requests counted by the thread that started it. */
export function shareRequestCount(count: SharedArrayBuffer): void {
  counter = new Int32Array(count);
}

/** Requests being served now (tests). */
export const requestsInFlight = (): number => inFlight();

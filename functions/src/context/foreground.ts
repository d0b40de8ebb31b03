import { setImmediate as nextTurn } from 'node:timers/promises';
import { budgetSignal } from './request-budget.js';

/**
 * HTTP requests being served by this instance, so that background work (an import, a list export, the
 * statistics refresh after them) gives way to them. A customer's screen waits on its request; an import
 * of 200,000 lines waits on nobody, and on a busy instance its writes and its planning would otherwise run
 * between the customers' reads and queue ahead of them at the database (docs/import.md).
 */
let inFlight = 0;
/** Pieces of background work waiting for their turn, first come first served. */
const waiting: (() => void)[] = [];
let pacer: NodeJS.Timeout | undefined;

/**
 * While requests are being served, one piece of background work (a bulk call, a few hundred rows planned)
 * goes every GIVE_WAY_MS: an instance that is never idle still gets its imports done, more slowly.
 */
export const GIVE_WAY_MS = 50;

function releaseAll(): void {
  clearInterval(pacer);
  pacer = undefined;
  for (const resume of waiting.splice(0)) resume();
}

function releaseOne(): void {
  waiting.shift()?.();
  if (!waiting.length) releaseAll();
}

/** Runs the work of one HTTP request, counted as in flight until it ends. */
export async function serving<T>(work: () => Promise<T>): Promise<T> {
  inFlight++;
  try {
    return await work();
  } finally {
    inFlight--;
    if (inFlight === 0) releaseAll();
  }
}

/**
 * Background work calls this before each piece of work. It lets the event loop turn once (a request that
 * has just arrived is read, and counted); then, while requests are being served, it waits for them all to
 * end or for its turn. Work done for a request itself only lets the loop turn.
 */
export async function giveWay(): Promise<void> {
  await nextTurn();
  if (inFlight === 0 || budgetSignal()) return;
  await new Promise<void>((resolve) => {
    waiting.push(resolve);
    pacer ??= setInterval(releaseOne, GIVE_WAY_MS);
  });
}

/** Requests being served now (tests). */
export const requestsInFlight = (): number => inFlight;

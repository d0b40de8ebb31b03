import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { isMainThread } from 'node:worker_threads';

/** Nice value of an import's threads: 10 of 19, so that the serving thread (0) runs first whenever both are ready. */
export const BACKGROUND_NICE = 10;

/**
 * Lowers the operating system's scheduling priority of the calling thread (its nice value), for threads of
 * background work: an import's planning, writing and reading. On a busy instance the threads ready to run
 * outnumber the cores (the serving thread, an import's two, V8's collectors); the scheduler then gives the
 * serving thread most of a core and the import what is left, where it shared equally before and each
 * customer's request waited its turn behind the import's slices (docs/import.md, reads during an import).
 * Work given way to by giveWay (context/foreground.ts) is what the thread chooses to wait for; this is how the
 * system shares the cores while both run.
 *
 * Worker threads only. Linux only, where a nice value is per thread and /proc/thread-self names the calling thread. Elsewhere,
 * or if the system refuses, the thread keeps its priority: the work is the same, only its share of the cores changes.
 */
export function lowerThreadPriority(nice = BACKGROUND_NICE): boolean {
  // The main thread serves the requests: a module loaded there by mistake leaves it as it is.
  if (isMainThread) return false;
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(threadId) || threadId <= 0) return false;
    // Never a raise: a process started below normal priority (nice above this) keeps its own.
    setPriority(threadId, Math.max(nice, getPriority(threadId)));
    return true;
  } catch {
    return false;
  }
}

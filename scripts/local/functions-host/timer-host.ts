import azureFunctions from '@azure/functions';
import type { TimerFunction } from '../timers.js';

// The package is CommonJS: its classes are reachable only through the default export from ESM.
const { InvocationContext } = azureFunctions;

/** One run of a timer function, as the host makes it; a failure is logged, never thrown. */
function runTimer(fn: TimerFunction): Promise<void> {
  const context = new InvocationContext({ functionName: fn.name, invocationId: crypto.randomUUID() });
  const timer = { isPastDue: false, schedule: { adjustForDST: false }, scheduleStatus: { last: '', next: '', lastUpdated: '' } };
  return Promise.resolve()
    .then(() => fn.handler(timer, context))
    .then(
      () => undefined,
      (err: unknown) => console.error(`${fn.name} :`, err),
    );
}

/** Runs timer functions at a fixed interval (the local host does not read NCRONTAB schedules). */
export function startTimerHost(functions: TimerFunction[]): () => void {
  const handles = functions.map((fn) => setInterval(() => void runTimer(fn), fn.localEveryMs));
  return () => handles.forEach(clearInterval);
}

/**
 * POST /admin/functions/{name}, as Core Tools answers it locally (and the Functions host with its master key
 * in Azure): runs a timer function now, 202 at once. Operators use it to settle without waiting for the
 * schedule; tests use it to run a timer's work on demand. False when no timer has that name.
 */
export function timerRunner(functions: TimerFunction[]): (name: string) => boolean {
  const byName = new Map(functions.map((fn) => [fn.name.toLowerCase(), fn]));
  return (name) => {
    const fn = byName.get(name.toLowerCase());
    if (fn) void runTimer(fn);
    return fn !== undefined;
  };
}

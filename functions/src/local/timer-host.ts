import azureFunctions from '@azure/functions';
import type { TimerFunction } from '../timers.js';

// The package is CommonJS: its classes are reachable only through the default export from ESM.
const { InvocationContext } = azureFunctions;

/** Runs timer functions at a fixed interval (the local host does not read NCRONTAB schedules). */
export function startTimerHost(functions: TimerFunction[]): () => void {
  const handles = functions.map((fn) =>
    setInterval(() => {
      const context = new InvocationContext({ functionName: fn.name, invocationId: crypto.randomUUID() });
      const timer = { isPastDue: false, schedule: { adjustForDST: false }, scheduleStatus: { last: '', next: '', lastUpdated: '' } };
      Promise.resolve()
        .then(() => fn.handler(timer, context))
        .catch((err: unknown) => console.error(`${fn.name} :`, err));
    }, fn.localEveryMs),
  );
  return () => handles.forEach(clearInterval);
}

import azureFunctions from '@azure/functions';
import type { Invoke } from './invoke.js';
import type { TimerFunction } from './registry.js';

// The package is CommonJS: its classes are reachable only through the default export from ESM.
const { InvocationContext } = azureFunctions;

const UNIT_MS = [1_000, 60_000, 3_600_000, 86_400_000];

/**
 * How often the local host runs a six-field NCRONTAB schedule ({second} {minute} {hour} {day} {month}
 * {day-of-week}): the unit of its finest field that is not a fixed value, times the step of a `*\/n`.
 * "0 * * * * *" is every minute, "0 *\/5 * * * *" every five. The host runs at that interval from its start
 * rather than on the schedule's exact instants: enough for what local runs need of a timer.
 */
export function localInterval(schedule: string): number {
  const fields = schedule.trim().split(/\s+/);
  if (fields.length !== 6) throw new Error(`NCRONTAB à six champs attendu : « ${schedule} »`);
  for (let i = 0; i < UNIT_MS.length; i++) {
    const step = /^\*(?:\/(\d+))?$/.exec(fields[i]);
    if (step) return UNIT_MS[i] * Number(step[1] ?? 1);
  }
  return UNIT_MS[3];
}

/** The last run of each timer, for the host's status. */
interface TimerRuns {
  [name: string]: { runs: number; lastEnded?: string; lastError?: string };
}

export function createTimerHost(functions: TimerFunction[], invoke: Invoke) {
  const runs: TimerRuns = Object.fromEntries(functions.map((fn) => [fn.name, { runs: 0 }]));
  const byName = new Map(functions.map((fn) => [fn.name.toLowerCase(), fn]));

  /** One run, as the host makes it; a failure is logged and recorded, never thrown. */
  function runTimer(fn: TimerFunction): Promise<void> {
    const context = new InvocationContext({ functionName: fn.name, invocationId: crypto.randomUUID() });
    const timer = { isPastDue: false, schedule: { adjustForDST: false }, scheduleStatus: { last: '', next: '', lastUpdated: '' } };
    const record = runs[fn.name];
    return invoke(fn.handler as (...args: unknown[]) => unknown, [timer], context).then(
      () => void Object.assign(record, { runs: record.runs + 1, lastEnded: new Date().toISOString(), lastError: undefined }),
      (err: unknown) => {
        console.error(`${fn.name} :`, err);
        Object.assign(record, { runs: record.runs + 1, lastEnded: new Date().toISOString(), lastError: String(err) });
      },
    );
  }

  return {
    runs,
    /** Runs each timer at its local interval (localInterval); answers the function that stops them. */
    start(): () => void {
      const handles = functions.map((fn) => setInterval(() => void runTimer(fn), localInterval(fn.schedule)));
      return () => handles.forEach(clearInterval);
    },
    /**
     * POST /admin/functions/{name}, as Core Tools answers it locally (and the Functions host with its master
     * key in Azure): runs a timer function now, 202 at once. False when no timer has that name.
     */
    run(name: string): boolean {
      const fn = byName.get(name.toLowerCase());
      if (fn) void runTimer(fn);
      return fn !== undefined;
    },
  };
}

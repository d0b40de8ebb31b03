import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The time budget of the HTTP request being served. The pipeline answers 503 when it is spent, but the
 * handler's promise cannot be cancelled: its work carries on in the background. The signal, found through
 * AsyncLocalStorage wherever that work is, lets the data layer refuse to start anything once the caller
 * has been told the request failed, so no write lands after the 503.
 */
const budgets = new AsyncLocalStorage<AbortSignal>();

/** Thrown by work that reaches the data layer after its request's budget was spent. */
class BudgetSpentError extends Error {
  // Same name as the DOM's abort errors: the SDKs and `signal.throwIfAborted()` callers treat it alike.
  override name = 'AbortError';
  constructor() {
    super('Budget de la requête dépassé : le travail restant est abandonné.');
  }
}

export type BudgetOutcome<T> = { spent: false; value: T } | { spent: true };

/**
 * Runs `work` with a budget of `ms`. Resolves with its value when it finishes in time, otherwise as soon as
 * the budget is spent, after aborting the signal that `work` and everything it calls can see.
 */
export async function runWithinBudget<T>(ms: number, work: () => Promise<T>): Promise<BudgetOutcome<T>> {
  const controller = new AbortController();
  const running = budgets.run(controller.signal, work);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'spent'>((resolve) => {
    timer = setTimeout(() => resolve('spent'), ms);
  });
  try {
    const first = await Promise.race([running.then((value) => ({ value })), deadline]);
    if (first !== 'spent') return { spent: false, value: first.value };
    // Promise.race has a handler on `running`: its late failure cannot become an unhandled rejection.
    controller.abort(new BudgetSpentError());
    return { spent: true };
  } finally {
    clearTimeout(timer);
  }
}

/** The budget signal of the HTTP request this code serves, or undefined outside one (queues, timers, seed). */
export const budgetSignal = (): AbortSignal | undefined => budgets.getStore();

/** Before a write that no SDK signal covers: throws once the request's budget is spent. */
export function throwIfBudgetSpent(): void {
  budgets.getStore()?.throwIfAborted();
}

/**
 * Runs `work` free of the request's budget: what must follow a committed write (its audit entry, its
 * follow-up) is not cancelled by a 503 the caller already has. It still ends, on the SDKs' own timeouts;
 * a process that stops meanwhile leaves the write's pending record to the replay timer (pending-writes.ts).
 */
export function outsideBudget<T>(work: () => Promise<T>): Promise<T> {
  return budgets.exit(work);
}

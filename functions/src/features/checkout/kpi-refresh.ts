import { refreshCustomerKpiAfterWrite } from '../../services/kpi-aggregates.js';

const rerun = new Map<string, { again: boolean }>();

/**
 * Runs `work` for `key` unless it is running already; then it runs once more after the current run, however
 * many calls came meanwhile. Resolves when this call's work (or the run that covers it) is done.
 */
export function coalesced(key: string, work: () => Promise<void>): Promise<void> {
  const current = rerun.get(key);
  if (current) {
    current.again = true;
    return Promise.resolve();
  }
  const entry = { again: false };
  rerun.set(key, entry);
  return (async () => {
    try {
      do {
        entry.again = false;
        await work();
      } while (entry.again);
    } finally {
      rerun.delete(key);
    }
  })();
}

/**
 * The KPI row of a customer after a checkout, without making the buyer wait and without piling up: a
 * refresh reads the customer's orders and sales, so under load (many checkouts of one customer a second)
 * at most one runs per (customer, year) and one more follows it, which sees every order settled before it
 * started. The catch-up timer stays the safety net.
 */
export function refreshKpiSoon(customerId: string, year: number): void {
  void coalesced(`${customerId}\n${year}`, () => refreshCustomerKpiAfterWrite(customerId, year));
}

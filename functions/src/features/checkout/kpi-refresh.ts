import { refreshCustomerKpiAfterWrite } from '../../services/kpi-aggregates.js';

const rerun = new Map<string, { again: boolean }>();

/**
 * Runs `work` for `key` unless it is running already, or ran less than `spacingMs` ago; the calls made
 * meanwhile are covered by one more run, `spacingMs` after the end of the current one. Resolves when the
 * run that covers this call is done (and its spacing has passed).
 */
export function coalesced(key: string, work: () => Promise<void>, spacingMs = 0): Promise<void> {
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
        // Held through the pause: a steady stream of calls slower than one run still gets one run per pause.
        if (spacingMs > 0) await new Promise((r) => setTimeout(r, spacingMs));
      } while (entry.again);
    } finally {
      rerun.delete(key);
    }
  })();
}

/**
 * Pause between two refreshes of one (customer, year). A refresh reads all the customer's orders of the
 * year: back to back under load, they took a fifth of the checkout's throughput on the local stack. The
 * administrators' KPI figures are then at most this much plus one refresh behind.
 */
const KPI_REFRESH_SPACING_MS = 5000;

/**
 * The KPI row of a customer after a checkout, without making the buyer wait and without piling up: under
 * load (many checkouts of one customer a second) at most one refresh starts per (customer, year) and
 * second, and the last one sees every order settled before it started. The catch-up timer
 * stays the safety net.
 */
export function refreshKpiSoon(customerId: string, year: number): void {
  void coalesced(`${customerId}\n${year}`, () => refreshCustomerKpiAfterWrite(customerId, year), KPI_REFRESH_SPACING_MS);
}

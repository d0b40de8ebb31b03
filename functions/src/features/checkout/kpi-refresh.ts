import { addOrdersToCustomerKpi } from '../../services/kpi-aggregates.js';

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
 * Pause between two updates of one (customer, year). Back to back under load, the refreshes took a fifth of
 * the checkout's throughput on the local stack when each read all the customer's orders of the year; they now
 * add the orders placed since, and the pause still makes one update of many checkouts. The administrators'
 * KPI figures are then at most this much plus one update behind.
 */
const KPI_REFRESH_SPACING_MS = 5000;

/** Orders placed by this instance whose KPI figures are not added yet, by (customer, year). */
const placedSince = new Map<string, Set<string>>();

/**
 * The KPI row of a customer after a checkout, without making the buyer wait and without piling up: under
 * load (many checkouts of one customer a second) at most one update starts per (customer, year) and
 * pause, and it adds every order placed here before it started. An update that fails leaves its orders to
 * the catch-up timer, which recomputes the rows whose orders changed (services/kpi-aggregates.ts).
 */
export function refreshKpiSoon(customerId: string, year: number, orderId: string): void {
  const key = `${customerId}\n${year}`;
  const orders = placedSince.get(key) ?? new Set<string>();
  placedSince.set(key, orders.add(orderId));
  void coalesced(
    key,
    async () => {
      const ids = [...(placedSince.get(key) ?? [])];
      placedSince.delete(key);
      if (ids.length === 0) return;
      await addOrdersToCustomerKpi(customerId, year, ids).catch((err: unknown) => {
        console.error(`Agrégats KPI du client ${customerId} (${year}) non mis à jour après ${ids.length} commande(s) :`, err);
      });
    },
    KPI_REFRESH_SPACING_MS,
  );
}

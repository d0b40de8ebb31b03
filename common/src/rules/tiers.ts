/** Status tiers by yearly sales (euros). Index i holds the threshold of tier i + 1. */
export const TIER_THRESHOLDS = [400_000, 700_000, 1_200_000, 2_100_000] as const;

export type Tier = 0 | 1 | 2 | 3 | 4;

export function tierForSales(yearlySales: number): Tier {
  let tier = 0;
  for (const threshold of TIER_THRESHOLDS) {
    if (yearlySales >= threshold) tier += 1;
  }
  return tier as Tier;
}

/**
 * The status in force during a year: an administrator's manual status wins;
 * otherwise the tier reached by the previous year's sales.
 */
export function statusInForce(previousYearSales: number, manualStatus?: number | null): Tier {
  if (manualStatus !== undefined && manualStatus !== null && manualStatus >= 0) {
    return Math.min(4, Math.trunc(manualStatus)) as Tier;
  }
  return tierForSales(previousYearSales);
}

/** Sales still needed to reach each tier above the current sales (0 once reached). */
export function salesNeededPerTier(currentSales: number): { tier: Tier; threshold: number; missing: number }[] {
  return TIER_THRESHOLDS.map((threshold, i) => ({
    tier: (i + 1) as Tier,
    threshold,
    missing: Math.max(0, threshold - currentSales),
  }));
}

/** Statuses below 0 or missing are shown as 0. */
export function displayStatus(status: number | null | undefined): number {
  return status === null || status === undefined || status < 0 ? 0 : status;
}

import type { Timestamps } from './document.js';

// customerData (pk /customerId), id 'stats-<year>'

interface NamedTotals {
  names: string[];
  totals: number[];
}

/**
 * Materialised customer statistics of one year, id 'stats-<year>' (spec "Customer stats"), recomputed
 * after each import or points change, so the home screen is two point reads.
 * Points are unrounded; the screens round up.
 */
export interface StatsDoc extends Timestamps {
  id: string;
  type: 'stats';
  customerId: string;
  year: number;
  /** capital + consommable + implant + service + manual points of the year. */
  totalPoints: number;
  capitalPoints: number;
  consommablePoints: number;
  implantPoints: number;
  /** Points of ProCare service contracts. */
  servicePoints: number;
  manualPoints: number;
  /** Sales of the year (fees excluded), euros: what the tier is computed on. */
  totalCurrentYear: number;
  totalPastYear: number;
  /** Status in force during the previous year; -1 when unknown. */
  statusPastYear: number;
  /** Status in force during this year. */
  statusCurrentYear: number;
  forecastedPointsCurrentYearEnd: number;
  /** Sales extrapolated to the end of the year, euros (the projection slider starts there). */
  forecastedImpactCurrentYear: number;
  subFranchises: NamedTotals;
  gimCustomNames: string[];
  gimCustomTotals: number[];
  gimCustomPreviousYearNames: string[];
  gimCustomPreviousYearTotals: number[];
  totalBillingFees: number;
  totalDeliveryCost: number;
  /** Sales lines taken into account, to tell a stale document from a fresh one. */
  computedFromLines: number;
  /** For a buying group's member: which tier rule made its status (domain/group-tier.ts); absent otherwise. */
  tierRule?: 'own' | 'group' | 'manual';
  /** Under the group rule: each group's tier and the dates it applies between (null: the year's start or end). */
  groupTiers?: { groupId: string; status: number; from: string | null; to: string | null }[];
  /** For a buying group's member: the status its lines outside every group window earn at (its own or manual one). */
  ownStatus?: number;
}

export const statsDocId = (year: number): string => `stats-${year}`;

/** Zeroed stats, as the spec answers when none exist (statusPastYear −1). */
export function emptyStatsDoc(customerId: string, year: number, now: string): StatsDoc {
  return {
    id: statsDocId(year),
    type: 'stats',
    customerId,
    year,
    totalPoints: 0,
    capitalPoints: 0,
    consommablePoints: 0,
    implantPoints: 0,
    servicePoints: 0,
    manualPoints: 0,
    totalCurrentYear: 0,
    totalPastYear: 0,
    statusPastYear: -1,
    statusCurrentYear: 0,
    forecastedPointsCurrentYearEnd: 0,
    forecastedImpactCurrentYear: 0,
    subFranchises: { names: [], totals: [] },
    gimCustomNames: [],
    gimCustomTotals: [],
    gimCustomPreviousYearNames: [],
    gimCustomPreviousYearTotals: [],
    totalBillingFees: 0,
    totalDeliveryCost: 0,
    computedFromLines: 0,
    createdAt: now,
    updatedAt: now,
  };
}

import { TIER_THRESHOLDS, tierForSales, type Tier } from '@portail/common';
import type { StatsSalesLine } from '../model/sales.js';
import type { StatsDoc } from '../model/stats.js';

/**
 * Tier by group volume (issue 33, « statut calculé sur le chiffre d'affaires du groupement »; docs/spec-decisions.md).
 *
 * - A customer's membership of a buying group is a window of dates: `from` the day it joined (null: a member
 *   since before any year the data holds), `to` the day it left (null: still a member). Dates are ISO days.
 * - The group's volume of a year is the sum, over every customer that was a member during it, of its sales
 *   (fees excluded, credit notes included) dated inside its window: a member joining in July counts from
 *   July, one leaving in March until March.
 * - A member whose contract in force carries the option takes, for its lines dated inside its window, the
 *   tier that the group's volume of the year before reaches, when it is above its own tier; outside its
 *   window (before it joined, after it left) its own tier applies. An administrator's manual status still wins.
 */
export interface Membership {
  groupId: string;
  from: string | null;
  to: string | null;
}

type TierRule = 'own' | 'group' | 'manual';

/** Whether a day (ISO, any time after it ignored) falls inside a membership window. */
function withinMembership(date: string, window: Pick<Membership, 'from' | 'to'>): boolean {
  const day = date.slice(0, 10);
  return (window.from === null || window.from <= day) && (window.to === null || day <= window.to);
}

/** The window of a group's membership that touches a year, clipped to it; undefined when none does. */
export function membershipInYear(memberships: readonly Membership[], groupId: string, year: number): Pick<Membership, 'from' | 'to'> | undefined {
  const start = `${year}-01-01`;
  const end = `${year}-12-31`;
  const touching = memberships.filter((m) => m.groupId === groupId && (m.from === null || m.from <= end) && (m.to === null || m.to >= start));
  if (touching.length === 0) return undefined;
  // One window per group and year in practice; a member that left and came back counts from its first day.
  const from = touching.some((m) => m.from === null || m.from <= start) ? null : touching.map((m) => m.from!).sort()[0]!;
  const to = touching.some((m) => m.to === null || m.to >= end)
    ? null
    : touching
        .map((m) => m.to!)
        .sort()
        .at(-1)!;
  return { from, to };
}

/** What a member brings to its group's volume of a year: its sales of the year dated inside its window. */
export function groupSalesOf(
  lines: readonly Pick<StatsSalesLine, 'year' | 'salesAmount' | 'pointCategory' | 'salesRecognitionDate'>[],
  year: number,
  window: Pick<Membership, 'from' | 'to'> | undefined,
): number {
  if (!window) return 0;
  let total = 0;
  for (const l of lines) {
    if (l.year === year && l.pointCategory !== 'services' && withinMembership(l.salesRecognitionDate, window)) total += l.salesAmount;
  }
  return Math.round(total * 100) / 100;
}

/** A group the customer belonged to during the year: its window, and the group's volume of the year before. */
interface GroupWindow {
  groupId: string;
  window: Pick<Membership, 'from' | 'to'>;
  groupVolumePreviousYear: number;
}

export interface MemberTierInput {
  /** The customer's own status of the year (manual or from its own sales of the year before), as without the option. */
  ownStatus: Tier;
  /** An administrator set the status of the year: it wins over every rule. */
  manual: boolean;
  /** A contract of the customer in force during the year carries the option. */
  groupOption: boolean;
  /** The groups it belonged to during the year (two when it moved from one to another). */
  groups: readonly GroupWindow[];
}

/** A stretch of the year in which the member earns at its group's tier. */
export interface GroupTierWindow {
  groupId: string;
  from: string | null;
  to: string | null;
  status: Tier;
}

export interface MemberTier {
  rule: TierRule;
  /** The tier of the lines outside every group window (all of them under the own or manual rule). */
  ownStatus: Tier;
  /** Under the group rule: the windows in which the group's tier applies (only those above the member's own). */
  windows: GroupTierWindow[];
}

/** Which tier a member earns its points at, and between which dates (see above). */
export function memberTier(input: MemberTierInput): MemberTier {
  const own = { ownStatus: input.ownStatus, windows: [] };
  if (input.manual) return { rule: 'manual', ...own };
  if (!input.groupOption) return { rule: 'own', ...own };
  const windows = input.groups
    .map((g) => ({ groupId: g.groupId, from: g.window.from, to: g.window.to, status: tierForSales(g.groupVolumePreviousYear) }))
    .filter((w) => w.status > input.ownStatus);
  return windows.length > 0 ? { rule: 'group', ownStatus: input.ownStatus, windows } : { rule: 'own', ...own };
}

/** The group window a day falls in under a member's rule, if any. */
export function windowOn(day: string, tier: Pick<MemberTier, 'windows'>): GroupTierWindow | undefined {
  return tier.windows.find((w) => withinMembership(day, w));
}

/**
 * The tier in force on a day under a member's rule: the tier a sales line of that day earns its points at. The
 * statistics (customer-stats.ts) and the KPI points per franchise (kpi-rules.ts) both take it, so a member that
 * joined or left a group during the year has the same points on both sides.
 */
export function statusOn(day: string, tier: LineTiers): Tier {
  return windowOn(day, tier)?.status ?? tier.ownStatus;
}

/** What statusOn needs of a member's rule. */
export type LineTiers = Pick<MemberTier, 'ownStatus' | 'windows'>;

/**
 * A customer's rule of a year as its stats-<year> states it, for the readers that have the document and not the
 * group's figures (the KPI refresh). Without a group window one status holds for the whole year. `ownStatus`
 * absent (statistics written before it was stored) falls back on the status shown, as the KPI did before.
 */
export function lineTiersOf(stats: Pick<StatsDoc, 'statusCurrentYear' | 'ownStatus' | 'groupTiers'> | undefined): LineTiers {
  const shown = (stats?.statusCurrentYear ?? 0) as Tier;
  return { ownStatus: (stats?.ownStatus ?? shown) as Tier, windows: (stats?.groupTiers ?? []).map((w) => ({ ...w, status: w.status as Tier })) };
}

/** Sales still needed to reach the next tier (null at the top tier). */
export function gapToNextTier(sales: number): { tier: Tier; missing: number } | null {
  const next = TIER_THRESHOLDS.findIndex((threshold) => sales < threshold);
  if (next === -1) return null;
  return { tier: (next + 1) as Tier, missing: Math.round((TIER_THRESHOLDS[next]! - sales) * 100) / 100 };
}

/** A customer's memberships from its record: past ones kept in its history, and the one in force. */
export function membershipsOf(customer: {
  buyingGroupId: string | null;
  buyingGroupSince?: string | null;
  buyingGroupHistory?: readonly Membership[];
}): Membership[] {
  const past = [...(customer.buyingGroupHistory ?? [])];
  if (customer.buyingGroupId) past.push({ groupId: customer.buyingGroupId, from: customer.buyingGroupSince ?? null, to: null });
  return past;
}

/** The history after a change of group on `day`: the group left gets its last day, the new one starts. */
export function membershipChange(
  before: { buyingGroupId: string | null; buyingGroupSince?: string | null; buyingGroupHistory?: readonly Membership[] },
  nextGroupId: string | null,
  day: string,
): { buyingGroupSince: string | null; buyingGroupHistory: Membership[] } {
  const history = [...(before.buyingGroupHistory ?? [])];
  if (before.buyingGroupId === nextGroupId) return { buyingGroupSince: before.buyingGroupSince ?? null, buyingGroupHistory: history };
  if (before.buyingGroupId) history.push({ groupId: before.buyingGroupId, from: before.buyingGroupSince ?? null, to: previousDay(day) });
  return { buyingGroupSince: nextGroupId ? day : null, buyingGroupHistory: history };
}

function previousDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

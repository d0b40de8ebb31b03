import { LRUCache } from 'lru-cache';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { findBuyingGroup } from '../data/customer-admin-repository.js';
import { referenceCacheOptions } from '../data/reference-cache.js';
import {
  allBuyingGroups,
  groupChangesHere,
  groupMemberRows,
  groupVersionOf,
  groupVolumeOf,
  readGroupMemberRow,
  writeGroupMemberRow,
} from '../data/buying-groups-repository.js';
import type { ContractTerms } from '../data/stats-repository.js';
import { gapToNextTier, groupSalesOf, membershipInYear, membershipsOf, type MemberTierInput } from '../domain/group-tier.js';
import { customerFiguresOf, type KpiSalesLine } from '../domain/kpi-rules.js';
import { buyingGroupPartition, groupMemberRowId, type GroupMemberRow } from '../model/buying-groups.js';
import type { CustomerDoc } from '../model/customers.js';
import type { PointsDoc } from '../model/points.js';
import type { StatsDoc } from '../model/stats.js';

/**
 * Buying groups as parent accounts (issue 33): the consolidated rows each member writes in its group's
 * partition (model/buying-groups.ts), the group-volume tier's inputs, and the group's home read from them.
 */

/** Whether a contract of the customer in force during the year carries « statut calculé sur le CA du groupement ». */
function groupOptionIn(year: number, contracts: readonly Pick<ContractTerms, 'active' | 'startDate' | 'endDate' | 'tierByGroupVolume'>[]): boolean {
  return contracts.some((c) => c.active !== false && c.tierByGroupVolume === true && c.startDate <= `${year}-12-31` && c.endDate >= `${year}-01-01`);
}

/** The groups the customer belonged to during the year, each with its window clipped to the year. */
function groupsOfYear(customer: CustomerDoc, year: number): { groupId: string; window: { from: string | null; to: string | null } }[] {
  const memberships = membershipsOf(customer);
  const out: { groupId: string; window: { from: string | null; to: string | null } }[] = [];
  for (const groupId of new Set(memberships.map((m) => m.groupId))) {
    const window = membershipInYear(memberships, groupId, year);
    if (window) out.push({ groupId, window });
  }
  return out;
}

/**
 * What the statistics of a member need to apply the group-volume rule (undefined: the customer is in no group
 * that year): one SUM in each of its groups' partitions, and only when its contract carries the option.
 */
export async function groupRuleInputs(
  customer: CustomerDoc,
  contracts: readonly ContractTerms[],
  year: number,
): Promise<Omit<MemberTierInput, 'ownStatus' | 'manual'> | undefined> {
  const groups = groupsOfYear(customer, year);
  if (groups.length === 0) return undefined;
  const groupOption = groupOptionIn(year, contracts);
  const volumes = groupOption ? await Promise.all(groups.map((g) => groupVolumeOf(g.groupId, year - 1))) : groups.map(() => 0);
  return { groupOption, groups: groups.map((g, i) => ({ ...g, groupVolumePreviousYear: volumes[i]! })) };
}

/**
 * Writes the customer's row of the year in every group it belonged to during it (the one it left keeps its
 * row, with the day it left). `lines`: the customer's sales lines of the year, when the caller has them (the
 * stats refresh); otherwise the member's group sales stay as stored. Answers the groups whose volume of the
 * year changed (the next year's group tier of their members may change with it).
 */
export async function writeGroupRows(
  customer: CustomerDoc,
  year: number,
  figures: { stats: StatsDoc | undefined; points: Pick<PointsDoc, 'manual' | 'balance'> | undefined; lines?: readonly KpiSalesLine[]; now: Date },
): Promise<string[]> {
  const changed: string[] = [];
  for (const { groupId, window } of groupsOfYear(customer, year)) {
    const groupWindow = figures.stats?.groupTiers?.find((w) => w.groupId === groupId);
    const existing = await readGroupMemberRow(groupId, year, customer.id);
    const groupSales = figures.lines ? groupSalesOf(figures.lines, year, window) : (existing?.groupSales ?? 0);
    const shown = customerFiguresOf(figures.stats, figures.points);
    const row: GroupMemberRow = {
      id: groupMemberRowId(year, customer.id),
      type: 'groupMember',
      customerId: buyingGroupPartition(groupId),
      groupId,
      memberId: customer.id,
      year,
      customerNumber: customer.number,
      customerName: customer.name,
      joinedOn: window.from,
      leftOn: window.to,
      revenueCurrentYear: shown.revenueCurrentYear,
      revenuePreviousYear: shown.revenuePreviousYear,
      groupSales,
      status: Math.max(0, shown.statusCurrentYear),
      // In this group's row: the group rule only where this group's tier applied (a member that moved may have had it in one only).
      tierRule: groupWindow ? 'group' : figures.stats?.tierRule === 'manual' ? 'manual' : 'own',
      groupTierFrom: groupWindow?.from ?? null,
      totalPoints: shown.totalPoints,
      forecastPoints: shown.forecastPoints,
      balance: figures.points?.balance ?? 0,
      updatedAt: figures.now.toISOString(),
    };
    await writeGroupMemberRow(row);
    if ((existing?.groupSales ?? 0) !== groupSales) changed.push(groupId);
  }
  return changed;
}

/** One member on the group's home: its figures, and the gap to its next tier by the sales its rule counts. */
interface GroupHomeMember extends Omit<GroupMemberRow, 'id' | 'type' | 'customerId' | 'groupSales' | 'updatedAt'> {
  groupSales: number;
  gapToNextTier: { tier: number; missing: number } | null;
  /** Still in the group (false: left during the year, figures up to its last day counted). */
  current: boolean;
}

interface GroupHome {
  groupId: string;
  name: string;
  year: number;
  totals: {
    revenueCurrentYear: number;
    revenuePreviousYear: number;
    groupVolume: number;
    totalPoints: number;
    forecastPoints: number;
    balance: number;
    members: number;
  };
  /** The group's tier next year if its volume stays as it is, and what it still needs for the tier above. */
  groupTier: { tierFromVolume: number; gapToNextTier: { tier: number; missing: number } | null };
  members: GroupHomeMember[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;

const gzipAsync = promisify(gzip);

interface KeptHome {
  version: string;
  name: string;
  home: Promise<GroupHome>;
  /** When the version was last read, and this instance's changes of the group's rows then. */
  checkedAt: number;
  changesHere: number;
  /** Serialised once; gzipped once, on libuv's thread pool, when a caller accepts it. */
  json?: string;
  gzip?: Promise<Buffer>;
}

// A group's home kept per instance and checked against the version of the group's rows (one point read), as
// the KPI screens are (services/kpi-screens.ts): its rows, as many as members, are read and summed again only
// after a change. Kept a minute at most even while the version holds: a writer that does not move it (an
// instance on the former code during a rolling deploy) is then seen within the minute.
const homes = new LRUCache<string, KeptHome>({ max: 500, ttl: 60_000 });

/**
 * The version is read again at most every second while this instance changed none of the group's rows: a
 * change made here is seen at once, one made on another instance within the second. A group buyer's home is
 * read far more often than its rows change (a refresh of a member's figures), and this read was each call's
 * only round trip to Cosmos DB.
 */
const RECHECK_MS = 1_000;

// The group's name is reference data (a rename a few times a year): kept a minute like the others
// (data/reference-cache.ts).
const groups = new LRUCache<string, { name: string } | false>({
  ...referenceCacheOptions,
  max: 1_000,
  fetchMethod: async (groupId) => {
    const group = await findBuyingGroup(groupId);
    return group ? { name: group.name } : false;
  },
});

async function keptHome(groupId: string, year: number): Promise<KeptHome | undefined> {
  const key = `${groupId}/${year}`;
  const changes = groupChangesHere(groupId);
  const recent = homes.get(key);
  const group = await groups.fetch(groupId);
  if (!group) return undefined;
  if (recent && recent.changesHere === changes && Date.now() - recent.checkedAt < RECHECK_MS && recent.name === group.name) return recent;
  // The version is read before the rows: a write landing in between leaves newer rows under the older version,
  // and the next read, finding the new version, reads them again. Never the reverse.
  const checkedAt = Date.now();
  const version = await groupVersionOf(groupId);
  const kept = homes.get(key);
  if (kept && kept.version === version && kept.name === group.name) {
    Object.assign(kept, { checkedAt, changesHere: changes });
    return kept;
  }
  // Concurrent calls that find the same new version share one read of the rows.
  const entry: KeptHome = {
    version,
    name: group.name,
    checkedAt,
    changesHere: changes,
    home: groupMemberRows(groupId, year).then((rows) => homeOf(groupId, group.name, year, rows)),
  };
  homes.set(key, entry);
  entry.home.catch(() => {
    if (homes.get(key) === entry) homes.delete(key);
  });
  return entry;
}

/**
 * The group's consolidated home of a year as JSON: no read while this instance keeps it and checked its version
 * less than a second ago, one point read (the version of its rows) otherwise, and one single-partition read of
 * its rows when they changed since; serialised once per version, and gzipped once for callers that accept it.
 */
export async function groupHomeJson(groupId: string, year: number, acceptsGzip: boolean): Promise<{ body: string | Buffer; gzipped: boolean } | undefined> {
  const kept = await keptHome(groupId, year);
  if (!kept) return undefined;
  kept.json ??= JSON.stringify(await kept.home);
  if (!acceptsGzip || kept.json.length < 1024) return { body: kept.json, gzipped: false };
  kept.gzip ??= gzipAsync(kept.json);
  return { body: await kept.gzip, gzipped: true };
}

function homeOf(groupId: string, name: string, year: number, rows: readonly GroupMemberRow[]): GroupHome {
  const groupVolume = round2(rows.reduce((a, r) => a + r.groupSales, 0));
  const members = rows
    .map(({ id: _id, type: _type, customerId: _pk, updatedAt: _u, ...r }): GroupHomeMember => ({
      ...r,
      current: r.leftOn === null,
      gapToNextTier: gapToNextTier(r.tierRule === 'group' ? groupVolume : r.revenueCurrentYear),
    }))
    .sort((a, b) => a.customerName.localeCompare(b.customerName, 'fr'));
  const current = members.filter((m) => m.current);
  const sum = (f: (m: GroupHomeMember) => number) => round2(members.reduce((a, m) => a + f(m), 0));
  const gap = gapToNextTier(groupVolume);
  return {
    groupId,
    name,
    year,
    totals: {
      revenueCurrentYear: sum((m) => m.revenueCurrentYear),
      revenuePreviousYear: sum((m) => m.revenuePreviousYear),
      groupVolume,
      totalPoints: sum((m) => m.totalPoints),
      forecastPoints: sum((m) => m.forecastPoints),
      balance: sum((m) => m.balance),
      members: current.length,
    },
    groupTier: { tierFromVolume: gap ? gap.tier - 1 : 4, gapToNextTier: gap },
    members,
  };
}

/** One line of the KPI « Groupements » tab: a group's sales, points and members in a year. */
export interface KpiBuyingGroupRow {
  groupId: string;
  name: string;
  members: number;
  revenueCurrentYear: number;
  revenuePreviousYear: number;
  groupVolume: number;
  totalPoints: number;
  forecastPoints: number;
}

/**
 * The « Groupements » tab: for each group of the list, its rows of the year summed (one partition read per
 * group, as many as the groups: a few dozen), most sales first; a group without members shows with zeros.
 */
export async function kpiBuyingGroups(year: number): Promise<KpiBuyingGroupRow[]> {
  const groups = await allBuyingGroups();
  const rows = await Promise.all(groups.map((g) => groupMemberRows(g.id, year)));
  const sum = (list: GroupMemberRow[], f: (r: GroupMemberRow) => number) => round2(list.reduce((a, r) => a + f(r), 0));
  return groups
    .map((g, i) => {
      const list = rows[i]!;
      return {
        groupId: g.id,
        name: g.name,
        members: list.filter((r) => r.leftOn === null).length,
        revenueCurrentYear: sum(list, (r) => r.revenueCurrentYear),
        revenuePreviousYear: sum(list, (r) => r.revenuePreviousYear),
        groupVolume: sum(list, (r) => r.groupSales),
        totalPoints: sum(list, (r) => r.totalPoints),
        forecastPoints: sum(list, (r) => r.forecastPoints),
      };
    })
    .sort((a, b) => b.revenueCurrentYear - a.revenueCurrentYear || a.name.localeCompare(b.name, 'fr'));
}

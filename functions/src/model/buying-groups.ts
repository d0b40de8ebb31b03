// customerData (pk /customerId): a buying group's consolidated figures live in a partition of their own,
// 'buyingGroup-<groupId>', one row per member and year, written by the writers of the member's KPI row
// (services/buying-groups.ts). The group's home is one single-partition read of as many rows as members,
// whatever the number of sales lines; the group's volume of a year is one SUM in that partition.

export const buyingGroupPartition = (groupId: string): string => `buyingGroup-${groupId}`;
export const groupMemberRowId = (year: number, customerId: string): string => `${year}-${customerId}`;

/** One member's figures of a year, as its group's home and the KPI « Groupements » tab show them. */
export interface GroupMemberRow {
  id: string;
  type: 'groupMember';
  /** The partition: 'buyingGroup-<groupId>' (not a customer). */
  customerId: string;
  groupId: string;
  memberId: string;
  year: number;
  customerNumber: string;
  customerName: string;
  /** Membership window in the year (ISO days); null: since before the year / until after it. */
  joinedOn: string | null;
  leftOn: string | null;
  revenueCurrentYear: number;
  revenuePreviousYear: number;
  /** Sales of the year dated inside the membership window: what the member brings to the group's volume. */
  groupSales: number;
  status: number;
  tierRule: 'own' | 'group' | 'manual';
  /** Under the group rule: the day from which the group's tier applies (null: the whole year). */
  groupTierFrom: string | null;
  totalPoints: number;
  forecastPoints: number;
  /** Points the member may still spend this year (points-<year> balance). */
  balance: number;
  updatedAt: string;
}

/**
 * The version of a group's rows, in the group's partition: a new one with every change of a row (same
 * transactional batch), so an instance may keep the group's home and check it with one point read.
 */
export const GROUP_VERSION_ID = 'group-version';

export interface GroupVersionDoc {
  id: typeof GROUP_VERSION_ID;
  type: 'groupVersion';
  customerId: string;
  version: string;
  updatedAt: string;
}

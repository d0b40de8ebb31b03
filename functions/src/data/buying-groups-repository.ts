import { BulkOperationType, type JSONObject, type OperationInput } from '@azure/cosmos';
import { LRUCache } from 'lru-cache';
import { randomUUID } from 'node:crypto';
import { container, readItem, transactionalBatch, withoutSystemProperties } from './cosmos.js';
import { queryPartition } from './list-query.js';
import { forgetInEveryThread } from './reference-cache.js';
import { buyingGroupPartition, groupMemberRowId, GROUP_VERSION_ID, type GroupMemberRow, type GroupVersionDoc } from '../model/buying-groups.js';
import type { UserDoc } from './users-repository.js';

/**
 * The consolidated rows of the buying groups (model/buying-groups.ts) and who belongs to which group. Every
 * read of the rows stays in one group's partition.
 */

const customerData = () => container('customerData');

/** The rows of a group and year: one single-partition query, as many documents as members (and members gone during the year). */
export async function groupMemberRows(groupId: string, year: number): Promise<GroupMemberRow[]> {
  const pk = buyingGroupPartition(groupId);
  const rows = await queryPartition<GroupMemberRow>(
    customerData(),
    pk,
    "SELECT * FROM c WHERE c.customerId = @pk AND c.type = 'groupMember' AND c.year = @year",
    [
      { name: '@pk', value: pk },
      { name: '@year', value: year },
    ],
  );
  return rows.map(withoutSystemProperties);
}

export const readGroupMemberRow = (groupId: string, year: number, customerId: string) =>
  readItem<GroupMemberRow>(customerData(), groupMemberRowId(year, customerId), buyingGroupPartition(groupId));

/** The group's volume of a year: what its members brought, each inside its membership window (one SUM in the partition). */
export async function groupVolumeOf(groupId: string, year: number): Promise<number> {
  const pk = buyingGroupPartition(groupId);
  const [sum] = await queryPartition<number | undefined>(
    customerData(),
    pk,
    "SELECT VALUE SUM(c.groupSales) FROM c WHERE c.customerId = @pk AND c.type = 'groupMember' AND c.year = @year",
    [
      { name: '@pk', value: pk },
      { name: '@year', value: year },
    ],
  );
  return Math.round((sum ?? 0) * 100) / 100;
}

/** The version of a group's rows (one point read): a new one with every change of a row, in the same batch. */
export async function groupVersionOf(groupId: string): Promise<string> {
  return (await readItem<GroupVersionDoc>(customerData(), GROUP_VERSION_ID, buyingGroupPartition(groupId)))?.version ?? '';
}

/**
 * A change of a row and a new version of the group in one transactional batch, as the KPI rows do
 * (data/kpi-repository.ts): no reader keeps figures older than the version it finds. Gives the failed
 * operation's status, undefined when both landed.
 */
async function changeWithNewVersion(pk: string, change: OperationInput): Promise<number | undefined> {
  const version: GroupVersionDoc = { id: GROUP_VERSION_ID, type: 'groupVersion', customerId: pk, version: randomUUID(), updatedAt: new Date().toISOString() };
  const { statuses, status } = await transactionalBatch(
    customerData(),
    [change, { operationType: BulkOperationType.Upsert, partitionKey: pk, resourceBody: version as unknown as JSONObject }],
    pk,
  );
  const failed = statuses.find((s) => s >= 400 && s !== 424) ?? statuses.find((s) => s >= 400) ?? (status >= 400 ? status : undefined);
  return failed ?? (statuses.length === 2 ? undefined : 500);
}

/**
 * How many times this instance (any of its threads) changed each group's rows: a reader that kept the group's
 * home checks it without a read of the version while nothing changed here (services/buying-groups.ts).
 */
const changesHere = new Map<string, number>();
const changedHere = forgetInEveryThread<string>('buying-group-rows', (groupId) => changesHere.set(groupId, (changesHere.get(groupId) ?? 0) + 1));
export const groupChangesHere = (groupId: string): number => changesHere.get(groupId) ?? 0;

/** A deleted customer's row: the group's figures no longer count it (a missing row is fine). */
export async function deleteGroupMemberRow(groupId: string, year: number, customerId: string): Promise<void> {
  const pk = buyingGroupPartition(groupId);
  const failed = await changeWithNewVersion(pk, { operationType: BulkOperationType.Delete, id: groupMemberRowId(year, customerId), partitionKey: pk });
  changedHere(groupId);
  // Already gone: nothing changed, the version stays.
  if (failed !== undefined && failed !== 404) throw Object.assign(new Error(`Lot de la ligne de groupement refusé (${failed})`), { code: failed });
}

/** One member's row; each member writes its own, so concurrent refreshes of a group's members never contend on a row. */
export async function writeGroupMemberRow(row: GroupMemberRow): Promise<void> {
  const failed = await changeWithNewVersion(row.customerId, {
    operationType: BulkOperationType.Upsert,
    partitionKey: row.customerId,
    resourceBody: row as unknown as JSONObject,
  });
  changedHere(row.groupId);
  if (failed !== undefined) throw Object.assign(new Error(`Lot de la ligne de groupement refusé (${failed})`), { code: failed });
}

/** Customers whose current group is this one (customers container, few documents: ≤ the programme's customers). */
export async function membersOfGroupFromStore(groupId: string): Promise<{ id: string; active: boolean }[]> {
  const { resources } = await container('customers')
    .items.query<{ id: string; active: boolean }>({
      query: "SELECT c.id, c.active FROM c WHERE c.type = 'customer' AND c.buyingGroupId = @g",
      parameters: [{ name: '@g', value: groupId }],
    })
    .fetchAll();
  return resources;
}

/**
 * The members a group buyer reaches, kept a few seconds per instance like the session user (a change of a
 * customer's group made on this instance is applied at once, on others within 5 s).
 */
const members = new LRUCache<string, string[]>({
  max: 1_000,
  ttl: 5_000,
  fetchMethod: async (groupId) => (await membersOfGroupFromStore(groupId)).filter((m) => m.active !== false).map((m) => m.id),
});

export const activeMembersOfGroup = async (groupId: string): Promise<string[]> => (await members.fetch(groupId)) ?? [];

export const forgetGroupMembers: (groupId: string) => void = forgetInEveryThread<string>('buying-group-members', (id) => members.delete(id));

/** The group buyers linked to a group (users container, across partitions: few users, far fewer group buyers). */
export async function groupBuyersOf(groupId: string): Promise<UserDoc[]> {
  const { resources } = await container('users')
    .items.query<UserDoc>({
      query: "SELECT * FROM c WHERE c.type = 'user' AND c.role = 'GROUP_BUYER' AND c.buyingGroupId = @g",
      parameters: [{ name: '@g', value: groupId }],
    })
    .fetchAll();
  return resources;
}

/** Every buying group of the reference list (one partition of referenceData: a few dozen names). */
export async function allBuyingGroups(): Promise<{ id: string; name: string }[]> {
  return queryPartition<{ id: string; name: string }>(
    container('referenceData'),
    'buyingGroups',
    "SELECT c.id, c.name FROM c WHERE c.list = 'buyingGroups' AND c.type = 'referenceItem'",
  );
}

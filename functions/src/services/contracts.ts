import { type ContractInput, type ExclusionsInput, normaliseSearch } from '@portail/common';
import { writeAudit } from '../data/audit-repository.js';
import { withoutSystemProperties } from '../data/cosmos.js';
import * as repo from '../data/contracts-repository.js';
import { failure, staleWrite } from '../http/errors.js';
import { checkVersion } from '../http/versioned-writes.js';
import type { ContractDoc } from '../model/contracts.js';
import { refreshCustomerStats } from './stats-refresh.js';
import { removeContractFiles } from './contract-files.js';

/**
 * Contracts of the back office (spec sections 4 and 7). A contract's customers and exclusions decide which
 * sales earn points, so every write recomputes the statistics of the customers it touches, for the years
 * its dates cover (up to the current year, from the year before at most).
 */

const audit = (action: 'create' | 'update' | 'delete', entityId: string, by: string, before?: unknown, after?: unknown) =>
  writeAudit({ resource: 'contracts', action, entityId, by, at: new Date().toISOString(), before, after });

const searchTextOf = (d: Pick<ContractDoc, 'name' | 'customerNumbers'>) => normaliseSearch([d.name, ...d.customerNumbers].join(' '));

async function customerIdsOf(numbers: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(numbers)];
  const found = await repo.customersByNumbers(wanted);
  const missing = wanted.filter((n) => !found.some((c) => c.number === n));
  if (missing.length) throw failure('customers_unknown', { field: 'customerNumbers', numbers: missing.slice(0, 5).join(', ') }, { field: 'customerNumbers' });
  return wanted.map((n) => found.find((c) => c.number === n)!.id);
}

/** Statistics of the customers a contract touched, before and after the change, for the years it covers. */
async function refreshTouched(before: ContractDoc | undefined, after: ContractDoc | undefined): Promise<void> {
  const now = new Date();
  const current = now.getUTCFullYear();
  const customers = [...new Set([...(before?.customerIds ?? []), ...(after?.customerIds ?? [])])];
  const years = new Set<number>();
  for (const c of [before, after]) {
    if (!c) continue;
    // A stats document of year Y reads the lines of Y and Y−1: a contract of Y−1 changes both.
    for (let y = Math.max(Number(c.startDate.slice(0, 4)), current - 1); y <= Math.min(Number(c.endDate.slice(0, 4)) + 1, current); y++) years.add(y);
  }
  const work = customers.flatMap((id) => [...years].map((y) => () => refreshCustomerStats(id, y, now)));
  // A few at a time: a contract of many customers must not hold every Cosmos connection.
  for (let i = 0; i < work.length; i += 4) await Promise.all(work.slice(i, i + 4).map((w) => w()));
}

const mustFind = async (id: string) => {
  const doc = await repo.findContractById(id);
  if (!doc) throw failure('contract_not_found');
  return doc;
};

/** The document of a create or an update (resources/contract-resource.ts declares the routes). */
export async function buildContract(
  input: ContractInput,
  meta: { id: string; now: string; existing?: ContractDoc },
): Promise<ContractDoc & { searchText: string }> {
  const { id: _ignored, ...fields } = input;
  void _ignored;
  return {
    exclusions: { gimSubBrands: [], franchises: [] },
    createdAt: meta.now,
    // An update keeps what the form does not send: the exclusions, the creation date.
    ...meta.existing,
    ...fields,
    id: meta.id,
    type: 'contract',
    customerIds: await customerIdsOf(fields.customerNumbers),
    updatedAt: meta.now,
    searchText: searchTextOf(fields),
  };
}

/** After a write: the statistics of the customers it touched; after a delete, the contract's files too. */
export async function afterContractWrite(event: {
  action: 'create' | 'update' | 'delete';
  before?: ContractDoc;
  after?: ContractDoc;
  by: string;
}): Promise<void> {
  if (event.action === 'delete' && event.before) await removeContractFiles(event.before.id, event.by);
  await refreshTouched(event.before, event.after);
}

/** ifMatch: the version of the contract the exclusions were read with (412 when it changed since). */
export async function saveExclusions(input: ExclusionsInput, by: string, ifMatch: string | undefined): Promise<repo.StoredContract> {
  const existing = await mustFind(input.fK_ContractId);
  checkVersion(ifMatch, existing._etag);
  const exclusions = { gimSubBrands: [...new Set<string>(input.gimSubBrands)], franchises: [...new Set<string>(input.franchises)] };
  const doc: ContractDoc = { ...withoutSystemProperties(existing), exclusions, updatedAt: new Date().toISOString() };
  const stored = await repo.replaceContract(doc, existing._etag);
  if (!stored) throw staleWrite();
  await audit('update', existing.id, by, { exclusions: existing.exclusions }, { exclusions });
  await refreshTouched(existing, doc);
  return stored;
}

/** What a customer's active contracts exclude from points, together. */
export async function exclusionsOfCustomer(customerId: string): Promise<ContractDoc['exclusions']> {
  const contracts = (await repo.contractsOf(customerId)).filter((c) => c.active);
  return {
    gimSubBrands: [...new Set(contracts.flatMap((c) => c.exclusions.gimSubBrands))],
    franchises: [...new Set(contracts.flatMap((c) => c.exclusions.franchises))],
  };
}

export { mustFind as findContract };

import { findCustomerById } from '../data/customers-repository.js';
import { readKpiRow } from '../data/kpi-repository.js';
import * as salesRepo from '../data/sales-repository.js';
import { updatePointsEarned } from '../data/points-repository.js';
import * as statsRepo from '../data/stats-repository.js';
import { statsInputsOf, statsOf, withEarned, yearAggregatesOf } from '../domain/customer-stats.js';
import type { KpiSalesLine } from '../domain/kpi-rules.js';
import type { CustomerDoc } from '../model/customers.js';
import type { StatsDoc } from '../model/stats.js';
import { groupMemberRows, membersOfGroupFromStore } from '../data/buying-groups-repository.js';
import { groupRuleInputs } from './buying-groups.js';
import { refreshCustomerKpiAfterWrite } from './kpi-aggregates.js';

/** What a refresh reads of the customer besides its lines; read once for all the years of one customer (refreshSalesStats). */
export interface CustomerStatsSources {
  customer: CustomerDoc;
  contracts: statsRepo.ContractTerms[];
}

/** The customer's record and contracts, in one round trip; undefined when the customer is gone. */
export async function statsSourcesOf(customerId: string): Promise<CustomerStatsSources | undefined> {
  const [customer, contracts] = await Promise.all([findCustomerById(customerId), statsRepo.contractsOfCustomer(customerId)]);
  return customer && { customer, contracts };
}

/**
 * Recomputes stats-<year> of a customer from its sales partition (lines of the year and the year before,
 * the total of the year before that), writes it, and brings `earned` of points-<year> in line (ETag-checked,
 * balance = earned + manual − spent, never negative). For the current year it also materialises the
 * customer's status. Answers the stats document as written. One read of the customer's lines of year − 2
 * to year serves the figures, the tier total and the KPI row. `given`: those lines (and maybe more) and the
 * customer's record and contracts, when the caller has just read them for several years (refreshSalesStats).
 */
export async function refreshCustomerStats(
  customerId: string,
  year: number,
  now = new Date(),
  given: { lines?: readonly KpiSalesLine[]; sources?: CustomerStatsSources } = {},
): Promise<StatsDoc | undefined> {
  const [sources, sales] = await Promise.all([
    given.sources ?? statsSourcesOf(customerId),
    given.lines ?? salesRepo.statsLinesOf(customerId, [year - 2, year - 1, year]),
  ]);
  if (!sources) return undefined;
  const { customer, contracts } = sources;
  const { lines, salesByYear } = statsInputsOf(sales, year);
  const group = await groupRuleInputs(customer, contracts, year);
  const { aggregates, earned, statusCurrentYear } = yearAggregatesOf(lines, {
    customerId,
    year,
    manualStatus: customer.manualStatus ?? {},
    contracts,
    salesByYear,
    now,
    ...(group ? { group } : {}),
  });
  // The KPI row's version is read before stats and points change: its write (If-Match) then fails if a refresh wrote it since.
  const [kpiRow, existing] = await Promise.all([readKpiRow(customerId, year), statsRepo.readStats(customerId, year)]);
  const points = await updatePointsEarned(customerId, year, (doc) => withEarned(doc, earned), `recalcul-${year}`);
  // With the manual points as they are now in points-<year>.
  const stats = statsOf(aggregates, points.manual);
  if (existing) stats.createdAt = existing.createdAt;
  await statsRepo.writeStats(stats);
  if (year === now.getUTCFullYear() && (customer.status !== statusCurrentYear || customer.statusYear !== year)) {
    await statsRepo.setCustomerStatus(customerId, statusCurrentYear, year);
  }
  // The KPI row of the customer and year derives from these stats and lines (services/kpi-aggregates.ts).
  await refreshCustomerKpiAfterWrite(customerId, year, {
    sales: true,
    orderLines: false,
    now,
    salesLines: sales.filter((l) => l.year === year),
    customer,
    contracts,
    written: { row: kpiRow, stats, points },
    onGroupVolumeChanged: (groupIds) => refreshNextYearOfMembers(groupIds, year, now),
  });
  return stats;
}

/**
 * A group's volume of `year` changed: the group tier of its members in year + 1 derives from it, so their
 * statistics of that year are computed again (members of that year and current ones; a member without the
 * option finds its figures unchanged). Only up to the running year.
 */
async function refreshNextYearOfMembers(groupIds: string[], year: number, now: Date): Promise<void> {
  if (year + 1 > now.getUTCFullYear()) return;
  for (const groupId of groupIds) {
    const [rows, current] = await Promise.all([groupMemberRows(groupId, year + 1), membersOfGroupFromStore(groupId)]);
    const memberIds = [...new Set([...rows.map((r) => r.memberId), ...current.map((m) => m.id)])];
    for (const memberId of memberIds) await refreshCustomerStats(memberId, year + 1, now);
  }
}

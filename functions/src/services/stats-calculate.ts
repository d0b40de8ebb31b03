import { findCustomerById } from '../data/customers-repository.js';
import { readPoints } from '../data/points-repository.js';
import * as salesRepo from '../data/sales-repository.js';
import * as statsRepo from '../data/stats-repository.js';
import { computeCustomerStats, statsInputsOf } from '../domain/customer-stats.js';
import type { CustomerDoc } from '../model/customers.js';
import type { PointsDoc } from '../model/points.js';
import type { StatsDoc } from '../model/stats.js';
import { groupRuleInputs } from './buying-groups.js';

/**
 * The stats of a year computed from the sales as they are now, without writing anything: what
 * GET statsContract/calculated/customer/{id} shows beside the materialised figures (the same rules as
 * refreshCustomerStats, which writes them).
 */
export async function calculateCustomerStats(
  customerId: string,
  year: number,
  now = new Date(),
): Promise<{ customer: CustomerDoc; stats: StatsDoc; points?: PointsDoc } | undefined> {
  const customer = await findCustomerById(customerId);
  if (customer?.type !== 'customer') return undefined;
  const [sales, contracts, points] = await Promise.all([
    salesRepo.statsLinesOf(customerId, [year - 2, year - 1, year]),
    statsRepo.contractsOfCustomer(customerId),
    readPoints(customerId, year),
  ]);
  const { lines, salesByYear } = statsInputsOf(sales, year);
  const group = await groupRuleInputs(customer, contracts, year);
  const { stats } = computeCustomerStats(lines, {
    ...(group ? { group } : {}),
    customerId,
    year,
    manualStatus: customer.manualStatus ?? {},
    contracts,
    manualPoints: points?.manual ?? 0,
    salesByYear,
    now,
  });
  return { customer, stats, points };
}

import type { CustomerStatsResponse, SalesContact } from '@portail/common';
import { customerPointsOf } from '../../domain/customer-figures.js';
import type { CustomerDoc } from '../../model/customers.js';
import type { PointsDoc } from '../../model/points.js';
import type { StatsDoc } from '../../model/stats.js';
import { emptyStatsDoc } from '../../model/stats.js';
import { toCustomerDto } from '../customers/customer-dto.js';

/**
 * The answer of GET statsContract/customer/{id} from the materialised documents. Without stats-<year>
 * the figures are zeroed with statusPastYear −1 (spec). Manual, spent and remaining points come from
 * points-<year>, which checkouts and manual credits change between two recalculations.
 */
export function toStatsResponse(
  customer: CustomerDoc,
  salesContact: SalesContact,
  year: number,
  stats: StatsDoc | undefined,
  points: PointsDoc | undefined,
  now = new Date(),
): CustomerStatsResponse {
  const s = stats ?? emptyStatsDoc(customer.id, year, now.toISOString());
  const { manualPoints, totalPoints, forecastedPointsCurrentYearEnd } = customerPointsOf(s, points);
  return {
    statsContract: {
      year,
      totalPoints,
      capitalPoints: s.capitalPoints,
      consommablePoints: s.consommablePoints,
      implantPoints: s.implantPoints,
      servicePoints: s.servicePoints,
      manualPoints,
      spentPoints: points?.spent ?? 0,
      remainingPoints: points ? Math.max(0, points.balance) : Math.max(0, totalPoints),
      totalCurrentYear: s.totalCurrentYear,
      totalPastYear: s.totalPastYear,
      statusPastYear: s.statusPastYear,
      statusCurrentYear: s.statusCurrentYear,
      forecastedPointsCurrentYearEnd,
      forecastedImpactCurrentYear: s.forecastedImpactCurrentYear,
      gimCustomNames: s.gimCustomNames,
      gimCustomTotals: s.gimCustomTotals,
      gimCustomPreviousYearNames: s.gimCustomPreviousYearNames,
      gimCustomPreviousYearTotals: s.gimCustomPreviousYearTotals,
      updatedAt: stats ? stats.updatedAt : null,
    },
    subFranchises: s.subFranchises,
    deliveryCostAndBillingFees: { year, totalBillingFees: s.totalBillingFees, totalDeliveryCost: s.totalDeliveryCost },
    customer: toCustomerDto(customer, salesContact, now),
  };
}

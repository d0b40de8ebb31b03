/**
 * How sales lines turn into statistics and points. The rules live in one module shared with the API's
 * statistics recalculation (functions/src/domain/customer-stats.ts, docs/data-model.md "Points rules"),
 * so that seeded stats-<year> documents are exactly what refreshCustomerStats would write:
 * - fee lines (pointCategory 'services') count for nothing but the cost tab;
 * - every other line counts for the yearly sales that set the tier, credit notes included;
 * - a line earns pointsForAmount(category, status in force that year, amount) unless an active
 *   contract of the customer covering the line's date excludes its franchise or gim sub-brand.
 */
export { buildStats, isExcluded, YearAggregate } from '../../functions/src/domain/customer-stats.js';

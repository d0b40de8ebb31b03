import { cleanPoints } from '@portail/common';
import type { PointsDoc } from '../model/points.js';
import type { StatsDoc } from '../model/stats.js';

/**
 * A customer's points of the year as both sides show them: the customer's home (features/stats/stats-dto.ts)
 * and the KPI Clients tab (domain/kpi-rules.ts). Earned points come from stats-<year>; manual points from
 * points-<year> when it exists, since adjustments land there first.
 */
export function customerPointsOf(
  stats: Pick<StatsDoc, 'capitalPoints' | 'consommablePoints' | 'implantPoints' | 'servicePoints' | 'manualPoints' | 'forecastedPointsCurrentYearEnd'>,
  points: Pick<PointsDoc, 'manual'> | undefined,
) {
  const earned = cleanPoints(stats.capitalPoints + stats.consommablePoints + stats.implantPoints + stats.servicePoints);
  const manualPoints = points?.manual ?? stats.manualPoints;
  return {
    manualPoints,
    totalPoints: cleanPoints(earned + manualPoints),
    forecastedPointsCurrentYearEnd: cleanPoints(cleanPoints(stats.forecastedPointsCurrentYearEnd - stats.manualPoints) + manualPoints),
  };
}

import type { AnyRoute } from '../../http/route.js';
import { exportKpiPointsLiability } from './kpi-export-points-liability.js';
import { exportKpiTab } from './kpi-export.js';
import { getKpiSettingsByNames } from './kpi-get-by-names.js';
import { getKpiOrdersDetails } from './kpi-get-orders-details.js';
import { getKpiPointsLiability } from './kpi-get-points-liability.js';
import { getKpiProvisions } from './kpi-get-provisions.js';
import { getKpiStatisticsCustomer } from './kpi-get-statistics-customer.js';
import { getKpiStatisticsFranchise } from './kpi-get-statistics-franchise.js';
import { getKpiStatistics } from './kpi-get-statistics.js';
import { updateKpiKey } from './kpi-update-key.js';
import { updateKpiManualCogs } from './kpi-update-manual-cogs.js';

export const kpiRoutes: AnyRoute[] = [
  getKpiStatistics,
  getKpiStatisticsFranchise,
  getKpiStatisticsCustomer,
  getKpiProvisions,
  getKpiOrdersDetails,
  getKpiSettingsByNames,
  updateKpiManualCogs,
  updateKpiKey,
  getKpiPointsLiability,
  exportKpiPointsLiability,
  exportKpiTab,
];

// customerData (pk /customerId): the KPI aggregates live in partitions of their own, not a customer's:
// 'kpi-<year>' holds one row per customer and year, 'kpi-orders' one row per product line of a confirmed
// programme order. Every KPI screen is then one single-partition read, whatever the number of sales lines.

/** Partition of the customer rows of a year. */
export const kpiYearPartition = (year: number): string => `kpi-${year}`;
export const KPI_ORDERS_PARTITION = 'kpi-orders';
export const kpiCustomerDocId = (customerId: string): string => `customer-${customerId}`;

/**
 * The version of a year's rows, id 'kpi-version' in partition 'kpi-<year>': a new random token written in the
 * same transactional batch as every change of a row of the year, so a reader that finds the token it kept
 * knows that no row changed since, whichever instance wrote (services/kpi-screens.ts).
 */
export const KPI_VERSION_ID = 'kpi-version';
export interface KpiVersionDoc {
  id: typeof KPI_VERSION_ID;
  type: 'kpiVersion';
  /** The partition: 'kpi-<year>'. */
  customerId: string;
  version: string;
  updatedAt: string;
}

/** Figures of one franchise in a customer's sales of the year (lines of pointCategory 'services' excluded). */
export interface KpiFranchiseSales {
  /** Sales, euros excluding VAT (credit notes included). */
  sales: number;
  /** Points those sales earned (status of the year, contract exclusions applied). */
  points: number;
  /** points extrapolated to the end of the year (the year's points when it is over). */
  projectedPoints: number;
  /** Distinct sales order numbers with a line of the franchise. */
  orders: number;
  /** Invoiced quantity. */
  quantity: number;
}

/** Free products of one franchise taken with points (confirmed programme orders of the year). */
export interface KpiRedemption {
  /** List price × quantity, euros (= points at list price). */
  price: number;
  /** Unit cost × quantity, euros. */
  cost: number;
  quantity: number;
}

/** Points movements of one month of points-<year> (month 0–11). */
export interface KpiLedgerMonth {
  issued: number;
  redeemed: number;
  adjustments: number;
}

/**
 * KPI row of one customer and year, id 'customer-<customerId>' in partition 'kpi-<year>'. Rebuilt by
 * services/kpi-aggregates.ts whenever what it derives from changes (stats refresh, checkout, adjustment).
 */
export interface KpiCustomerDoc {
  id: string;
  type: 'kpiCustomer';
  /** The partition: 'kpi-<year>' (not a customer). */
  customerId: string;
  ownerId: string;
  year: number;
  customerNumber: string;
  customerName: string;
  // Copied from stats-<year>: the same figures as the customer's home screen.
  statusPreviousYear: number;
  statusCurrentYear: number;
  revenuePreviousYear: number;
  revenueCurrentYear: number;
  totalPoints: number;
  forecastPoints: number;
  forecastRevenue: number;
  /** Which rule made statusCurrentYear (issue 33); absent on rows written before it existed: 'own'. */
  tierRule?: 'own' | 'group' | 'manual';
  /** Covered by an active contract in force during the year. */
  underContract: boolean;
  /** Sub-franchises with sales in the year. */
  subFranchises: string[];
  franchises: Record<string, KpiFranchiseSales>;
  orders: { count: number; price: number; cost: number; quantity: number; ids: string[] };
  redemptions: Record<string, KpiRedemption>;
  ledger: { months: KpiLedgerMonth[]; balance: number };
  /**
   * The _etag of points-<year> the row was computed from (null without one, absent on rows written before it
   * existed): the catch-up leaves alone a row whose customer's points are still that version.
   */
  pointsEtag?: string | null;
  updatedAt: string;
}

/** One product line of a confirmed programme order, as « Commandes One Stryker » lists it. */
export interface KpiOrderLineDoc {
  id: string;
  type: 'kpiOrderLine';
  customerId: typeof KPI_ORDERS_PARTITION;
  ownerId: string;
  orderId: string;
  year: number;
  customerNumber: string;
  customerName: string;
  orderNumber: string;
  franchiseGroup: string;
  franchise: string;
  subFranchise: string;
  category: string;
  reference: string;
  designation: string;
  packContent: number;
  unitPrice: number;
  quantity: number;
  totalPrice: number;
  unitCost: number;
  totalCost: number;
  savings: number;
  marginPercent: number;
  orderDate: string;
  searchText: string;
}

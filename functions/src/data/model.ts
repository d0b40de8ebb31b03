/**
 * Shapes of every document stored in Cosmos DB (the users container's UserDoc lives in users-repository.ts).
 * Field names follow the spec where the API returns them, so that mapping documents to answers stays trivial.
 * Each document carries `type`, because several containers hold more than one kind of document
 * and a query must always be able to say which kind it wants. Dates are ISO 8601 text; calendar dates
 * (contract, price list, sales recognition) are 'YYYY-MM-DD'. Why each container has its partition key:
 * docs/data-model.md.
 */

/** Timestamps written by every repository. */
export interface Timestamps {
  createdAt: string;
  updatedAt: string;
}

// ───────────────────────────────────────────── customers (pk /id)

export interface CustomerDoc extends Timestamps {
  id: string;
  type: 'customer';
  /** Customer number (FINESS-like 9 digits in demo data); unique, what imports and contracts refer to. */
  number: string;
  name: string;
  phone: string;
  email: string;
  city: string;
  address: string;
  zipCode: string;
  /** Id of a referenceData item of list 'buyingGroups'. */
  buyingGroupId: string | null;
  /** Denormalised name of the buying group: the customer list shows it without a second read. */
  buyingGroupName: string | null;
  /** Status set by an administrator, per year ("2025": 3). Wins over the tier computed from sales. */
  manualStatus: Record<string, number>;
  /** Status in force during `statusYear` (manual status or tier of the year before), materialised for lists. */
  status: number;
  statusYear: number;
  /** Exclusive interlocutor (user id). */
  fK_UniqueContact: string | null;
  /** customerRelationDto of the spec: related customers (same group, sites of one hospital). */
  relatedCustomerIds: string[];
  active: boolean;
  /** Blob name of the logo, or null. */
  logo: string | null;
}

// ───────────────────────────────────────────── customerData (pk /customerId)

export interface CartItem {
  cartItemId: string;
  productId: string;
  reference: string;
  description: string;
  image: string | null;
  gimPackContent: number;
  /** Unit price in points. */
  price: number;
  quantity: number;
  /** VAT rate in percent. */
  vat: number;
}

/** One cart per customer, id 'cart'. */
export interface CartDoc extends Timestamps {
  id: typeof CART_DOC_ID;
  type: 'cart';
  customerId: string;
  /** Percentage 0–100 granted by an administrator. */
  discountRate: number;
  items: CartItem[];
}

export const ORDER_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface AddressSnapshot {
  addressId: string;
  addressName: string;
  fullAddress: string;
  addressLine1: string;
  addressLine2: string;
  zipCode: string;
  city: string;
  country: string;
}

export interface OrderLine {
  productId: string;
  reference: string;
  description: string;
  /** Unit price in points (one point = one euro excluding VAT). */
  unitPrice: number;
  quantity: number;
  /** Unit cost of goods in euros, for the KPI margin columns. */
  currentCost: number;
  gimPackContent: number;
  /** Classification snapshot: the KPI orders table shows it without reading products. */
  franchiseGroup: string;
  franchise: string;
  subFranchise: string;
  category: ProductCategory;
}

/**
 * Programme order ("ordersOneStryker"). Its id is derived from the checkout idempotency key
 * (orderDocId), so a retried checkout finds the same document instead of debiting twice.
 */
export interface OrderDoc extends Timestamps {
  id: string;
  type: 'order';
  customerId: string;
  /** Snapshot for admin lists, which are cross-partition and must not join customers. */
  customerNumber: string;
  customerName: string;
  orderNumber: string;
  orderDate: string;
  /** Calendar year of orderDate, for the per-year queries of the KPI page. */
  year: number;
  status: OrderStatus;
  billingService: string;
  billingAddress: AddressSnapshot;
  shippingAddress: AddressSnapshot;
  lines: OrderLine[];
  discountRate: number;
  /** Sum of lines after discount, in points. */
  totalAmount: number;
  /** Points debited from points-<year> (at most the balance). */
  pointsSpent: number;
  /** What is left to pay in euros excluding VAT: totalAmount − pointsSpent, never below 0. */
  amountInvoiced: number;
  idempotencyKey: string;
  userId: string;
  /** Blob name of the invoice PDF once produced. */
  invoiceBlob: string | null;
}

export const LEDGER_KINDS = ['earned', 'manual', 'spent', 'reversal'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * One movement. Amounts are signed as they act on the balance: earned and manual may be negative
 * (a recalculation that lowers earned points, an administrator's withdrawal); spent is positive and
 * is subtracted; reversal is positive and gives back points of a cancelled order (it lowers `spent`).
 */
export interface LedgerEntry {
  id: string;
  kind: LedgerKind;
  amount: number;
  at: string;
  /** Order id, import id, user id of the administrator…: what caused the movement. */
  ref: string;
}

/**
 * Points of one customer and year, id 'points-<year>'. The ledger is inside the document so that one
 * conditional patch ("from c where c.balance >= N") both checks the balance and records the movement:
 * balance = earned + manual − spent, never negative.
 */
export interface PointsDoc extends Timestamps {
  id: string;
  type: 'points';
  customerId: string;
  year: number;
  earned: number;
  manual: number;
  spent: number;
  balance: number;
  entries: LedgerEntry[];
}

export interface NamedTotals {
  names: string[];
  totals: number[];
}

/**
 * Materialised customer statistics of one year, id 'stats-<year>' (spec "Customer stats"), recomputed
 * after each import or points change, so the home screen is two point reads.
 * Points are unrounded; the screens round up.
 */
export interface StatsDoc extends Timestamps {
  id: string;
  type: 'stats';
  customerId: string;
  year: number;
  /** capital + consommable + implant + service + manual points of the year. */
  totalPoints: number;
  capitalPoints: number;
  consommablePoints: number;
  implantPoints: number;
  /** Points of ProCare service contracts. */
  servicePoints: number;
  manualPoints: number;
  /** Sales of the year (fees excluded), euros: what the tier is computed on. */
  totalCurrentYear: number;
  totalPastYear: number;
  /** Status in force during the previous year; -1 when unknown. */
  statusPastYear: number;
  /** Status in force during this year. */
  statusCurrentYear: number;
  forecastedPointsCurrentYearEnd: number;
  /** Sales extrapolated to the end of the year, euros (the projection slider starts there). */
  forecastedImpactCurrentYear: number;
  subFranchises: NamedTotals;
  gimCustomNames: string[];
  gimCustomTotals: number[];
  gimCustomPreviousYearNames: string[];
  gimCustomPreviousYearTotals: number[];
  totalBillingFees: number;
  totalDeliveryCost: number;
  /** Sales lines taken into account, to tell a stale document from a fresh one. */
  computedFromLines: number;
}

export const ADDRESS_TYPES = { billing: 0, delivery: 1 } as const;
export type AddressType = 0 | 1;

export interface AddressDoc extends Timestamps {
  id: string;
  type: 'address';
  /** fK_Customer of the spec. */
  customerId: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  fullAddress: string;
  addressName: string;
  addressType: AddressType;
}

export const CONTRACT_DOC_TYPE = 1;

/**
 * A contract file as seen by one customer. A file attached to a contract of several customers is
 * recorded once per customer partition, all pointing to the same blob.
 */
export interface FileDoc extends Timestamps {
  id: string;
  type: 'file';
  customerId: string;
  fileName: string;
  fileSize: number;
  contentType: string;
  docType: number;
  /** Blob name in the 'contracts' container. */
  blobName: string;
  uploadDate: string;
  updatedById: string | null;
  contractId: string | null;
}

export interface PriceListLine {
  productId: string;
  reference: string;
  description: string;
  /** Price in points for this customer. */
  price: number;
}

export interface PriceListDoc extends Timestamps {
  id: string;
  type: 'priceList';
  customerId: string;
  contractId: string | null;
  name: string;
  startDate: string;
  endDate: string;
  lines: PriceListLine[];
}

/** What the Programme orders screen shows of an order. */
export type OrderRow = Pick<OrderDoc, 'id' | 'customerName' | 'orderNumber' | 'totalAmount' | 'orderDate' | 'status'>;

/**
 * The rows of the Programme orders screen, one document per customer: the screen is a point read
 * instead of a query. Derived from the orders: each order write patches its own row (orders-repository.ts).
 */
export interface OrderListDoc {
  id: typeof ORDER_LIST_DOC_ID;
  type: 'orderList';
  customerId: string;
  /** By order id, so that one order's row is patched without reading or rewriting the others. */
  rows: Record<string, OrderRow>;
  updatedAt: string;
}

export type CustomerDataDoc = CartDoc | OrderDoc | OrderListDoc | PointsDoc | StatsDoc | AddressDoc | FileDoc | PriceListDoc;

// ───────────────────────────────────────────── sales (pk /customerId)

/** What a sales line earns points as (spec section 9); 'services' lines are fees and earn nothing. */
export const SALES_POINT_CATEGORIES = ['capital', 'procare', 'consommable', 'implant', 'services'] as const;
export type SalesPointCategory = (typeof SALES_POINT_CATEGORIES)[number];

export interface CustomerRef {
  number: string;
  name: string;
}

/** Imported sales line ("stryker command"). customerId is the reported customer's id. */
export interface SalesLineDoc {
  id: string;
  type: 'salesLine';
  customerId: string;
  customerSoldTo: CustomerRef;
  customerReported: CustomerRef;
  reference: string;
  description: string;
  /** Euros excluding VAT; negative for credit notes. */
  salesAmount: number;
  invoiceQuantity: number;
  salesRecognitionDate: string;
  year: number;
  invoiceNumber: string;
  orderNumber: string;
  franchise: string;
  franchiseGroup: string;
  subFranchise: string;
  gimBrand: string;
  gimItemType: string;
  gimSubBrand: string;
  sapg: string;
  /** Custom columns ("recalculate custom columns"): groupings used by the charts. */
  gimCustom: string;
  sapgCustom: string;
  uom: string;
  currency: string;
  city: string;
  buyingGroupName: string;
  pointCategory: SalesPointCategory;
  /** Id of the import run that wrote the line. */
  importId: string;
  updatedAt: string;
}

// ───────────────────────────────────────────── products (pk /id)

export const PRODUCT_STAGES = ['pre-op', 'per-op', 'post-op'] as const;
export type ProductStage = (typeof PRODUCT_STAGES)[number];
export const PRODUCT_CATEGORIES = ['capital', 'consommable', 'implant', 'services'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export interface ProductDoc extends Timestamps {
  id: string;
  type: 'product';
  reference: string;
  gimID: number;
  description: string;
  descriptionLocal: string;
  /** Price in points. */
  price: number;
  /** VAT rate in percent (20, 10, 5.5, 2.1). */
  tva: number;
  currency: string;
  lppr: string;
  gtinCode: string;
  primaryUOM: string;
  gimUOM: string;
  gimPackContent: number;
  gimSterilityFlag: 0 | 1;
  /** Reference-list names (not ids): imports carry names and lists are only suggestions. */
  franchise: string;
  franchiseGroup: string;
  subFranchise: string;
  gimBrand: string;
  gimItemType: string;
  gimProductLine: string;
  gimSubBrand: string;
  sapg: string;
  targetProductGroup: string;
  gimCustom: string;
  sapgCustom: string;
  /** Cost of goods in euros. */
  currentCost: number;
  quantity: number;
  /** Blob name of the image, or null. */
  image: string | null;
  active: boolean;
  stage: ProductStage;
  category: ProductCategory;
  /** When present, only these customers see the product in their catalogue. */
  customerIds?: string[];
}

// ───────────────────────────────────────────── referenceData (pk /list)

export const REFERENCE_LISTS = [
  'buyingGroups',
  'franchises',
  'franchiseGroups',
  'subFranchises',
  'targetProductGroups',
  'gimBrands',
  'gimItemTypes',
  'gimProductLines',
  'gimSubBrands',
  'sapgs',
  'sapgCustoms',
  'gimCustoms',
] as const;
export type ReferenceListName = (typeof REFERENCE_LISTS)[number];

export interface ReferenceItemDoc {
  id: string;
  type: 'referenceItem';
  list: ReferenceListName;
  name: string;
  updatedAt: string;
  /** User id, or 'seed' / 'import'. */
  updatedBy: string;
}

// ───────────────────────────────────────────── contracts (pk /id)

export interface ContractDoc extends Timestamps {
  id: string;
  type: 'contract';
  name: string;
  active: boolean;
  startDate: string;
  endDate: string;
  customerNumbers: string[];
  /** Resolved from customerNumbers on save: ARRAY_CONTAINS(c.customerIds, @id) finds a customer's contracts. */
  customerIds: string[];
  exclusions: { gimSubBrands: string[]; franchises: string[] };
}

// ───────────────────────────────────────────── terms (pk /id), termsAcceptances (pk /userId)

export interface TermsVersionDoc extends Timestamps {
  id: string;
  type: 'termsVersion';
  versionNumber: string;
  versionDate: string;
  fullText: string;
  changeDescription: string;
  isActive: boolean;
}

/** id = termVersionId: "has this user accepted that version?" is a point read. */
export interface TermsAcceptanceDoc {
  id: string;
  type: 'termsAcceptance';
  userId: string;
  termVersionId: string;
  acceptanceDate: string;
}

// ───────────────────────────────────────────── settings (pk /id)

export const KPI_SETTING_NAMES = ['ManualCogs', 'CalculatedCogs', 'UseCurrentYearOrNot'] as const;
export type KpiSettingName = (typeof KPI_SETTING_NAMES)[number];

/** KPI configuration entry of the spec: id is the name; value is text ('12.5', 'true'). */
export interface SettingDoc {
  id: string;
  type: 'setting';
  value: string;
  updatedAt: string;
}

// ───────────────────────────────────────────── ids

export const CART_DOC_ID = 'cart';
export const ORDER_LIST_DOC_ID = 'order-list';
export const pointsDocId = (year: number): string => `points-${year}`;
export const statsDocId = (year: number): string => `stats-${year}`;
/** Deterministic from the idempotency key: creating it twice answers 409 instead of a second order. */
export const orderDocId = (idempotencyKey: string): string => `order-${idempotencyKey}`;

/** Empty points document of a year, the starting point of the first credit. */
export function emptyPointsDoc(customerId: string, year: number, now: string): PointsDoc {
  return { id: pointsDocId(year), type: 'points', customerId, year, earned: 0, manual: 0, spent: 0, balance: 0, entries: [], createdAt: now, updatedAt: now };
}

/** Zeroed stats, as the spec answers when none exist (statusPastYear −1). */
export function emptyStatsDoc(customerId: string, year: number, now: string): StatsDoc {
  return {
    id: statsDocId(year),
    type: 'stats',
    customerId,
    year,
    totalPoints: 0,
    capitalPoints: 0,
    consommablePoints: 0,
    implantPoints: 0,
    servicePoints: 0,
    manualPoints: 0,
    totalCurrentYear: 0,
    totalPastYear: 0,
    statusPastYear: -1,
    statusCurrentYear: 0,
    forecastedPointsCurrentYearEnd: 0,
    forecastedImpactCurrentYear: 0,
    subFranchises: { names: [], totals: [] },
    gimCustomNames: [],
    gimCustomTotals: [],
    gimCustomPreviousYearNames: [],
    gimCustomPreviousYearTotals: [],
    totalBillingFees: 0,
    totalDeliveryCost: 0,
    computedFromLines: 0,
    createdAt: now,
    updatedAt: now,
  };
}

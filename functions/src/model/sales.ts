import type { PointCategory } from '@portail/common';

// sales (pk /customerId)

/** What a sales line earns points as (spec section 9); 'services' lines are fees and earn nothing. */
export type SalesPointCategory = PointCategory | 'services';

interface CustomerRef {
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
  /** Id of the import run that wrote the line ('' when a claim's acceptance did: `source`). */
  importId: string;
  /** `claim:<id>` when an accepted claim wrote the line; an import writing it again drops it. */
  source?: string;
  updatedAt: string;
  /** Normalised values the sales-line search matches by prefix (domain/sales-search.ts), derived by every writer. */
  searchKeys?: SalesSearchKeys;
  /** Former free-text search (descriptions, names): no longer written, dropped by the next write of the line. */
  searchText?: string;
}

/** Invoice, order, reference and customer numbers, normalised (salesSearchKey): what the search matches. */
export interface SalesSearchKeys {
  invoice: string;
  order: string;
  reference: string;
  soldTo: string;
  reported: string;
}

/** The fields of a sales line that the statistics read (queries project only these). */
export type StatsSalesLine = Pick<
  SalesLineDoc,
  'salesAmount' | 'year' | 'salesRecognitionDate' | 'pointCategory' | 'franchise' | 'subFranchise' | 'gimSubBrand' | 'gimItemType' | 'gimCustom'
>;

/** The fields of a sales line that the company-orders screen reads. */
export type CompanyOrderLine = Pick<
  SalesLineDoc,
  'salesRecognitionDate' | 'orderNumber' | 'invoiceNumber' | 'reference' | 'description' | 'salesAmount' | 'invoiceQuantity'
>;

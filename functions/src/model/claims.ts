import type { ClaimEvent, ClaimKind, ClaimLineValues, ClaimStatus } from '@portail/common';

// customerData (pk /customerId), type 'claim': what a customer owns, read in one partition by its screens.

export interface ClaimHistoryEvent extends ClaimEvent {
  /** User id of who acted; absent for an import. */
  by?: string;
}

export interface ClaimDoc {
  id: string;
  type: 'claim';
  customerId: string;
  customerNumber: string;
  customerName: string;
  kind: ClaimKind;
  status: ClaimStatus;
  invoiceNumber: string;
  orderNumber: string;
  reference: string;
  currentReference?: string;
  /** The invoice date (YYYY-MM-DD): the line's sales recognition date. */
  date: string;
  amount: number;
  quantity: number;
  comment: string;
  refusalReason?: string;
  linkedLineId?: string;
  /** The PDF invoice in the `invoices` blob container. */
  attachment?: { blobName: string; fileName: string; fileSize: number };
  flag?: { at: string; claimed: ClaimLineValues; imported: ClaimLineValues[] };
  history: ClaimHistoryEvent[];
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  /** When it was accepted, refused or resolved by import. */
  resolvedAt?: string;
  /** Points the acceptance's line earned the customer (earned points after minus before), for the KPI. */
  pointsGranted?: number;
  /** Invoice, order, reference, customer number and name, normalised: what the back-office search matches. */
  searchText: string;
}

import { z } from 'zod';
import { ADMIN_PAGE_SIZE, type ListSpec } from './list.js';

/**
 * Rows and list specs of the back office's big lists (back-office.md section 2): what each list shows,
 * which columns sort, and in which order a list opens.
 */

export const adminCustomerRowSchema = z.object({
  id: z.string(),
  number: z.string(),
  name: z.string(),
  city: z.string(),
  address: z.string(),
  zipCode: z.string(),
  /** Status number in force (−1 for a customer created without one). */
  status: z.number(),
  active: z.boolean(),
  buyingGroupName: z.string().nullable(),
  /** The buying group's id: its page in the back office (issue 33). */
  buyingGroupId: z.string().nullable().optional(),
});
export type AdminCustomerRow = z.infer<typeof adminCustomerRowSchema>;
export const CUSTOMER_LIST_SPEC: ListSpec<'number' | 'name' | 'city' | 'status'> = {
  sortable: ['number', 'name', 'city', 'status'],
  defaultOrder: { field: 'name', direction: 'asc' },
  pageSize: ADMIN_PAGE_SIZE,
};

export const USER_LIST_SPEC: ListSpec<'email' | 'lastName' | 'firstName' | 'userRole'> = {
  sortable: ['email', 'lastName', 'firstName', 'userRole'],
  defaultOrder: { field: 'lastName', direction: 'asc' },
  pageSize: ADMIN_PAGE_SIZE,
};

export const PRODUCT_LIST_SPEC: ListSpec<'reference' | 'gimID' | 'description' | 'price' | 'quantity' | 'currentCost'> = {
  sortable: ['reference', 'gimID', 'description', 'price', 'quantity', 'currentCost'],
  defaultOrder: { field: 'reference', direction: 'asc' },
  pageSize: ADMIN_PAGE_SIZE,
};

const customerRefSchema = z.object({ number: z.string(), name: z.string() });

/** An imported sales line ("stryker command") as the list and its read-only detail dialog show it. */
export const salesLineSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  customerSoldTo: customerRefSchema,
  customerReported: customerRefSchema,
  invoiceNumber: z.string(),
  orderNumber: z.string(),
  reference: z.string(),
  description: z.string(),
  salesAmount: z.number(),
  invoiceQuantity: z.number(),
  salesRecognitionDate: z.string(),
  franchise: z.string(),
  franchiseGroup: z.string(),
  subFranchise: z.string(),
  gimBrand: z.string(),
  gimItemType: z.string(),
  gimSubBrand: z.string(),
  sapg: z.string(),
  gimCustom: z.string(),
  sapgCustom: z.string(),
  uom: z.string(),
  currency: z.string(),
  city: z.string(),
  buyingGroupName: z.string(),
  pointCategory: z.string(),
  importId: z.string(),
});
export type SalesLine = z.infer<typeof salesLineSchema>;
export const SALES_LINE_LIST_SPEC: ListSpec<'salesRecognitionDate' | 'invoiceNumber' | 'orderNumber' | 'reference' | 'salesAmount'> = {
  sortable: ['salesRecognitionDate', 'invoiceNumber', 'orderNumber', 'reference', 'salesAmount'],
  defaultOrder: { field: 'salesRecognitionDate', direction: 'desc' },
  pageSize: ADMIN_PAGE_SIZE,
};

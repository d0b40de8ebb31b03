import { SEARCH_MAX_LENGTH } from '@portail/common';
import type { SalesSearchKeys } from '../model/sales.js';

/**
 * The search of sales lines (admin list « Commandes Stryker » and a customer's company orders): an invoice
 * number, an order number, a product reference or a customer number, by exact value or by prefix. No
 * free text over descriptions: a prefix of a stored, normalised field is what an index serves (Azure's
 * range index for STARTSWITH, and the lookup documents below on the local engine, which has no index).
 */

export type SalesSearchField = keyof SalesSearchKeys;

/**
 * Lower case, no accents, letters and digits only: « 0357-123 », « 0357 123 » and « 0357123 » are one
 * key, as people type references with or without their separators. Cut at the longest search accepted.
 */
export const salesSearchKey = (value: string | null | undefined): string =>
  (value ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '')
    .slice(0, SEARCH_MAX_LENGTH);

export function salesSearchKeysOf(l: {
  invoiceNumber: string;
  orderNumber: string;
  reference: string;
  customerSoldTo: { number: string };
  customerReported: { number: string };
}): SalesSearchKeys {
  return {
    invoice: salesSearchKey(l.invoiceNumber),
    order: salesSearchKey(l.orderNumber),
    reference: salesSearchKey(l.reference),
    soldTo: salesSearchKey(l.customerSoldTo?.number),
    reported: salesSearchKey(l.customerReported?.number),
  };
}

/** The SQL filter of a search over the lines' stored keys, on the given fields (all by default). */
export function salesLineSearchFilter(
  key: string,
  fields: readonly SalesSearchField[] = SALES_SEARCH_FIELDS,
): { where: string[]; parameters: { name: string; value: string }[] } {
  return {
    // Quoted paths: ORDER is a keyword of Cosmos DB SQL, `c.searchKeys.order` does not parse.
    where: [`(${fields.map((f) => `STARTSWITH(c.searchKeys["${f}"], @searchKey)`).join(' OR ')})`],
    parameters: [{ name: '@searchKey', value: key }],
  };
}

const SALES_SEARCH_FIELDS: readonly SalesSearchField[] = ['invoice', 'order', 'reference', 'soldTo', 'reported'];

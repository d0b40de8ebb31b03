import { z } from 'zod';
import { fr } from '../i18n/fr.js';

/**
 * The one list protocol of the back office, shared by the API and the site.
 * Query: pageNumber, pageSize, orderBy ('field direction'), search. Answer: the page's items as a JSON
 * array, with the X-Pagination header (paginationSchema in common.ts).
 */

/** Page sizes of back-office.md section 9. */
export const ADMIN_PAGE_SIZE = 15;
export const KPI_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const SEARCH_MAX_LENGTH = 100;
/**
 * Highest page a list serves. A page is read with OFFSET, whose cost grows with the rows skipped: without a
 * cap, one call for page 100 000 makes the store read ten million rows for one user (API4). Nobody pages
 * that far on screen; past this the search or the sort finds the row, and the export reads everything.
 */
export const MAX_PAGE_NUMBER = 1000;

export type SortDirection = 'asc' | 'desc';
export interface SortOrder<F extends string = string> {
  field: F;
  direction: SortDirection;
}

export interface ListSpec<F extends string> {
  /** Fields a caller may sort on; anything else is refused with a 400. */
  sortable: readonly F[];
  defaultOrder: SortOrder<F>;
  pageSize: number;
}

/** A parsed list query, ready for a repository. search is already normalised (normaliseSearch). */
export interface ListRequest<F extends string = string> {
  pageNumber: number;
  pageSize: number;
  order: SortOrder<F>;
  search?: string;
}

/**
 * Lower case without accents nor surrounding spaces: what a stored search key holds and what a search
 * is compared with, so « Hôpital », « HOPITAL » and « hopital » find the same rows.
 */
export const normaliseSearch = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

export const formatOrderBy = (order: SortOrder): string => `${order.field} ${order.direction}`;

/**
 * The words of every sort field of the lists (the `sortable` fields of the list specs the list pages and the
 * API's declarations share), for what says an order to a person: an export's sheet, its e-mail and its page
 * (« Trié par nom, croissant » rather than « name asc »). A unit test of the API checks each declared list's
 * fields are here.
 */
export const SORT_FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'nom',
  number: 'numéro',
  city: 'ville',
  status: 'statut',
  email: 'e-mail',
  lastName: 'nom',
  firstName: 'prénom',
  userRole: 'rôle',
  reference: 'référence',
  gimID: 'GIM ID',
  description: 'description',
  price: 'prix',
  quantity: 'quantité',
  currentCost: 'coût actuel',
  salesRecognitionDate: 'date de facturation',
  invoiceNumber: 'numéro de facture',
  orderNumber: 'numéro de commande',
  salesAmount: 'montant',
  updatedAt: 'date de modification',
  customerNumber: 'numéro client',
  customerName: 'client',
  addressName: 'nom de l’adresse',
  zipCode: 'code postal',
  addressType: 'type d’adresse',
  versionNumber: 'version',
  versionDate: 'date de la version',
  startDate: 'date de début',
  endDate: 'date de fin',
  orderDate: 'date de commande',
  totalAmount: 'montant total',
  totalPoints: 'total des points',
  totalCurrentYear: 'ventes de l’année',
  totalPastYear: 'ventes de l’année précédente',
  statusCurrentYear: 'statut de l’année',
  franchise: 'franchise',
  totalPrice: 'prix total',
  totalCost: 'coût total',
  savings: 'économies',
  marginPercent: 'marge',
};

/** « Trié par nom, croissant »: an order as a person reads it. */
export const describeOrder = (order: SortOrder): string =>
  `Trié par ${SORT_FIELD_LABELS[order.field] ?? order.field}, ${order.direction === 'desc' ? 'décroissant' : 'croissant'}`;

/** The same from the stored `'field direction'` of an export job. */
export function describeOrderBy(orderBy: string): string {
  const [field = '', direction] = orderBy.trim().split(/\s+/);
  return describeOrder({ field, direction: direction === 'desc' ? 'desc' : 'asc' });
}

const positiveInteger = (max: number, tooHigh = `La valeur ne peut pas dépasser ${max}`) =>
  z.coerce.number({ error: fr['rules.positive-integer'] }).int(fr['rules.positive-integer']).min(1, fr['rules.positive-integer']).max(max, tooHigh);

/** The page number of every paged query (the list protocol, the history, the KPI orders). */
export const pageNumberSchema = positiveInteger(
  MAX_PAGE_NUMBER,
  `La page demandée ne peut pas dépasser ${MAX_PAGE_NUMBER} : affinez la recherche ou changez le tri.`,
);

/**
 * The zod schema of one list's query: whitelisted sort fields, French messages, defaults from the spec.
 * `filters`: a list's own query fields besides the protocol's (the claims' status, customer, age), passed on
 * as parsed.
 */
export function listQuerySchemaFor<F extends string, E extends z.ZodRawShape = Record<never, never>>(spec: ListSpec<F>, filters?: E) {
  const allowed = spec.sortable.join(', ');
  return z
    .strictObject({
      ...(filters as E),
      pageNumber: pageNumberSchema.default(1),
      pageSize: positiveInteger(MAX_PAGE_SIZE).default(spec.pageSize),
      orderBy: z.string().trim().max(60, 'Le tri demandé est invalide').optional(),
      search: z.string().max(SEARCH_MAX_LENGTH, 'La recherche est trop longue').optional(),
    })
    .transform((q, ctx): ListRequest<F> & z.output<z.ZodObject<E>> => {
      const { pageNumber, pageSize, orderBy, search: searched, ...rest } = q as { pageNumber: number; pageSize: number; orderBy?: string; search?: string };
      const order = parseOrderBy(orderBy, spec);
      if (!order) {
        ctx.addIssue({ code: 'custom', path: ['orderBy'], message: `Tri impossible sur « ${orderBy} » : choisissez parmi ${allowed} (asc ou desc).` });
        return z.NEVER;
      }
      const search = searched === undefined ? '' : normaliseSearch(searched);
      return { ...(rest as z.output<z.ZodObject<E>>), pageNumber, pageSize, order, ...(search ? { search } : {}) };
    });
}

function parseOrderBy<F extends string>(orderBy: string | undefined, spec: ListSpec<F>): SortOrder<F> | undefined {
  if (!orderBy) return spec.defaultOrder;
  const match = /^([A-Za-z][A-Za-z0-9_]*)(?:\s+(asc|desc))?$/i.exec(orderBy);
  if (!match) return undefined;
  // Field names compare case-insensitively: the spec's screens send 'Name asc' as well as 'name asc'.
  const field = spec.sortable.find((f) => f.toLowerCase() === match[1]!.toLowerCase());
  if (!field) return undefined;
  return { field, direction: (match[2]?.toLowerCase() as SortDirection | undefined) ?? 'asc' };
}

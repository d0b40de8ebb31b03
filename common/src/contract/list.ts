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

const positiveInteger = (max: number, tooHigh = `La valeur ne peut pas dépasser ${max}`) =>
  z.coerce.number({ error: fr['rules.positive-integer'] }).int(fr['rules.positive-integer']).min(1, fr['rules.positive-integer']).max(max, tooHigh);

/** The page number of every paged query (the list protocol, the history, the KPI orders). */
export const pageNumberSchema = positiveInteger(MAX_PAGE_NUMBER, `La page demandée ne peut pas dépasser ${MAX_PAGE_NUMBER} : affinez la recherche ou changez le tri.`);

/** The zod schema of one list's query: whitelisted sort fields, French messages, defaults from the spec. */
export function listQuerySchemaFor<F extends string>(spec: ListSpec<F>) {
  const allowed = spec.sortable.join(', ');
  return z
    .strictObject({
      pageNumber: pageNumberSchema.default(1),
      pageSize: positiveInteger(MAX_PAGE_SIZE).default(spec.pageSize),
      orderBy: z.string().trim().max(60, 'Le tri demandé est invalide').optional(),
      search: z.string().max(SEARCH_MAX_LENGTH, 'La recherche est trop longue').optional(),
    })
    .transform((q, ctx): ListRequest<F> => {
      const order = parseOrderBy(q.orderBy, spec);
      if (!order) {
        ctx.addIssue({ code: 'custom', path: ['orderBy'], message: `Tri impossible sur « ${q.orderBy} » : choisissez parmi ${allowed} (asc ou desc).` });
        return z.NEVER;
      }
      const search = q.search === undefined ? '' : normaliseSearch(q.search);
      return { pageNumber: q.pageNumber, pageSize: q.pageSize, order, ...(search ? { search } : {}) };
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

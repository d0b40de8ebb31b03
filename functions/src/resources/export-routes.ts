import { type ExportQueuedDto, exportQueuedSchema, formatOrderBy, listQuerySchemaFor, type ListRequest } from '@portail/common';
import { isAdmin, type Principal } from '../auth/principal.js';
import { config } from '../config.js';
import { budgetSignal } from '../context/request-budget.js';
import { XLSX_CONTENT_TYPE } from '../domain/company-orders-xlsx.js';
import { failure } from '../http/errors.js';
import { file, json } from '../http/responses.js';
import { defineRoute, type AnyRoute } from '../http/route.js';
import { queueListExport } from '../services/list-exports.js';
import { writeWorkbookFrom } from '../services/xlsx-pool.js';
import { listFileName, listSheet } from './list-sheet.js';
import type { AnyResourceDeclaration } from './resource-declaration.js';
import { resourceService } from './resource-service.js';

const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The customers a caller may read in this list: a commercial user reads the back office for the customers
 * linked to them only (docs/permissions.md), an administrator everything. Lists of no customer are not scoped.
 */
export function scopeOf(decl: AnyResourceDeclaration, principal: Principal): readonly string[] | undefined {
  if (isAdmin(principal) || !decl.store.customerField) return undefined;
  return principal.user.customerIds;
}

/** How many rows the export would write: the list's total, as its first page counts it. */
async function rowsOf(decl: AnyResourceDeclaration, query: ListRequest, scope: readonly string[] | undefined): Promise<number> {
  return (await resourceService(decl).page({ ...query, pageNumber: 1, pageSize: 1 }, scope)).totalCount;
}

/**
 * The export routes of a declared list:
 * - GET <path>/export answers the workbook, written a page at a time, up to EXPORT_INLINE_MAX_ROWS rows (config);
 *   a longer list is refused with 409 export_too_large (a workbook of a million rows takes minutes);
 * - POST <path>/export queues the same workbook as a background job (services/list-exports.ts), whatever
 *   its length, and answers 202 with the job the requester is e-mailed a link to.
 */
export function exportRoutes(decl: AnyResourceDeclaration): AnyRoute[] {
  const name = pascal(decl.plural ?? decl.path);
  const query = listQuerySchemaFor(decl.list).transform((q): ListRequest => q);
  const common = { access: decl.access.read, scope: { kind: 'none' } as const, tags: [decl.tag], path: `${decl.path}/export`, query };
  return [
    defineRoute({
      ...common,
      name: `export${name}`,
      method: 'GET',
      summary: `${decl.title} : export Excel de la liste, recherche et tri de l’écran appliqués (jusqu’à EXPORT_INLINE_MAX_ROWS lignes ; au-delà, 409 export_too_large et POST)`,
      responseContentType: XLSX_CONTENT_TYPE,
      async handler({ query, principal }) {
        const scope = scopeOf(decl, principal);
        const rows = await rowsOf(decl, query, scope);
        const limit = config().exports.inlineMaxRows;
        if (rows > limit) {
          throw failure('export_too_large', { rows, limit });
        }
        const sheet = await listSheet(decl, query, scope);
        const bytes = await writeWorkbookFrom(sheet.layout, sheet.rows, budgetSignal());
        return file(bytes, XLSX_CONTENT_TYPE, listFileName(decl));
      },
    }),
    defineRoute({
      ...common,
      name: `queueExport${name}`,
      method: 'POST',
      summary: `${decl.title} : export Excel de toute la liste en arrière-plan (sans limite de lignes), lien envoyé par e-mail`,
      response: exportQueuedSchema,
      successStatus: 202,
      async handler({ query, principal }) {
        const scope = scopeOf(decl, principal);
        const rows = await rowsOf(decl, query, scope);
        const job = await queueListExport({
          list: decl.path,
          title: decl.title,
          fileName: listFileName(decl),
          search: query.search ?? '',
          orderBy: formatOrderBy(query.order),
          ...(scope ? { scope } : {}),
          requestedBy: { id: principal.user.id, email: principal.user.email },
        });
        return json(202, { id: job.jobId, rows } satisfies ExportQueuedDto);
      },
    }),
  ];
}

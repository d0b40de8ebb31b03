import type { ListRequest } from '@portail/common';
import { defaultExportColumns, resourceSheetLayout, rowOf, type ExportColumn } from '../domain/resource-sheet.js';
import type { SheetData, SheetValue } from '../domain/sheet.js';
import type { AnyResourceDeclaration } from './resource-declaration.js';
import { resourceService } from './resource-service.js';

/**
 * A declared list as a sheet: its layout (title, search and sort, headers) and its rows in the list's order,
 * read a page at a time. The columns are the declaration's, or its rows' fields when it names none.
 */
export async function listSheet(
  decl: AnyResourceDeclaration,
  query: ListRequest,
  scope: readonly string[] | undefined,
): Promise<{ layout: Omit<SheetData, 'rows'>; rows: AsyncIterable<SheetValue[][]> }> {
  const keys = Object.keys((decl.schemas.item as unknown as { shape?: Record<string, unknown> }).shape ?? {});
  const batches = resourceService(decl).each(query, scope)[Symbol.asyncIterator]();
  // The first page is read before the layout: columns of a list without declared ones take their types from it.
  const first = await batches.next();
  const firstDtos = first.done ? [] : (first.value.map((doc: unknown) => decl.toDto(doc, scope)) as Record<string, unknown>[]);
  const columns = (decl.exportColumns || defaultExportColumns(keys, firstDtos[0])) as ExportColumn<Record<string, unknown>>[];
  async function* rows(): AsyncIterable<SheetValue[][]> {
    if (firstDtos.length) yield firstDtos.map((d) => rowOf(columns, d));
    for (let next = await batches.next(); !next.done; next = await batches.next()) {
      yield next.value.map((doc: unknown) => rowOf(columns, decl.toDto(doc, scope) as Record<string, unknown>));
    }
  }
  const layout = resourceSheetLayout(decl.title, columns, { search: query.search, order: query.order });
  return { layout, rows: rows() };
}

/** The workbook's file name: the list and the day. */
export const listFileName = (decl: AnyResourceDeclaration): string => `${decl.plural ?? decl.path}-${new Date().toISOString().slice(0, 10)}.xlsx`;

import { idSchema, listQuerySchemaFor } from '@portail/common';
import type { HttpRequest } from '@azure/functions';
import { z } from 'zod';
import { notFound } from '../http/errors.js';
import { idempotencyKeyOf } from '../http/idempotency-key.js';
import { buildPagination, json, noContent, paged } from '../http/responses.js';
import { defineRoute, type AnyRoute } from '../http/route.js';
import { exportRoutes, scopeOf } from './export-routes.js';
import { OPERATIONS, type AnyResourceDeclaration } from './resource-declaration.js';
import { resourceService } from './resource-service.js';

const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const idParams = z.strictObject({ id: idSchema });

/**
 * The routes of a declared resource: list (the list protocol), get, create, update, delete, or those it
 * names; with the list, its Excel exports (export-routes.ts) unless the declaration says exportColumns: false.
 */
export function resourceRoutes(decl: AnyResourceDeclaration): AnyRoute[] {
  const wanted = new Set(decl.operations ?? OPERATIONS);
  if ((wanted.has('create') || wanted.has('update')) && !(decl.build && decl.schemas.input)) {
    throw new Error(`${decl.path} : une ressource modifiable déclare build et schemas.input`);
  }
  const [list, ...rest] = allRoutes(decl);
  const routes = [list!, ...rest].filter((_, i) => wanted.has(OPERATIONS[i]!));
  return wanted.has('list') && decl.exportColumns !== false ? [...routes, ...exportRoutes(decl)] : routes;
}

/** The version the caller read (If-Match), as Cosmos DB wrote it in the ETag header. */
const ifMatchOf = (request: HttpRequest): string | undefined => request.headers.get('if-match')?.trim() || undefined;

/** The answer of a single item, with its version in ETag for the next If-Match. */
const withVersion = (status: number, body: unknown, etag: string | undefined) => json(status, body, etag ? { ETag: etag } : {});

/** What every route of a declaration shares: its service, its names and its tags. */
function partsOf(decl: AnyResourceDeclaration) {
  return {
    decl,
    service: resourceService(decl),
    many: pascal(decl.plural ?? decl.path),
    one: pascal(decl.singular),
    common: { tags: [decl.tag], scope: { kind: 'none' } as const },
    item: decl.schemas.item,
    itemPath: decl.itemPath ?? decl.path,
  };
}
type RouteParts = ReturnType<typeof partsOf>;

/** GET <path>: a page of the list protocol, read within the caller's customers. */
function listRoute({ decl, service, many, common, item }: RouteParts): AnyRoute {
  return defineRoute({
    ...common,
    name: `list${many}`,
    method: 'GET',
    path: decl.path,
    access: decl.access.read,
    summary: `${decl.title} : une page de la liste (recherche, tri, pagination ; en-tête X-Pagination)`,
    query: listQuerySchemaFor(decl.list),
    response: z.array(decl.schemas.row ?? item),
    paged: true,
    async handler({ query, principal }) {
      const scope = scopeOf(decl, principal);
      const { items, totalCount } = await service.page(query, scope);
      // Rows were read as their own fields (schemas.row): they are answered as read.
      const rows = decl.schemas.row ? items : items.map((doc) => decl.toDto(doc, scope));
      return paged(rows, buildPagination(query.pageNumber, query.pageSize, totalCount));
    },
  });
}

/** GET <itemPath>/{id}: one item with its version; another customer's is not found. */
function getRoute({ decl, service, one, common, item, itemPath }: RouteParts): AnyRoute {
  return defineRoute({
    ...common,
    name: `get${one}`,
    method: 'GET',
    path: `${itemPath}/{id}`,
    access: decl.access.read,
    summary: `${decl.title} : un élément (sa version dans l’en-tête ETag)`,
    params: idParams,
    response: item,
    async handler({ params, principal }) {
      const doc = await service.get(params.id);
      const scope = scopeOf(decl, principal);
      if (scope && !scope.includes(String((doc as unknown as Record<string, unknown>)[decl.store.customerField!]))) throw notFound();
      return withVersion(200, decl.toDto(doc, scope), doc._etag);
    },
  });
}

/** POST <itemPath>: a create, made once per Idempotency-Key. */
function createRoute({ decl, service, one, common, item, itemPath }: RouteParts): AnyRoute {
  return defineRoute({
    ...common,
    name: `create${one}`,
    method: 'POST',
    path: itemPath,
    access: decl.access.write,
    summary: `${decl.title} : création (en-tête Idempotency-Key facultatif : la même clé renvoie l’élément créé, 200, sans en créer un second)`,
    body: decl.schemas.input,
    response: item,
    async handler({ body, principal, request }) {
      const { doc, replay } = await service.createOnce(body, principal.user.id, idempotencyKeyOf(request));
      return withVersion(replay ? 200 : 201, decl.toDto(doc), doc._etag);
    },
  });
}

/** PUT <itemPath>/{id}: a replace of the version the caller read. */
function updateRoute({ decl, service, one, common, item, itemPath }: RouteParts): AnyRoute {
  return defineRoute({
    ...common,
    name: `update${one}`,
    method: 'PUT',
    path: `${itemPath}/{id}`,
    access: decl.access.write,
    summary: `${decl.title} : modification (If-Match : la version lue ; 412 si l’élément a changé entre-temps)`,
    params: idParams,
    body: decl.schemas.input,
    response: item,
    async handler({ params, body, principal, request }) {
      const doc = await service.update(params.id, body, principal.user.id, ifMatchOf(request));
      return withVersion(200, decl.toDto(doc), doc._etag);
    },
  });
}

/** DELETE <itemPath>/{id}: refused while the item is in use. */
function deleteRoute({ decl, service, one, common, itemPath }: RouteParts): AnyRoute {
  return defineRoute({
    ...common,
    name: `delete${one}`,
    method: 'DELETE',
    path: `${itemPath}/{id}`,
    access: decl.access.write,
    summary: `${decl.title} : suppression (refusée tant que l’élément est utilisé)`,
    params: idParams,
    async handler({ params, principal, request }) {
      await service.remove(params.id, principal.user.id, ifMatchOf(request));
      return noContent();
    },
  });
}

function allRoutes(decl: AnyResourceDeclaration): AnyRoute[] {
  const parts = partsOf(decl);
  return [listRoute(parts), getRoute(parts), createRoute(parts), updateRoute(parts), deleteRoute(parts)];
}

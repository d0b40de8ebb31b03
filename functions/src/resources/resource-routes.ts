import { idSchema, listQuerySchemaFor } from '@portail/common';
import { z } from 'zod';
import { buildPagination, json, noContent, paged } from '../http/responses.js';
import { defineRoute, type AnyRoute } from '../http/route.js';
import { OPERATIONS, type AnyResourceDeclaration } from './resource-declaration.js';
import { resourceService } from './resource-service.js';

const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const idParams = z.strictObject({ id: idSchema });

/**
 * A read item carries its version in ETag; a write may send it back in If-Match, and a stale one gets 412
 * instead of overwriting what someone else saved meanwhile.
 */
const withEtag = (status: number, body: unknown, etag: string | undefined) => json(status, body, etag ? { ETag: etag } : {});
const ifMatchOf = (request: { headers: { get(name: string): string | null } }) => request.headers.get('if-match') ?? undefined;

/** The routes of a declared resource: list (the list protocol), get, create, update, delete, or those it names. */
export function resourceRoutes(decl: AnyResourceDeclaration): AnyRoute[] {
  const wanted = new Set(decl.operations ?? OPERATIONS);
  if ((wanted.has('create') || wanted.has('update')) && !(decl.build && decl.schemas.input)) {
    throw new Error(`${decl.path} : une ressource modifiable déclare build et schemas.input`);
  }
  return allRoutes(decl).filter((_, i) => wanted.has(OPERATIONS[i]!));
}

function allRoutes(decl: AnyResourceDeclaration): AnyRoute[] {
  const service = resourceService(decl);
  const many = pascal(decl.path);
  const one = pascal(decl.singular);
  const common = { tags: [decl.tag], scope: { kind: 'none' } as const };
  const item = decl.schemas.item;

  return [
    defineRoute({
      ...common,
      name: `list${many}`,
      method: 'GET',
      path: decl.path,
      access: decl.access.read,
      summary: `${decl.title} : une page de la liste (recherche, tri, pagination ; en-tête X-Pagination)`,
      query: listQuerySchemaFor(decl.list),
      response: z.array(item),
      paged: true,
      async handler({ query }) {
        const { items, totalCount } = await service.page(query);
        return paged(items.map(decl.toDto), buildPagination(query.pageNumber, query.pageSize, totalCount));
      },
    }),
    defineRoute({
      ...common,
      name: `get${one}`,
      method: 'GET',
      path: `${decl.path}/{id}`,
      access: decl.access.read,
      summary: `${decl.title} : un élément`,
      params: idParams,
      response: item,
      async handler({ params }) {
        const doc = await service.get(params.id);
        return withEtag(200, decl.toDto(doc), doc._etag);
      },
    }),
    defineRoute({
      ...common,
      name: `create${one}`,
      method: 'POST',
      path: decl.path,
      access: decl.access.write,
      summary: `${decl.title} : création`,
      body: decl.schemas.input,
      response: item,
      async handler({ body, principal }) {
        const doc = await service.create(body, principal.user.id);
        return withEtag(201, decl.toDto(doc), doc._etag);
      },
    }),
    defineRoute({
      ...common,
      name: `update${one}`,
      method: 'PUT',
      path: `${decl.path}/{id}`,
      access: decl.access.write,
      summary: `${decl.title} : modification`,
      params: idParams,
      body: decl.schemas.input,
      response: item,
      async handler({ params, body, principal, request }) {
        const doc = await service.update(params.id, body, principal.user.id, ifMatchOf(request));
        return withEtag(200, decl.toDto(doc), doc._etag);
      },
    }),
    defineRoute({
      ...common,
      name: `delete${one}`,
      method: 'DELETE',
      path: `${decl.path}/{id}`,
      access: decl.access.write,
      summary: `${decl.title} : suppression (refusée tant que l’élément est utilisé)`,
      params: idParams,
      async handler({ params, principal, request }) {
        await service.remove(params.id, principal.user.id, ifMatchOf(request));
        return noContent();
      },
    }),
  ];
}

import { ok } from '../../http/responses.js';
import { defineRoute, type AnyRoute } from '../../http/route.js';
import { buildOpenApi } from '../../openapi.js';

/**
 * The OpenAPI document of a route table. The table is passed in (and read on first request) rather than
 * imported: it lists this route too, and a module cycle between the two would be the result.
 */
export function openApiRoute(table: () => readonly AnyRoute[]): AnyRoute {
  let document: object | undefined;
  return defineRoute({
    name: 'getOpenApi',
    method: 'GET',
    path: 'openapi.json',
    access: 'public',
    scope: { kind: 'none' },
    summary: 'Description OpenAPI de l’API',
    tags: ['system'],
    async handler() {
      document ??= buildOpenApi(table());
      return ok(document);
    },
  });
}

import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { buildOpenApi } from '../../openapi.js';

let document: object | undefined;

export const getOpenApi = defineRoute({
  name: 'getOpenApi',
  method: 'GET',
  path: 'openapi.json',
  access: 'public',
  scope: { kind: 'none' },
  summary: 'Description OpenAPI de l’API',
  tags: ['system'],
  async handler() {
    // Imported lazily: the table imports this route.
    const { routes } = await import('../../routes.js');
    document ??= buildOpenApi(routes);
    return ok(document);
  },
});

import { ERROR_TEXTS } from '@portail/common';
import { z } from 'zod';
import type { AnyRoute } from './http/route.js';

const schemaOf = (schema: z.ZodType, io: 'input' | 'output') => z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' });

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

function parametersOf(route: AnyRoute) {
  const params: object[] = [];
  for (const [where, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue;
    const json = schemaOf(schema, 'input') as { properties?: Record<string, object>; required?: string[] };
    for (const [name, prop] of Object.entries(json.properties ?? {})) {
      params.push({ name, in: where, required: where === 'path' || (json.required ?? []).includes(name), schema: prop });
    }
  }
  return params;
}

/** OpenAPI 3 document of the whole API, generated from the route table. */
export function buildOpenApi(routes: readonly AnyRoute[]) {
  const paths: Record<string, Record<string, object>> = {};
  for (const route of routes) {
    const path = `/api/${route.path}`;
    const responses: Record<string, object> = {
      [String(route.successStatus ?? (route.method === 'POST' && route.name.startsWith('create') ? 201 : 200))]: {
        description: 'Succès',
        ...(route.paged ? { headers: { 'X-Pagination': { schema: { type: 'string' }, description: 'Pagination (JSON)' } } } : {}),
        ...(route.response
          ? { content: { 'application/json': { schema: schemaOf(route.response, 'output') } } }
          : route.responseContentType
            ? { content: { [route.responseContentType]: { schema: { type: 'string', format: 'binary' } } } }
            : {}),
      },
      '400': errorResponse('Requête invalide'),
    };
    if (route.access !== 'public') responses['401'] = errorResponse('Jeton absent, invalide ou expiré');
    if (route.access !== 'public') responses['403'] = errorResponse('Accès refusé');
    (paths[path] ??= {})[route.method.toLowerCase()] = {
      operationId: route.name,
      summary: route.summary,
      tags: route.tags,
      security: route.access === 'public' ? [] : [{ bearer: [] }],
      parameters: parametersOf(route),
      ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(route.body, 'input') } } } } : {}),
      responses,
    };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Portail fidélité — API',
      version: '1.0.0',
      description: 'API du portail fidélité. Toutes les erreurs ont la forme { error: { code, message, field? } }.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message'],
              properties: {
                code: { type: 'string', enum: Object.keys(ERROR_TEXTS), description: 'The cause (common/src/error-codes.ts): what a caller decides by.' },
                message: { type: 'string', description: 'The French text of the code, its params filled.' },
                params: {
                  type: 'object',
                  additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] },
                  description: 'The values the message interpolates.',
                },
                field: { type: 'string' },
              },
            },
          },
        },
      },
    },
    paths,
  };
}

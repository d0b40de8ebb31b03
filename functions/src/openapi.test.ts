import { describe, expect, it } from 'vitest';
import { buildOpenApi } from './openapi.js';
import { routes } from './routes.js';

describe('OpenAPI document', () => {
  const doc = buildOpenApi(routes);

  it('describes every route of the table under /api with its operation name', () => {
    for (const route of routes) {
      const operation = (doc.paths[`/api/${route.path}`] as Record<string, { operationId: string }>)[route.method.toLowerCase()];
      expect(operation?.operationId, `${route.method} ${route.path}`).toBe(route.name);
    }
    expect(Object.values(doc.paths).flatMap((p) => Object.keys(p))).toHaveLength(routes.length);
  });

  it('marks public routes without security and others with the bearer scheme', () => {
    const login = (doc.paths['/api/Authenticate/login'] as Record<string, { security: unknown[]; requestBody?: unknown }>).post;
    expect(login.security).toEqual([]);
    expect(login.requestBody).toBeDefined();
    const me = (doc.paths['/api/users/user'] as Record<string, { security: unknown[] }>).get;
    expect(me.security).toEqual([{ bearer: [] }]);
  });

  it('documents path parameters as required', () => {
    const op = (doc.paths['/api/TermsAndConditions/accepted/{userId}'] as Record<string, { parameters: { name: string; in: string; required: boolean }[] }>)
      .get;
    expect(op.parameters).toContainEqual(expect.objectContaining({ name: 'userId', in: 'path', required: true }));
  });

  it('documents queued work with 202 and its answer', () => {
    type Op = { responses: Record<string, { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }> };
    const queued = (doc.paths['/api/strykerCommands/export'] as Record<string, Op>).post;
    expect(Object.keys(queued.responses)).toContain('202');
    expect(Object.keys(queued.responses['202'].content!['application/json'].schema.properties ?? {})).toEqual(['id', 'rows']);
    expect(Object.keys((doc.paths['/api/import'] as Record<string, Op>).post.responses)).toContain('202');
    expect(Object.keys((doc.paths['/api/strykerCommands/export'] as Record<string, Op>).get.responses)).toContain('200');
  });
});

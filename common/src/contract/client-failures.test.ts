import { describe, expect, it } from 'vitest';
import { anonymousPath, clientFailureSchema } from './client-failures.js';

describe('anonymousPath', () => {
  it.each([
    ['/api/carts/3f2b9c1e-8a7d-4e21-9a55-0c1d2e3f4a5b/items', '/api/carts/:id/items'],
    ['/api/orderOneStryker/ord-9f86d081884c7d65', '/api/orderOneStryker/:id'],
    ['/api/users/jean.dupont@chu-demo.test', '/api/users/:id'],
    ['/api/users/jean.dupont%40chu-demo.test', '/api/users/:id'],
    ['/commandes/12345?search=dupont#haut', '/commandes/:id'],
    ['/api/customers/C0012345/stats', '/api/customers/:id/stats'],
    ['/catalogue', '/catalogue'],
    ['/admin/kpi/statistiques', '/admin/kpi/statistiques'],
    ['/api/Authenticate/login', '/api/Authenticate/login'],
    ['/recherche/Jean Dupont', '/recherche/:id'],
  ])('%s → %s', (path, expected) => {
    expect(anonymousPath(path)).toBe(expected);
  });
});

describe('clientFailureSchema', () => {
  const valid = { kind: 'api-server-error', page: '/commandes/:id', api: '/api/orders/:id', status: 503 };

  it('accepts an anonymous report', () => {
    expect(clientFailureSchema.safeParse(valid).success).toBe(true);
    expect(clientFailureSchema.safeParse({ kind: 'uncaught-error', page: '/', errorName: 'TypeError' }).success).toBe(true);
  });

  it.each([
    ['an e-mail in the page', { ...valid, page: '/users/jean.dupont@chu-demo.test' }],
    ['an id in the API path', { ...valid, api: '/api/orders/ord-9f86d081884c7d65' }],
    ['a query string', { ...valid, page: '/commandes?search=dupont' }],
    ['a message', { ...valid, message: 'Cannot read properties of undefined (jean.dupont)' }],
    ['an error name that is a sentence', { ...valid, errorName: 'Erreur pour Jean Dupont' }],
    ['a status below 500', { ...valid, status: 404 }],
  ])('refuses %s', (_label, report) => {
    expect(clientFailureSchema.safeParse(report).success).toBe(false);
  });
});

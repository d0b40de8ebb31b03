import { describe, expect, it } from 'vitest';
import { routes } from '../../../functions/src/routes.js';
import { createMatcher } from './route-matcher.js';

const route = (method: string, path: string) => ({ name: `${method} ${path}`, method, path });

describe('local route matching', () => {
  const matcher = createMatcher([
    route('GET', 'users/{id}'),
    route('GET', 'users/user'),
    route('PUT', 'carts/items/{cartItemId}/quantity'),
    route('GET', 'files/{*rest}'),
  ]);

  it('prefers literal segments over parameters, as Azure does', () => {
    const found = matcher.match('GET', 'users/user');
    expect(found).toMatchObject({ route: { path: 'users/user' }, params: {} });
  });

  it('extracts and decodes parameters', () => {
    expect(matcher.match('GET', 'users/a%20b')).toMatchObject({ route: { path: 'users/{id}' }, params: { id: 'a b' } });
    expect(matcher.match('PUT', 'carts/items/x-1/quantity')).toMatchObject({ params: { cartItemId: 'x-1' } });
  });

  it('matches case-insensitively', () => {
    expect(matcher.match('GET', 'USERS/User')).toMatchObject({ route: { path: 'users/user' } });
  });

  it('tells a wrong method from an unknown path', () => {
    expect(matcher.match('DELETE', 'users/user')).toBe('method-not-allowed');
    expect(matcher.match('GET', 'nothing/here')).toBeUndefined();
  });

  it('supports catch-all parameters', () => {
    expect(matcher.match('GET', 'files/a/b/c')).toMatchObject({ params: { rest: 'a/b/c' } });
  });
});

describe('the route table', () => {
  it('has unique function names and unique method + path pairs', () => {
    const names = routes.map((r) => r.name);
    const keys = routes.map((r) => `${r.method} ${r.path.toLowerCase()}`);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('resolves every route of the table to itself', () => {
    const matcher = createMatcher(routes);
    for (const r of routes) {
      const samplePath = r.path.replace(/\{\*?([A-Za-z_]\w*)[^}]*\}/g, 'sample-$1');
      const found = matcher.match(r.method, samplePath);
      expect(found !== undefined && found !== 'method-not-allowed' && found.route.name, `${r.method} ${r.path}`).toBe(r.name);
    }
  });
});

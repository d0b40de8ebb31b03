/**
 * Requests generated from a route of the table: a valid one (built from its zod schemas by route-samples.ts)
 * with chosen values in place, which the pipeline's in-process tests and the API tests then spoil one
 * thing at a time.
 */
import type { AnyRoute } from '../http/route.js';
import { requiresVersion } from '../http/versioned-writes.js';
import { ANY_VERSION } from '../domain/versions.js';
import { asQuery, sampleFor, type Overrides } from './route-samples.js';

export const routeLabel = (r: AnyRoute) => `${r.method} /api/${r.path} (${r.name})`;

export interface Values {
  params?: Overrides;
  query?: Overrides;
  body?: Overrides;
}

export interface BuiltRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  hasBody: boolean;
  /** Path parameter values (decoded). */
  params: Record<string, string>;
  /**
   * If-Match on a write that must name the version it was made on (versioned-writes.ts): `*`, which every
   * handler takes, as these requests are about something else than concurrent edits.
   */
  headers: Record<string, string>;
}

/** The path of a route with these parameter values (encoded). */
export function fillPath(route: AnyRoute, params: Record<string, string>): string {
  return route.path.replace(/\{([^}:?]+)[^}]*\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

export const pathParams = (route: AnyRoute): string[] => [...route.path.matchAll(/\{([^}:?]+)[^}]*\}/g)].map((m) => m[1]);

/**
 * A request that passes the route's validation, with the given values in place. Throws when the generated
 * request does not validate, so a new schema the generator cannot satisfy fails loudly instead of testing
 * validation in place of access control.
 */
export function buildRequest(route: AnyRoute, values: Values = {}, shared: Overrides = {}): BuiltRequest {
  const paramValues: Record<string, string> = {};
  const fromSchema = route.params ? (sampleFor(route.params, { ...shared, ...values.params }) as Record<string, unknown>) : {};
  for (const name of pathParams(route)) {
    const explicit = Object.entries({ ...shared, ...values.params }).find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1];
    paramValues[name] = String(explicit ?? fromSchema[name] ?? 'abc123');
  }
  const query = route.query ? asQuery(sampleFor(route.query, { ...shared, ...values.query })) : {};
  const body = route.body ? sampleFor(route.body, { ...shared, ...values.body }) : undefined;
  const problems: string[] = [];
  const check = (label: string, schema: AnyRoute['body'], input: unknown) => {
    const r = schema?.safeParse(input);
    if (r && !r.success) problems.push(`${label} ${JSON.stringify(input)} : ${r.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join(' ; ')}`);
  };
  check('params', route.params, paramValues);
  check('query', route.query, query);
  check('body', route.body, body);
  if (problems.length) {
    throw new Error(
      `${routeLabel(route)} : requête valide impossible à générer (ajoutez une valeur dans functions/src/testing/route-samples.ts) — ${problems.join(' | ')}`,
    );
  }
  const headers: Record<string, string> = requiresVersion(route) ? { 'if-match': ANY_VERSION } : {};
  return { method: route.method, path: fillPath(route, paramValues), query, body, hasBody: route.body !== undefined, params: paramValues, headers };
}

/** Values that refer to a customer or a user, by field name, wherever they appear. */
export function customerValues(customerId: string): Overrides {
  return { customerId, customer: customerId, Customer: customerId, fK_Customer: customerId, fK_CustomerId: customerId };
}

/** Values that put this customer where a customer-scoped route reads it (scope.in / scope.key). */
export function scopedValues(route: AnyRoute, customerId: string): Values {
  return route.scope.kind === 'customer' ? { [route.scope.in]: { [route.scope.key]: customerId } } : {};
}

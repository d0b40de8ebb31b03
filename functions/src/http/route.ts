import type { HttpRequest, HttpResponseInit, InvocationContext } from '@azure/functions';
import type { z } from 'zod';
import type { Principal } from '../auth/principal.js';
import { isStaffRole } from '@portail/common';
import { fromStorageError } from './storage-errors.js';

/**
 * public: no token. user: any signed-in user. staff: ADMIN or COMMERCIAL. admin: ADMIN only.
 */
export type Access = 'public' | 'user' | 'staff' | 'admin';

/** Kinds of customer-owned resources whose id can stand in a path (used by the access-control tests). */
export type ResourceKind = 'cartItem' | 'order' | 'file' | 'address' | 'user' | 'priceList' | 'contract' | 'product';

/**
 * How the server decides which customer a request touches.
 * - customer: the id is in the request; the pipeline checks it before the handler runs.
 * - resource: a resource id is in the path; the handler loads it and calls ctx.requireCustomer.
 * - self: a user id is in the request; only that user (or an admin) may use it. ownOnly: that user alone,
 *   an admin included (what only the person can say, such as accepting the terms).
 * - none: nothing customer-specific, or the handler only reads the caller's own data.
 */
export type Scope =
  | { kind: 'none' }
  | { kind: 'customer'; in: 'params' | 'query' | 'body'; key: string }
  | { kind: 'resource'; param: string; resource: ResourceKind }
  | { kind: 'self'; in: 'params' | 'body'; key: string; ownOnly?: true };

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface HandlerContext<A extends Access, P, Q, B> {
  request: HttpRequest;
  log: InvocationContext;
  params: P;
  query: Q;
  body: B;
  principal: A extends 'public' ? Principal | null : Principal;
  /** Throws 404 unless the caller may see this customer's data (404, not 403: existence is not disclosed). */
  requireCustomer(customerId: string): void;
}

export interface RouteDef<A extends Access, P, Q, B> {
  /** Function name in Azure: verbNoun, unique. */
  name: string;
  method: Method;
  /** Azure route template below /api, e.g. "carts/{customerId}". Matched case-insensitively, as Azure does. */
  path: string;
  access: A;
  scope: Scope;
  summary: string;
  tags: string[];
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  /** Largest accepted body in bytes (default 64 KiB). */
  maxBodyBytes?: number;
  /** The answer, for the OpenAPI document. Absent for binary downloads. */
  response?: z.ZodType;
  responseContentType?: string;
  /**
   * On a write of the customer portal (isCustomerPortalWrite) that the back office offers as well: an
   * administrator may still make it there (the cart dialog's item delete, back-office.md). Nothing else.
   */
  adminMayWrite?: true;
  /**
   * A signed-in call (access `user`) that a customer user may make before accepting the terms in force:
   * their own account, and reading and accepting the terms. Every other one is refused until then
   * (needsAcceptedTerms, docs/permissions.md).
   */
  openBeforeTerms?: true;
  /**
   * A POST that changes a record in place (a price of a list, the users of a customer): like a back-office
   * PUT or DELETE, it must name the version it was made on (If-Match; versioned-writes.ts).
   */
  versioned?: true;
  /** Paged lists carry X-Pagination. */
  paged?: boolean;
  /** The success status, for the OpenAPI document: 202 for work queued; by default 201 for createX, else 200. */
  successStatus?: 200 | 201 | 202;
  handler(ctx: HandlerContext<A, P, Q, B>): Promise<HttpResponseInit>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoute = RouteDef<Access, any, any, any>;

/**
 * Lets TypeScript infer params, query and body types from the schemas, and is the edge where storage
 * errors (a write that stayed contended) become the answer the caller can act on.
 */
export function defineRoute<A extends Access, P = Record<string, never>, Q = Record<string, never>, B = undefined>(def: RouteDef<A, P, Q, B>): AnyRoute {
  const { handler } = def;
  return {
    ...def,
    async handler(ctx: HandlerContext<A, P, Q, B>) {
      try {
        return await handler(ctx);
      } catch (err) {
        throw fromStorageError(err);
      }
    },
  } as AnyRoute;
}

/**
 * A write of the customer portal made for a customer: its cart, its orders, its contact e-mails. Staff
 * who view the portal as the customer (« voir comme ») only read it, so the pipeline refuses them these
 * (docs/permissions.md). Derived from the declaration, so a new portal write is covered without a word:
 * a signed-in write that names a customer or one of its records. A user's writes about themself (terms
 * acceptance, Microsoft link) stay theirs, staff included.
 */
export function isCustomerPortalWrite(route: Pick<AnyRoute, 'access' | 'method' | 'scope'>): boolean {
  return route.access === 'user' && route.method !== 'GET' && (route.scope.kind === 'customer' || route.scope.kind === 'resource');
}

/**
 * A call that a customer user makes only once they have accepted the terms in force: the customer portal,
 * every signed-in route but the caller's own account and the terms themselves. Staff are not customer
 * users: their access is their role's, and the terms of sale bind the customers (docs/permissions.md).
 */
export function needsAcceptedTerms(route: Pick<AnyRoute, 'access' | 'openBeforeTerms'>, principal: Principal | null): boolean {
  return route.access === 'user' && !route.openBeforeTerms && principal !== null && !isStaffRole(principal.role);
}

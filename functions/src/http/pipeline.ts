import type { HttpHandler, HttpRequest, HttpResponseInit, InvocationContext } from '@azure/functions';
import { config } from '../config.js';
import { authenticate } from '../auth/authenticate.js';
import { hasBearer } from '../auth/bearer.js';
import { canAccessCustomer, isAdmin, isGroupBuyer, isStaff, type Principal } from '../auth/principal.js';
import { ApiError, failure, forbidden, groupBuyerReadOnly, notFound, staffReadOnly, termsNotAccepted, timeout } from './errors.js';
import { hasAcceptedCurrentTerms } from '../data/terms-repository.js';
import { serving } from '../context/foreground.js';
import { budgetSignal, runWithinBudget } from '../context/request-budget.js';
import { readBodyWithin } from './body.js';
import { errorResponse } from './responses.js';
import { isCustomerPortalWrite, needsAcceptedTerms, type AnyRoute } from './route.js';
import { logSecurityEvent } from './security-events.js';
import { parseWith } from './validation.js';
import { checkVersionSent } from './versioned-writes.js';

const DEFAULT_MAX_BODY = 64 * 1024;
/** Answers that are security events: not signed in, not allowed, throttled. */
const REFUSALS = new Set([401, 403, 429]);

/**
 * Wraps a route of the table into an Azure Functions v4 HTTP handler. Every request has a time budget
 * (REQUEST_BUDGET_MS): past it the caller gets a 503 it can retry, and the work still running can no
 * longer write (see request-budget.ts).
 */
export function toHttpHandler(route: AnyRoute): HttpHandler {
  return async (request: HttpRequest, log: InvocationContext) => {
    let budgetMs: number;
    try {
      budgetMs = config().requestBudgetMs;
    } catch (err) {
      return serverError(route, log, err);
    }
    const outcome = await serving(() => runWithinBudget(budgetMs, () => serve(route, request, log)));
    if (!outcome.spent) return outcome.value;
    log.warn(`${route.name} : budget de ${budgetMs} ms dépassé, réponse 503`);
    return errorResponse(timeout());
  };
}

async function serve(route: AnyRoute, request: HttpRequest, log: InvocationContext): Promise<HttpResponseInit> {
  let principal: Principal | null = null;
  try {
    principal = route.access === 'public' ? await optionalPrincipal(request) : await authenticate(request);
    checkRole(route, principal);
    const params = route.params ? parseWith(route.params, request.params, 'params') : {};
    const query = route.query ? parseWith(route.query, Object.fromEntries(request.query.entries()), 'query') : {};
    const body = route.body ? parseWith(route.body, await readJson(request, route.maxBodyBytes ?? DEFAULT_MAX_BODY), 'body') : undefined;
    checkScope(route, principal, { params, query, body });
    // After the checks of who and what: a caller refused those learns nothing from a 428.
    checkVersionSent(route, request);
    // Last of the checks: the only one that reads storage, and only for a customer user.
    if (needsAcceptedTerms(route, principal) && !(await hasAcceptedCurrentTerms(principal!.user.id))) throw termsNotAccepted();
    return await route.handler({
      request,
      log,
      params,
      query,
      body,
      principal,
      requireCustomer(customerId: string) {
        if (!canAccessCustomer(principal, customerId)) throw notFound();
      },
    });
  } catch (err) {
    if (err instanceof ApiError) {
      // A failed sign-in is logged by the sign-in itself, with the account it was for.
      if (REFUSALS.has(err.status) && err.code !== 'invalid_credentials') {
        logSecurityEvent(log, request, 'request_refused', { route: route.name, status: err.status, code: err.code, userId: principal?.user.id });
      }
      return errorResponse(err);
    }
    // The caller already has its 503: what stopped the work is the budget, not a fault.
    if (budgetSignal()?.aborted) return errorResponse(timeout());
    return serverError(route, log, err);
  }
}

function serverError(route: AnyRoute, log: InvocationContext, err: unknown): HttpResponseInit {
  log.error(`${route.name} a échoué`, err);
  return errorResponse(failure('server_error'));
}

async function optionalPrincipal(request: HttpRequest): Promise<Principal | null> {
  return hasBearer(request) ? authenticate(request).catch(() => null) : null;
}

function checkRole(route: AnyRoute, principal: Principal | null): void {
  if (route.access === 'admin' && !isAdmin(principal)) throw forbidden();
  if (route.access === 'staff' && !isStaff(principal)) throw forbidden();
  // « Voir comme » is a reading: the customer's own acts are its users' (docs/permissions.md).
  if (isCustomerPortalWrite(route) && isStaff(principal) && !(route.adminMayWrite && isAdmin(principal))) throw staffReadOnly();
  // So is a group buyer's visit of a member's portal: ordering and spending points stay with each member.
  if (isCustomerPortalWrite(route) && isGroupBuyer(principal)) throw groupBuyerReadOnly();
}

function checkScope(route: AnyRoute, principal: Principal | null, input: Record<'params' | 'query' | 'body', unknown>): void {
  const scope = route.scope;
  if (scope.kind === 'customer') {
    const id = (input[scope.in] as Record<string, unknown> | undefined)?.[scope.key];
    if (typeof id !== 'string' || !canAccessCustomer(principal, id)) throw forbidden();
  } else if (scope.kind === 'self') {
    const id = (input[scope.in] as Record<string, unknown> | undefined)?.[scope.key];
    if ((scope.ownOnly || !isAdmin(principal)) && id !== principal?.user.id) throw forbidden();
  }
}

async function readJson(request: HttpRequest, maxBytes: number): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw failure('unsupported_media_type');
  }
  const raw = (await readBodyWithin(request, maxBytes)).toString('utf8');
  if (raw.trim() === '') throw failure('invalid_json');
  try {
    return JSON.parse(raw);
  } catch {
    throw failure('invalid_json');
  }
}

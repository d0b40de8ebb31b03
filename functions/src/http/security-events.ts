import type { HttpRequest, InvocationContext } from '@azure/functions';
import { createHmac } from 'node:crypto';
import { clientAddress } from '../auth/client-address.js';
import { config } from '../config.js';

/**
 * Security events (ASVS V16): one JSON line each, written through the invocation's logger, so the Functions
 * host sends it to Application Insights (traces) and the Function App's diagnostic settings to the Log
 * Analytics workspace (FunctionAppLogs, never sampled; infra/modules/functions.bicep). Find them with
 * `FunctionAppLogs | where Message startswith '{"securityEvent"' | extend e = parse_json(Message)`.
 */
export type SecurityEventName =
  /** A wrong address or password, or an inactive account (userId when the account exists). */
  | 'sign_in_failed'
  /** A 401, 403 or 429 answered by the pipeline (userId when the caller is signed in). */
  | 'request_refused'
  | 'password_reset_requested'
  | 'password_reset'
  /** A reset or invitation link refused (userId is the one the caller sent). */
  | 'password_reset_failed'
  /** A signed-in user changed their own password (their other sessions end). */
  | 'password_changed'
  /** A wrong current password, or a change that lost to another one (userId is the caller). */
  | 'password_change_failed'
  /** A sign-out: the session's token is refused from now on. */
  | 'session_revoked'
  | 'role_changed';

/**
 * What an event may say besides its name: identifiers, route names, statuses, roles. Never a password, a
 * token or an address in clear: the callers pass none, and an e-mail goes through pseudonym().
 */
export type SecurityEventDetails = { userId?: string } & Record<string, string | number | boolean | undefined>;

const WARNINGS = new Set<SecurityEventName>(['sign_in_failed', 'request_refused', 'password_reset_failed', 'password_change_failed']);

/** Logs one event and returns the line written (for tests). */
export function logSecurityEvent(log: InvocationContext, request: HttpRequest, event: SecurityEventName, details: SecurityEventDetails = {}): string {
  const line = JSON.stringify({
    securityEvent: event,
    at: new Date().toISOString(),
    ...details,
    clientAddress: clientAddressPseudonym(request),
    invocationId: log.invocationId,
  });
  if (WARNINGS.has(event)) log.warn(line);
  else log.info(line);
  return line;
}

/**
 * A keyed hash: the same value always gives the same pseudonym, so the attempts of one address or one
 * account can be counted, but whoever reads the logs cannot recover it. An unkeyed hash (what the throttle
 * counters store) would not do here: every IPv4 address can be hashed in minutes and looked up.
 */
export function pseudonym(kind: 'address' | 'email', value: string): string {
  return createHmac('sha256', config().token.secret).update(`journal-securite:${kind}:${value.trim().toLowerCase()}`).digest('hex').slice(0, 32);
}

function clientAddressPseudonym(request: HttpRequest): string {
  return pseudonym('address', clientAddress(request, config().clientAddress.proxyHops));
}

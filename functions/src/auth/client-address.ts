import type { HttpRequest } from '@azure/functions';

/** Calls that reach the app with no proxy in front (the local host, tests without X-Forwarded-For). */
export const DIRECT_ADDRESS = 'direct';

/**
 * The caller's address as the platform saw it: the LAST X-Forwarded-For entry, the one Static Web Apps or
 * Front Door appends. Earlier entries are whatever the client sent and are never trusted, so a client cannot
 * choose the address its attempts are counted against. Ports are dropped ("1.2.3.4:5678", "[::1]:5678"),
 * so one machine is one address.
 */
export function clientAddress(request: HttpRequest): string {
  const entries = (request.headers.get('x-forwarded-for') ?? '').split(',');
  const last = entries[entries.length - 1].trim().toLowerCase();
  if (last === '') return DIRECT_ADDRESS;
  const bracketed = /^\[([0-9a-f:.]+)\](?::\d+)?$/.exec(last);
  if (bracketed) return bracketed[1];
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(last);
  if (v4WithPort) return v4WithPort[1];
  return last.slice(0, 64);
}

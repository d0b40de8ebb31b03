import type { HttpRequest } from '@azure/functions';

/** Calls that reach the app with no proxy in front (the local host, tests without X-Forwarded-For). */
export const DIRECT_ADDRESS = 'direct';

/**
 * The caller's address as the platform saw it. Each proxy appends the address it received the call from, so
 * only the trailing entries are trustworthy: with `proxyHops` 0 (CLIENT_ADDRESS_PROXY_HOPS) it is the LAST
 * entry, the one Static Web Apps or Front Door appends; with 1, the one before it, when another proxy behind
 * them appends its own hop. Earlier entries are whatever the client sent and are never trusted, so a client
 * cannot choose the address its attempts are counted against. Ports are dropped ("1.2.3.4:5678",
 * "[::1]:5678"), so one machine is one address.
 */
export function clientAddress(request: HttpRequest, proxyHops = 0): string {
  const header = request.headers.get('x-forwarded-for') ?? '';
  const entries = header === '' ? [] : header.split(',');
  // Fewer entries than the proxies would have written: the call did not come through them.
  const entry = (entries[entries.length - 1 - proxyHops] ?? '').trim().toLowerCase();
  if (entry === '') return DIRECT_ADDRESS;
  const bracketed = /^\[([0-9a-f:.]+)\](?::\d+)?$/.exec(entry);
  if (bracketed) return bracketed[1];
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(entry);
  if (v4WithPort) return v4WithPort[1];
  return entry.slice(0, 64);
}

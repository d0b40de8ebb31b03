import type { ClientFailure } from '@portail/common';
import { anonymousPath } from '@portail/common/contract/anonymous-path';

/**
 * Reports the site's failures to the API (POST /api/clientFailures, then Application Insights): uncaught
 * errors, unhandled rejections and the API's 5xx answers. Without personal data: the kind, the anonymised
 * page and API path, the status, the error's class name; never a message, a query string or an id.
 * Installed once at start-up; no SDK, a few hundred bytes.
 */
const ENDPOINT = '/api/clientFailures';
/** A page that fails in a loop sends a handful of reports, not thousands. */
const MAX_REPORTS_PER_PAGE_LOAD = 10;

const sent = new Set<string>();

function send(report: ClientFailure): void {
  const body = JSON.stringify(report);
  if (sent.size >= MAX_REPORTS_PER_PAGE_LOAD || sent.has(body)) return;
  sent.add(body);
  // A beacon still leaves when the page is being closed, and never delays it.
  if (navigator.sendBeacon?.(ENDPOINT, new Blob([body], { type: 'application/json' }))) return;
  void fetch(ENDPOINT, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, keepalive: true }).catch(() => undefined);
}

const page = () => anonymousPath(location.pathname);

const errorName = (error: unknown): string | undefined => {
  const name = error instanceof Error ? error.name : undefined;
  return name && /^[A-Za-z][A-Za-z0-9]{0,59}$/.test(name) ? name : undefined;
};

export function installFailureReporting(): void {
  addEventListener('error', (event) => send({ kind: 'uncaught-error', page: page(), errorName: errorName(event.error) }));
  addEventListener('unhandledrejection', (event) => send({ kind: 'unhandled-rejection', page: page(), errorName: errorName(event.reason) }));
  // The API's answers are seen through Resource Timing (status only): the API client stays as it is and no
  // body is read. Browsers without responseStatus report nothing here.
  if (typeof PerformanceObserver === 'undefined') return;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
        const status = entry.responseStatus;
        if (!status || status < 500 || status > 599) continue;
        const url = new URL(entry.name, location.href);
        if (url.origin !== location.origin || !url.pathname.startsWith('/api/') || url.pathname === ENDPOINT) continue;
        send({ kind: 'api-server-error', page: page(), api: anonymousPath(url.pathname), status });
      }
    }).observe({ type: 'resource', buffered: true });
  } catch {
    // 'resource' entries unsupported: errors are still reported.
  }
}

import { clientFailureSchema } from '@portail/common';
import { noContent } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';

/** Reports logged per instance and minute: beyond it a flood costs nothing in telemetry. */
const REPORTS_PER_MINUTE = 60;
let window = { start: 0, count: 0 };

function withinAllowance(now: number): boolean {
  if (now - window.start >= 60_000) window = { start: now, count: 0 };
  window.count += 1;
  return window.count <= REPORTS_PER_MINUTE;
}

/**
 * The site's failures (the API's 5xx, uncaught errors) go to the logs, and so to Application Insights, as
 * a warning of the request that carried them. The schema admits no message, query string or identifier:
 * nothing that names a person reaches the telemetry.
 */
export const reportClientFailure = defineRoute({
  name: 'reportClientFailure',
  method: 'POST',
  path: 'clientFailures',
  access: 'public',
  scope: { kind: 'none' },
  summary: 'Signalement anonyme d’une erreur du site (réponse 5xx de l’API, erreur non interceptée)',
  tags: ['system'],
  body: clientFailureSchema,
  maxBodyBytes: 2048,
  async handler({ body, log }) {
    if (withinAllowance(Date.now())) log.warn('Erreur du site', JSON.stringify(body));
    return noContent();
  },
});

import type { AnyRoute } from '../../http/route.js';
import { reportClientFailure } from './client-failures-report.js';
import { getClientConfig } from './config-get.js';

/**
 * The OpenAPI route is passed in rather than built here: it reads the whole table, which lives in
 * routes.ts, and building it here would make the two modules import each other.
 */
export function systemRoutes(openApi: AnyRoute): AnyRoute[] {
  return [getClientConfig, openApi, reportClientFailure];
}

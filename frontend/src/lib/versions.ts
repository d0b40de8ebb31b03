// The messages part only, as api-client.ts: the whole catalogue would weigh on the first download.
import { frMessages as fr } from '@portail/common/i18n/fr-messages';
import { ApiRequestError, apiResponse, type RequestOptions } from './api-client';

/**
 * No lost update (docs/permissions.md, « Modifications concurrentes »): every change the back office makes
 * carries the version of what it changes as the screen read it (its ETag), in If-Match. The API refuses a
 * change without one (428) and one made on a version someone else replaced since (412).
 */
export function ifMatch(etag: string | null | undefined): Record<string, string> {
  // Without the version read there is nothing to send: the change is refused here as the API would.
  if (!etag) throw new ApiRequestError(428, 'precondition_required', fr['alert.error.version-required']);
  return { 'If-Match': etag };
}

/** A JSON answer with its version (ETag): what a screen then edits, or the next version after a save. */
export async function apiVersioned<T>(path: string, options: RequestOptions = {}): Promise<{ data: T; etag: string | null }> {
  const response = await apiResponse(path, options);
  const text = response.status === 204 ? '' : await response.text();
  return { data: (text ? JSON.parse(text) : undefined) as T, etag: response.headers.get('ETag') };
}

import { ApiRequestError } from '../../lib/api-client';
import type { Translate } from '../../i18n/use-t';

/** Throttling and network problems say what happened; any other refusal is the generic login failure. */
export function loginFailureMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiRequestError && (error.status === 429 || error.status === 0)) return error.message;
  return t('alert.error.login');
}

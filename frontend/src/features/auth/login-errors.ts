import { ApiRequestError } from '../../lib/api-client';
import type { Translate } from '../../i18n/use-t';

const clock = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Paris' });

/** « 3 min » or « 45 s »: how long until the account unlocks. */
function waitText(seconds: number): string {
  return seconds >= 60 ? `${Math.ceil(seconds / 60)} min` : `${Math.max(1, Math.round(seconds))} s`;
}

/**
 * Distinct messages: wrong credentials (the spec's unauthorised login), a locked account saying when it
 * unlocks (the 429's Retry-After), and a failure of the service (5xx; an unreachable server says so).
 */
export function loginFailureMessage(error: unknown, t: Translate, now = new Date()): string {
  if (error instanceof ApiRequestError) {
    if (error.code === 'too_many_requests') {
      const seconds = error.retryAfterSeconds ?? 60;
      return t('login.locked', { time: clock.format(new Date(now.getTime() + seconds * 1000)), wait: waitText(seconds) });
    }
    // Unreachable: the client's own words (« Le serveur est injoignable… »); answered with a failure: the service's.
    if (error.code === 'network') return t('alert.error.network');
    if (error.status >= 500) return t('login.service-failure');
    return t('alert.error.login');
  }
  // Not an answer of the API (the Microsoft popup closed or refused): the sign-in did not happen.
  return t('alert.error.login');
}

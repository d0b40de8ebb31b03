import { useSyncExternalStore } from 'react';
import { mutate } from 'swr';

/**
 * Set when the API refused a call with terms_not_accepted: the terms in force are not accepted by this
 * user (a new version came into force, or a page was opened before home's dialog). The terms gate of the
 * signed-in header then shows the dialog on whatever page the user is on, not only on home.
 */
let required = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

export function markTermsRequired(): void {
  // The accepted flag may be a « yes » read before a new version came into force: read it again.
  void mutate((key) => typeof key === 'string' && key.startsWith('/TermsAndConditions/accepted/'));
  if (required) return;
  required = true;
  notify();
}

/** After an acceptance: every call refused meanwhile is made again. */
export function clearTermsRequired(): void {
  required = false;
  notify();
  void mutate(() => true);
}

export function useTermsRequired(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => required,
  );
}

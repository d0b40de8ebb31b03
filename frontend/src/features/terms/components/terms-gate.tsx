import { lazy, Suspense } from 'react';
import { useSession } from '../../auth/session-store';
import { useCurrentTerms, useTermsAccepted } from '../api/terms';

// The dialog (and Fluent's dialog code) is downloaded only by the few who have terms to accept.
const TermsDialog = lazy(() => import('./terms-dialog'));

/** Renders the blocking terms dialog when the signed-in user has not accepted the current version. */
export function TermsGate() {
  const { user } = useSession();
  const { data: accepted } = useTermsAccepted(user?.id);
  const { data: terms } = useCurrentTerms(accepted === false);
  if (!user || accepted !== false || !terms) return null;
  return (
    <Suspense fallback={null}>
      <TermsDialog userId={user.id} terms={terms} />
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { usePaths } from '../../config/config-context';
import { useSession } from '../../auth/session-store';
import { useCurrentTerms, useTermsAccepted } from '../api/terms';
import { useTermsRequired } from '../terms-required';

// The dialog (and Fluent's dialog code) is downloaded only by the few who have terms to accept.
const TermsDialog = lazy(() => import('./terms-dialog'));

/**
 * Renders the blocking terms dialog when the signed-in user has not accepted the current version: on home
 * and /admin (spec section 4), and on any page once the API has refused a call for it (terms_not_accepted:
 * the portal's calls wait for the acceptance, docs/permissions.md). Drawn once, by the signed-in header.
 */
export function TermsGate() {
  const { user } = useSession();
  const paths = usePaths();
  const { pathname } = useLocation();
  const refused = useTermsRequired();
  const asked = refused || pathname === paths.home || pathname === paths.admin;
  const { data: accepted } = useTermsAccepted(asked ? user?.id : undefined);
  const { data: terms } = useCurrentTerms(accepted === false);
  if (!user || !asked || accepted !== false || !terms) return null;
  return (
    <Suspense fallback={null}>
      <TermsDialog userId={user.id} terms={terms} />
    </Suspense>
  );
}

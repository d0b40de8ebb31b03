import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { isStaffRole } from '@portail/common';
import { normalisePath, publicPaths } from '../../../routes/paths';
import { usePaths } from '../../config/config-context';
import { useSession } from '../../auth/session-store';
import { useCurrentTerms, useTermsAccepted } from '../api/terms';
import { useTermsRequired } from '../terms-required';

// The dialog (and Fluent's dialog code) is downloaded only by the few who have terms to accept.
const TermsDialog = lazy(() => import('./terms-dialog'));

/**
 * Renders the blocking terms dialog when the signed-in user has not accepted the current version: on home
 * and /admin (spec section 4) and the customer chooser; for a customer user on every page that is not public
 * (the API refuses them the portal until they accept, docs/permissions.md: a page opened by a link or a
 * reload would draw its content, then its refusals, then the dialog); and on any page once the API has
 * refused a call for it (terms_not_accepted: a new version came into force). Drawn once, by the header.
 */
/** Whether this page asks the signed-in user for the terms, and their answer once read. */
function useTermsQuestion() {
  const { user } = useSession();
  const paths = usePaths();
  const { pathname } = useLocation();
  const refused = useTermsRequired();
  const page = normalisePath(pathname);
  // The chooser too: it is where a user with several customers lands, and choosing reads the portal.
  const asked =
    refused ||
    page === paths.home ||
    page === paths.admin ||
    page === paths.selectCustomer ||
    (user !== null && !isStaffRole(user.userRole) && !publicPaths(paths).includes(page));
  const { data: accepted, error } = useTermsAccepted(asked ? user?.id : undefined);
  return { user, asked, accepted, error };
}

/**
 * False while a page that asks for the terms does not know the answer yet, or the terms are still to
 * accept (defect 15): the page's content is drawn only once the terms are known accepted, never under the
 * dialog a second later. A failed read does not hold the page (the API still refuses the portal).
 */
export function useTermsSettled(): boolean {
  const { user, asked, accepted, error } = useTermsQuestion();
  return !user || !asked || accepted === true || error !== undefined;
}

export function TermsGate() {
  const { user, asked, accepted } = useTermsQuestion();
  const { data: terms } = useCurrentTerms(accepted === false);
  if (!user || !asked || accepted !== false || !terms) return null;
  return (
    <Suspense fallback={null}>
      <TermsDialog userId={user.id} terms={terms} />
    </Suspense>
  );
}

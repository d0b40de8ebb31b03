import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { isGroupBuyerRole, isStaffRole } from '@portail/common';
import { useNotify } from '../../../components/notify';
import { useT } from '../../../i18n/use-t';
import { ApiRequestError } from '../../../lib/api-client';
import { isLeavingPage } from '../../../lib/page-lifecycle';
import { usePaths } from '../../config/config-context';
import { useUserInfos } from '../../auth/api/user-infos';
import { clearSession, saveUser, useSession } from '../../auth/session-store';
import { TermsGate } from '../../terms/components/terms-gate';
import { TopBar } from './top-bar';

// The drawer is downloaded on the first opening of the menu, not with every page.
const SideMenu = lazy(() => import('./side-menu').then((m) => ({ default: m.SideMenu })));
// Staff only: a customer's user never downloads it.
const BackOfficeNav = lazy(() => import('../../back-office/components/back-office-nav'));

/** Top bar and side menu of a signed-in user; loaded lazily so the sign-in page does not carry them. */
export default function SignedInHeader() {
  const t = useT();
  const notify = useNotify();
  const navigate = useNavigate();
  const paths = usePaths();
  const { user, customer } = useSession();
  const { data, error } = useUserInfos(true);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);

  // The stored user may be stale (role changed by an administrator): the server's copy wins.
  useEffect(() => {
    if (data && JSON.stringify(data.user) !== JSON.stringify(user)) saveUser(data.user);
  }, [data, user]);

  // Spec section 8: failing to load user info ends the session. A 401 is already handled by the API client;
  // a request cut because the reader is leaving the page is no failure.
  useEffect(() => {
    if (!error || isLeavingPage() || (error instanceof ApiRequestError && (error.status === 401 || error.status === 419))) return;
    clearSession();
    notify.error(t('alert.error.login'));
    void navigate(paths.login, { replace: true });
  }, [error, notify, t, navigate, paths]);

  return (
    <>
      <TopBar
        customer={customer}
        canSwapCustomer={(data?.customers.length ?? 0) > 1 && !isGroupBuyerRole(user?.userRole)}
        onMenuToggle={() => {
          setMenuUsed(true);
          setMenuOpen((open) => !open);
        }}
      />
      {customer && menuUsed && (
        <Suspense fallback={null}>
          <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
      {isStaffRole(user?.userRole) && (
        <Suspense fallback={null}>
          <BackOfficeNav />
        </Suspense>
      )}
      <TermsGate />
    </>
  );
}

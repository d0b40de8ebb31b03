import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { mutate } from 'swr';
import { isAdminRole, isGroupBuyerRole, type Customer, type Session } from '@portail/common';
import { useNotify } from '../../components/notify';
import { useT } from '../../i18n/use-t';
import { ApiRequestError, endSessionOnServer } from '../../lib/api-client';
import { CONFIG_KEY } from '../config/api/config';
import { usePaths, useAppConfig } from '../config/config-context';
import { getCustomerStats, statsKey } from '../stats/api/stats';
import { getUserInfos, USER_INFOS_KEY } from './api/user-infos';
import { clearSession, getToken, saveCustomer, saveSession } from './session-store';

/** Drops every cached answer but the public configuration, so the next user never sees the previous one's data. */
export const forgetCachedData = (): Promise<unknown> => mutate((key) => key !== CONFIG_KEY, undefined, { revalidate: false });

export function useAuthActions() {
  const navigate = useNavigate();
  const paths = usePaths();
  const { providerLabel } = useAppConfig();
  const notify = useNotify();
  const t = useT();

  const logout = useCallback(() => {
    const token = getToken();
    clearSession();
    if (token) endSessionOnServer(token);
    void forgetCachedData();
    void navigate(paths.login, { replace: true });
  }, [navigate, paths]);

  /**
   * Spec §4 (Session): choosing a customer loads its data, then stores it and goes to `to` (home unless the
   * chooser was opened from a page every customer has, issue 30). If that load fails the session ends: back
   * to login with the missing-information error.
   */
  const selectCustomer = useCallback(
    async (customer: Customer, to: string = paths.home) => {
      try {
        const stats = await getCustomerStats(customer.id);
        void mutate(statsKey(customer.id), stats, { revalidate: false });
      } catch (cause) {
        // An expired session has already been sent to login with its own message.
        if (cause instanceof ApiRequestError && (cause.status === 401 || cause.status === 419)) return;
        // Terms not accepted yet: the terms dialog opens (api-client); once accepted, the choice is made again.
        if (cause instanceof ApiRequestError && cause.code === 'terms_not_accepted') return;
        logout();
        notify.error(t('errors.missing-information'));
        return;
      }
      saveCustomer(customer);
      void navigate(to);
    },
    [navigate, paths, notify, t, logout],
  );

  /**
   * Opens the chooser with the current customer kept (it is marked there, and stays if the user goes back)
   * and the page to return to once another one is chosen.
   */
  const swapCustomer = useCallback(
    (from: string) => {
      void navigate(paths.selectCustomer, { state: { from } });
    },
    [navigate, paths],
  );

  /**
   * The login flow of spec section 4, shared by password and Microsoft sign-in.
   * The session is stored only once the destination is known, so the guard never sees a half-signed-in user.
   */
  const completeSignIn = useCallback(
    async (session: Session) => {
      await forgetCachedData();
      if (isAdminRole(session.user.userRole)) {
        saveSession(session.token, session.user);
        void navigate(paths.admin, { replace: true });
        return;
      }
      // Its group's home is its landing page; it opens a member's portal from there, read-only.
      if (isGroupBuyerRole(session.user.userRole)) {
        saveSession(session.token, session.user);
        void navigate(paths.buyingGroup, { replace: true });
        return;
      }
      const infos = await getUserInfos(session.token).catch(() => null);
      if (infos === null || infos.customers.length === 0) {
        clearSession();
        notify.error(t('alert.error.no-customer', { provider: providerLabel }));
        return;
      }
      saveSession(session.token, session.user);
      void mutate(USER_INFOS_KEY, infos, { revalidate: false });
      if (infos.customers.length === 1) {
        saveCustomer(infos.customers[0]);
        void navigate(paths.home, { replace: true });
      } else {
        void navigate(paths.selectCustomer, { replace: true });
      }
    },
    [navigate, paths, notify, t, providerLabel],
  );

  return { logout, selectCustomer, swapCustomer, completeSignIn };
}

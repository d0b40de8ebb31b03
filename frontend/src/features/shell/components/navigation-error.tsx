import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { Page } from '../../../components/page';
import { RouterLink } from '../../../components/router-link';
import { useT } from '../../../i18n/use-t';
import { isPublicPath } from '../../../routes/guard';
import { usePaths } from '../../config/config-context';
import { clearSession } from '../../auth/session-store';
import { forgetCachedData } from '../../auth/use-auth-actions';
import { isLeavingPage } from '../../../lib/page-lifecycle';

/** Spec section 2: a navigation error drops the stored authentication and returns to sign-in, unless the page is public. */
export function NavigationError() {
  const t = useT();
  const paths = usePaths();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const error = useRouteError();
  const isPublic = isPublicPath(pathname, paths);

  useEffect(() => {
    console.error(error);
    // A module load cut short by leaving the page is not the app's error: the session stays.
    if (isPublic || isLeavingPage()) return;
    clearSession();
    void forgetCachedData();
    void navigate(paths.login, { replace: true });
  }, [error, isPublic, navigate, paths]);

  return (
    <Page title={t('app.name')}>
      <MessageBar intent="error">
        <MessageBarBody>{t('app.navigation-error')}</MessageBarBody>
      </MessageBar>
      <RouterLink to={paths.login}>{t('reset.back-to-login')}</RouterLink>
    </Page>
  );
}

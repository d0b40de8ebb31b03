import { useEffect, useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { FluentProvider } from '@fluentui/react-components';
import { LoadingOverlay, LoadingProvider } from './components/loading-overlay';
import { AppToaster, useNotify } from './components/notify';
import { I18nProvider, useT } from './i18n/use-t';
import { setSessionExpiredHandler } from './lib/api-client';
import { FALLBACK_CONFIG, useConfigQuery } from './features/config/api/config';
import { ConfigProvider, usePaths } from './features/config/config-context';
import { forgetCachedData } from './features/auth/use-auth-actions';
import { buildRoutes } from './routes/app-routes';
import { theme } from './theme';

export function App() {
  return (
    <FluentProvider theme={theme}>
      <I18nProvider>
        <LoadingProvider>
          <AppToaster />
          <ConfiguredApp />
        </LoadingProvider>
      </I18nProvider>
    </FluentProvider>
  );
}

/** The routes depend on the provider name, so they are built once /api/config has answered (or failed). */
function ConfiguredApp() {
  const { data, error } = useConfigQuery();
  if (!data && !error) return <LoadingOverlay />;
  return (
    <ConfigProvider config={data ?? FALLBACK_CONFIG}>
      <AppRouter />
    </ConfigProvider>
  );
}

function AppRouter() {
  const paths = usePaths();
  const notify = useNotify();
  const t = useT();
  const router = useMemo(() => createBrowserRouter(buildRoutes(paths)), [paths]);

  useEffect(() => () => router.dispose(), [router]);

  useEffect(() => {
    setSessionExpiredHandler(() => {
      void forgetCachedData();
      notify.error(t('alert.error.session-expired'));
      void router.navigate(paths.login, { replace: true });
    });
  }, [router, paths, notify, t]);

  return <RouterProvider router={router} />;
}

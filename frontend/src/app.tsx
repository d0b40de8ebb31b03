import { useEffect, useMemo, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { FluentProvider, makeStaticStyles } from '@fluentui/react-components';
import type { ClientConfig } from '@portail/common';
import { LoadingProvider } from './components/loading-overlay';
import { PageSpinner } from './components/page-spinner';
import { AppToaster, useNotify } from './components/notify';
import { I18nProvider, useT } from './i18n/use-t';
import { setSessionExpiredHandler, setTermsRequiredHandler } from './lib/api-client';
import { markTermsRequired } from './features/terms/terms-required';
import { FALLBACK_CONFIG, useConfigQuery } from './features/config/api/config';
import { ConfigProvider, usePaths } from './features/config/config-context';
import { forgetCachedData } from './features/auth/use-auth-actions';
import { buildRoutes } from './routes/app-routes';
import { theme } from './theme';

// Browser defaults that fight the Fluent type ramp and the full-height layout.
const useGlobalStyles = makeStaticStyles({
  body: { margin: 0 },
  'h1, h2, h3, p': { margin: 0 },
});

/**
 * Touch widths (defect 14): every text field, list and number box is 44 px high, the touch target norm,
 * set once here for all forms rather than per screen. Fluent's own controls are 32 px (30 inside).
 * `body` ranks the rule above Fluent's one-class rules of each size: static styles go in before them, so a
 * small control's 24 px (the Provisions tab's % in a table cell) won over it.
 */
const useTouchStyles = makeStaticStyles(
  '@media (max-width: 640px), (pointer: coarse) { body :is(.fui-Input, .fui-Select, .fui-Combobox, .fui-SpinButton, .fui-Dropdown) { min-height: 44px; } body .fui-Select__select { height: 44px; } }',
);

export function App() {
  useGlobalStyles();
  useTouchStyles();
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
  const { data, error, mutate } = useConfigQuery();
  // Once known, the configuration is kept: unmounting the router would lose the page the user is on.
  const [known, setKnown] = useState<ClientConfig | null>(null);
  if (data && data !== known) setKnown(data);
  const config = data ?? known ?? (error ? FALLBACK_CONFIG : null);
  // A hanging /api/config would otherwise leave a spinner forever: the shared state offers a retry.
  if (!config) return <PageSpinner onRetry={() => void mutate()} />;
  return (
    <ConfigProvider config={config}>
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

  useEffect(() => setTermsRequiredHandler(markTermsRequired), []);

  return <RouterProvider router={router} />;
}

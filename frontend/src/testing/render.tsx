import type { ReactElement, ReactNode } from 'react';
import { FluentProvider } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { LoadingProvider } from '../components/loading-overlay';
import { AppToaster } from '../components/notify';
import { I18nProvider } from '../i18n/use-t';
import { theme } from '../theme';

/**
 * Draws a component as the app does (Fluent theme, French texts, toasts, the loading overlay, SWR, a router
 * at `path`), with a cache of its own so that no test reads what another one fetched.
 */
export function renderPage(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const user = userEvent.setup();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <FluentProvider theme={theme}>
      <I18nProvider>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
          <LoadingProvider>
            <AppToaster />
            <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
          </LoadingProvider>
        </SWRConfig>
      </I18nProvider>
    </FluentProvider>
  );
  return { user, ...render(ui, { wrapper }) };
}

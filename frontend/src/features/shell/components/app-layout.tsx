import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { makeStyles, tokens } from '@fluentui/react-components';
import { PageSpinner } from '../../../components/page-spinner';
import { useT } from '../../../i18n/use-t';
import { guardRedirect } from '../../../routes/guard';
import { usePaths } from '../../config/config-context';
import { reloadSession, useSession } from '../../auth/session-store';
import { useTermsSettled } from '../../terms/components/terms-gate';
import { Footer } from './footer';
import { PublicHeader } from './public-header';

const SignedInHeader = lazy(() => import('./signed-in-header'));
const ViewAsBanner = lazy(() => import('./view-as-banner'));

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground2 },
  header: { position: 'sticky', top: 0, zIndex: 10 },
  main: { flexGrow: 1, ':focus': { outlineStyle: 'none' } },
  skipLink: {
    position: 'absolute',
    left: tokens.spacingHorizontalM,
    top: '-100px',
    zIndex: 20,
    padding: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForegroundLink,
    ':focus': { top: tokens.spacingVerticalM },
  },
});

/** Root route: applies the navigation guard, then draws header, page and footer. */
export function AppLayout() {
  const styles = useStyles();
  const t = useT();
  const paths = usePaths();
  const location = useLocation();
  const session = useSession();
  // The key of the location the page was loaded on tells a first navigation from an in-app one.
  const [firstKey] = useState(location.key);
  // Nothing of the page is shown before the terms decision is known (the dialog would cover it a second later).
  const termsSettled = useTermsSettled();

  useLayoutEffect(() => {
    reloadSession();
  }, [location.key]);

  const redirect = guardRedirect({
    pathname: location.pathname,
    paths,
    loggedIn: session.loggedIn,
    isAdmin: session.isAdmin,
    isGroupBuyer: session.isGroupBuyer,
    hasCustomer: session.customer !== null,
    firstNavigation: location.key === firstKey,
  });
  if (redirect !== null) return <Navigate to={redirect} replace />;

  return (
    <div className={styles.root}>
      <a className={styles.skipLink} href="#main-content">
        {t('app.skip-to-content')}
      </a>
      <header className={styles.header}>
        {session.loggedIn ? (
          <Suspense fallback={<PublicHeader />}>
            <SignedInHeader />
          </Suspense>
        ) : (
          <PublicHeader />
        )}
      </header>
      {/* Not in the sticky header: on a phone it would hide half the page. */}
      {session.viewingAs && session.customer && (
        <Suspense fallback={null}>
          <ViewAsBanner customer={session.customer} />
        </Suspense>
      )}
      <main id="main-content" className={styles.main} tabIndex={-1}>
        {/* Loaded meanwhile (its code and data come in parallel with the answer), shown only once settled. */}
        <div hidden={!termsSettled}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </div>
        {!termsSettled && <PageSpinner />}
      </main>
      <Footer />
    </div>
  );
}

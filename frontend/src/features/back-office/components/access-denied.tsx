import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { useLatest } from '../../../components/use-latest';
import { ApiRequestError } from '../../../lib/api-client';

// Light enough to sit in front of every back-office page without delaying it; the refusal's own screen comes on demand.
const AccessDenied = lazy(() => import('./access-denied-state'));

/** A read the server refused for the caller's role (a 403 of the role check), as opposed to a failure. */
const isForbidden = (error: unknown): boolean => error instanceof ApiRequestError && error.status === 403;

/**
 * Shows « Accès refusé » in place of its content once any SWR read under it answers 403: a refused page
 * otherwise waited forever (« … ») or looked empty (an empty list with its « Importer » button). The
 * innermost boundary wins (SWRConfig's onError is replaced, not chained), so a refused tab can say so
 * without hiding the page around it. A refused read is not retried: the answer will not change.
 */
export function AccessDeniedBoundary({ children, level = 'page' }: { children: ReactNode; level?: 'page' | 'section' }) {
  const { pathname } = useLocation();
  const [deniedAt, setDeniedAt] = useState<string | null>(null);
  const pathRef = useLatest(pathname);

  const config = useMemo<SWRConfiguration>(
    () => ({
      onError: (error: unknown) => {
        if (isForbidden(error)) setDeniedAt(pathRef.current);
      },
      shouldRetryOnError: (error: Error) => !isForbidden(error),
    }),
    [pathRef],
  );

  // Moving to another page forgets the refusal: that page asks the server for itself.
  if (deniedAt === pathname)
    return (
      <Suspense fallback={null}>
        <AccessDenied level={level} />
      </Suspense>
    );
  return <SWRConfig value={config}>{children}</SWRConfig>;
}

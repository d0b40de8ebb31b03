import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '../i18n/use-t';
import { SlowLoadingNotice } from './page-spinner';

const useStyles = makeStyles({
  overlay: {
    position: 'fixed',
    inset: 0,
    zIndex: 1_000_000,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorBackgroundOverlay,
  },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
  },
});

interface LoadingValue {
  /** Shows the overlay until the promise settles; calls may overlap. */
  track: <T>(work: Promise<T>) => Promise<T>;
}

const LoadingContext = createContext<LoadingValue>({ track: (work) => work });

export function LoadingProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState(0);
  const track = useCallback(<T,>(work: Promise<T>): Promise<T> => {
    setPending((count) => count + 1);
    return work.finally(() => setPending((count) => count - 1));
  }, []);
  const value = useMemo(() => ({ track }), [track]);
  return (
    <LoadingContext.Provider value={value}>
      {children}
      {pending > 0 && <LoadingOverlay />}
    </LoadingContext.Provider>
  );
}

/**
 * With `onRetry` (a list or tab loading its data), a load that takes too long says so and offers a retry;
 * without it (an action the user started, tracked above), it never does: a save must not be sent twice.
 */
export function LoadingOverlay({ onRetry }: { onRetry?: () => void }) {
  const styles = useStyles();
  const t = useT();
  return (
    <div className={styles.overlay} role="presentation">
      <div className={styles.panel}>
        <Spinner size="large" label={t('app.loading')} aria-live="polite" />
        {onRetry && <SlowLoadingNotice onRetry={onRetry} />}
      </div>
    </div>
  );
}

export const useLoading = (): LoadingValue => useContext(LoadingContext);

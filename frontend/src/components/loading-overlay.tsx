import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '../i18n/use-t';

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

export function LoadingOverlay() {
  const styles = useStyles();
  const t = useT();
  return (
    <div className={styles.overlay} role="presentation">
      <div className={styles.panel}>
        <Spinner size="large" label={t('app.loading')} aria-live="polite" />
      </div>
    </div>
  );
}

export const useLoading = (): LoadingValue => useContext(LoadingContext);

import { useEffect, useState } from 'react';
import { Body1, Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { useT } from '../i18n/use-t';

/** How long a load may take before the user is told and offered a retry: past this, people assume it hangs. */
export const SLOW_LOADING_MS = 5_000;

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalXXXL,
  },
  slow: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalM, maxWidth: '480px', textAlign: 'center' },
});

/**
 * The one answer to a load that takes too long (the API slow or unreachable): nothing at first, then after
 * `slowAfterMs` a sentence and a retry. `onRetry` asks again (an SWR `mutate`); without one, the retry
 * reloads the page (a lazily loaded page that never came). Each retry starts a new wait.
 */
export function SlowLoadingNotice({ onRetry, slowAfterMs = SLOW_LOADING_MS }: { onRetry?: () => void; slowAfterMs?: number }) {
  const styles = useStyles();
  const t = useT();
  const [attempt, setAttempt] = useState(0);
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), slowAfterMs);
    return () => clearTimeout(timer);
  }, [attempt, slowAfterMs]);

  if (!slow) return null;
  const retry = () => {
    setSlow(false);
    setAttempt((n) => n + 1);
    if (onRetry) onRetry();
    else window.location.reload();
  };
  return (
    <div role="status" className={styles.slow}>
      <Body1>{t('app.loading-slow')}</Body1>
      <Button appearance="primary" icon={<ArrowClockwiseRegular />} onClick={retry}>
        {t('app.retry')}
      </Button>
    </div>
  );
}

/** Shown while a page's data (or a lazily loaded page) arrives; says so when it takes too long. */
export function PageSpinner({ onRetry, slowAfterMs }: { onRetry?: () => void; slowAfterMs?: number }) {
  const styles = useStyles();
  const t = useT();
  return (
    <div className={styles.root}>
      <Spinner label={t('app.loading')} />
      <SlowLoadingNotice onRetry={onRetry} slowAfterMs={slowAfterMs} />
    </div>
  );
}

import { useEffect, type ReactNode } from 'react';
import { Title1, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '../i18n/use-t';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '1200px',
    width: '100%',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
    boxSizing: 'border-box',
  },
});

/** A page body with its heading; also sets the browser tab title so screen-reader users hear where they are. */
export function Page({ title, children }: { title: string; children?: ReactNode }) {
  const styles = useStyles();
  const t = useT();
  useEffect(() => {
    document.title = `${title} – ${t('app.name')}`;
  }, [title, t]);
  return (
    <div className={styles.root}>
      <Title1 as="h1">{title}</Title1>
      {children}
    </div>
  );
}

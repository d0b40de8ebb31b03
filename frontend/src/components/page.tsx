import { useEffect, type ReactNode } from 'react';
import { Title1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
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
  // Wide tables (KPI: up to 18 columns) use the screen's width instead of a 1200 px column.
  wide: { maxWidth: 'none' },
});

/** A page body with its heading; also sets the browser tab title so screen-reader users hear where they are. */
export function Page({ title, wide = false, children }: { title: string; wide?: boolean; children?: ReactNode }) {
  const styles = useStyles();
  const t = useT();
  useEffect(() => {
    document.title = `${title} – ${t('app.name')}`;
  }, [title, t]);
  return (
    <div className={mergeClasses(styles.root, wide && styles.wide)}>
      <Title1 as="h1">{title}</Title1>
      {children}
    </div>
  );
}

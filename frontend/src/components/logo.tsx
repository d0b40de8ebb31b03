import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  badge: { fill: tokens.colorBrandBackground },
  star: { fill: tokens.colorPaletteMarigoldBackground3 },
});

/** The portal mark, coloured from the theme so it follows any brand change. */
export function Logo({ size = 32 }: { size?: number }) {
  const styles = useStyles();
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect className={styles.badge} width="32" height="32" rx="7" />
      <path className={styles.star} d="M16 6.5l2.9 5.9 6.5.9-4.7 4.6 1.1 6.5L16 21.3l-5.8 3.1 1.1-6.5-4.7-4.6 6.5-.9z" />
    </svg>
  );
}

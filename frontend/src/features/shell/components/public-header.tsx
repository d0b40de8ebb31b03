import { makeStyles, tokens } from '@fluentui/react-components';
import { BrandLink } from './brand-link';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    minHeight: '48px',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
});

export function PublicHeader() {
  const styles = useStyles();
  return (
    <div className={styles.bar}>
      <BrandLink />
    </div>
  );
}

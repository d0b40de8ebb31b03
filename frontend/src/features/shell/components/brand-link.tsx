import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'react-router';
import { Logo } from '../../../components/logo';
import { useT } from '../../../i18n/use-t';
import { usePaths } from '../../config/config-context';
import { useSession } from '../../auth/session-store';

const useStyles = makeStyles({
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
});

/**
 * Logo and name: leads home (the guard sends logged-out visitors to sign-in), or to the back office for an
 * administrator with no customer chosen, who has no home of their own.
 */
export function BrandLink() {
  const styles = useStyles();
  const t = useT();
  const paths = usePaths();
  const { isAdmin, customer, loggedIn } = useSession();
  return (
    <Link to={loggedIn && isAdmin && !customer ? paths.admin : paths.home} className={styles.link} aria-label={t('nav.logo')}>
      <Logo />
      <Text size={500} weight="semibold">
        {t('app.name')}
      </Text>
    </Link>
  );
}

import { Body1, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons';
import { isStaffRole } from '@portail/common';
import { useLocation } from 'react-router';
import { Page } from '../../../components/page';
import { RouterLink } from '../../../components/router-link';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../auth/session-store';
import { usePaths } from '../../config/config-context';

const useStyles = makeStyles({
  state: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  icon: { fontSize: '40px', color: tokens.colorNeutralForeground3 },
});

/** « Accès refusé », as a page or as a section of one, with the way back to what the user may read. */
export default function AccessDenied({ level }: { level: 'page' | 'section' }) {
  const styles = useStyles();
  const t = useT();
  const paths = usePaths();
  const { pathname } = useLocation();
  const { user } = useSession();
  const back = isStaffRole(user?.userRole) ? { to: paths.admin, label: t('access-denied.back') } : { to: paths.home, label: t('nav.home') };
  const body = (
    <div className={styles.state} role={level === 'section' ? 'region' : undefined} aria-label={level === 'section' ? t('access-denied.title') : undefined}>
      <LockClosedRegular className={styles.icon} aria-hidden="true" />
      {level === 'section' && <Subtitle1 as="h2">{t('access-denied.title')}</Subtitle1>}
      <Body1>{t('access-denied.text')}</Body1>
      {pathname !== back.to && <RouterLink to={back.to}>{back.label}</RouterLink>}
    </div>
  );
  return level === 'page' ? <Page title={t('access-denied.title')}>{body}</Page> : body;
}

import { makeStyles, tokens } from '@fluentui/react-components';
import { Page } from '../../../components/page';
import { RouterLink } from '../../../components/router-link';
import { useT } from '../../../i18n/use-t';
import { useAppConfig } from '../../config/config-context';
import { useSession } from '../../auth/session-store';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, paddingLeft: tokens.spacingHorizontalXL },
});

export default function SitemapPage() {
  const styles = useStyles();
  const t = useT();
  const { paths, providerLabel } = useAppConfig();
  const { loggedIn } = useSession();

  // Customer pages are listed only to signed-in users: the others would be sent to sign-in anyway.
  const signedInLinks = [
    { to: paths.contact, label: t('page.contact') },
    { to: paths.service, label: t('page.service') },
    { to: paths.contract, label: t('page.contract') },
    { to: paths.commands, label: t('page.commands', { provider: providerLabel }) },
    { to: paths.oneCommands, label: t('page.one-commands') },
    { to: paths.points, label: t('page.points') },
  ];
  const alwaysLinks = [
    { to: paths.privacy, label: t('page.privacy') },
    { to: paths.accessibility, label: t('page.accessibility') },
    { to: paths.disclaimer, label: t('page.disclaimer') },
    { to: paths.termsOfUse, label: t('page.terms-of-use') },
    { to: paths.sitemap, label: t('page.sitemap') },
  ];

  return (
    <Page title={t('page.sitemap')}>
      <nav aria-label={t('page.sitemap')}>
        <ul className={styles.list}>
          {[...(loggedIn ? signedInLinks : []), ...alwaysLinks].map((link) => (
            <li key={link.to}>
              <RouterLink to={link.to}>{link.label}</RouterLink>
            </li>
          ))}
        </ul>
      </nav>
    </Page>
  );
}

import { Button, Caption1, Link, makeStyles, tokens } from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import { RouterLink } from '../../../components/router-link';
import { useLanguage, useT } from '../../../i18n/use-t';
import { useSession } from '../../auth/session-store';
import { useAppConfig } from '../../config/config-context';
import { TermsReadLink } from '../../terms/components/terms-read-link';
import { EXTERNAL_LINKS } from '../external-links';

const useStyles = makeStyles({
  footer: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground3,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  links: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
  },
  external: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
  bottom: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
});

export function Footer() {
  const styles = useStyles();
  const t = useT();
  const { paths, providerLabel } = useAppConfig();
  const { language, setLanguage } = useLanguage();
  const { loggedIn } = useSession();

  const internal = [
    { to: paths.privacy, label: t('footer.privacy') },
    { to: paths.accessibility, label: t('footer.accessibility') },
    { to: paths.disclaimer, label: t('footer.disclaimer') },
    { to: paths.termsOfUse, label: t('footer.terms-of-use') },
  ];
  const external = [
    { href: EXTERNAL_LINKS.productExperience, label: t('footer.product-experience') },
    { href: EXTERNAL_LINKS.ethicsHelpline, label: t('footer.ethics') },
  ];

  return (
    <footer className={styles.footer}>
      <nav aria-label={t('footer.legal-links')}>
        <ul className={styles.links}>
          {internal.map((link) => (
            <li key={link.to}>
              <RouterLink to={link.to}>{link.label}</RouterLink>
            </li>
          ))}
          {external.map((link) => (
            <li key={link.label}>
              <Link className={styles.external} href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
                <OpenRegular aria-label={t('footer.new-window')} />
              </Link>
            </li>
          ))}
          <li>
            <RouterLink to={paths.sitemap}>{t('footer.sitemap')}</RouterLink>
          </li>
          {/* The programme's terms, accepted at the first visit, read again at any time (issue 30, defect 15). */}
          {loggedIn && (
            <li>
              <TermsReadLink />
            </li>
          )}
        </ul>
      </nav>
      <div className={styles.bottom}>
        <Caption1>
          {t('footer.legal-mention', { provider: providerLabel })} {t('footer.last-update')}
        </Caption1>
        <Button appearance="subtle" size="small" lang={language === 'fr' ? 'en' : 'fr'} onClick={() => setLanguage(language === 'fr' ? 'en' : 'fr')}>
          {t('app.switch-language')}
        </Button>
      </div>
    </footer>
  );
}

import { useState } from 'react';
import { useLocation } from 'react-router';
import { Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer, mergeClasses, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, NavigationRegular } from '@fluentui/react-icons';
import { RouterLink } from '../../../components/router-link';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../auth/session-store';
import { usePaths } from '../../config/config-context';
import { areasFor, backOfficeAreas, currentArea, type BackOfficeArea } from '../back-office-areas';

/** Below this width the links move into a drawer, as the portal's menu does. */
const PHONE = '@media (max-width: 640px)';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `0 ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    // The menu button's icon lines up with the logo above it.
    [PHONE]: { paddingLeft: tokens.spacingHorizontalS },
  },
  wide: { display: 'flex', alignItems: 'center', minWidth: 0, overflowX: 'auto', [PHONE]: { display: 'none' } },
  narrow: { display: 'none', [PHONE]: { display: 'inline-flex', margin: `${tokens.spacingVerticalXS} 0` } },
  title: {
    flexShrink: 0,
    marginRight: tokens.spacingHorizontalM,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
  },
  row: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', gap: tokens.spacingHorizontalXS },
  tab: {
    display: 'block',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    color: tokens.colorNeutralForeground2,
    whiteSpace: 'nowrap',
    textDecorationLine: 'none',
    borderBottom: `${tokens.strokeWidthThicker} solid transparent`,
    ':hover': { color: tokens.colorNeutralForeground1, textDecorationLine: 'none', borderBottomColor: tokens.colorNeutralStroke1Hover },
  },
  tabCurrent: {
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    borderBottomColor: tokens.colorCompoundBrandStroke,
    ':hover': { borderBottomColor: tokens.colorCompoundBrandStroke },
  },
  drawer: { width: '320px', maxWidth: '100vw' },
  column: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  entry: {
    display: 'block',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, textDecorationLine: 'none' },
  },
  entryCurrent: { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorBrandForeground2, fontWeight: tokens.fontWeightSemibold },
});

/**
 * The back office's own navigation (Administration, KPI, Imports), for staff on every page, with or without
 * a customer chosen: before it, KPI was reached only through a customer's portal menu and the imports only
 * from an e-mail. Each role sees the areas the API lets it read.
 */
export default function BackOfficeNav() {
  const styles = useStyles();
  const t = useT();
  const paths = usePaths();
  const { pathname } = useLocation();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const areas = areasFor(paths, user?.userRole);
  if (areas.length === 0) return null;
  // Found among every area, so that a refused page (a commercial on /admin/imports) marks none of his.
  const current = areas.find((area) => area.to === currentArea(backOfficeAreas(paths), pathname)?.to);

  const links = (item: string, itemCurrent: string, onNavigate?: () => void) =>
    areas.map((area: BackOfficeArea) => {
      const here = area === current;
      return (
        <li key={area.to}>
          <RouterLink to={area.to} className={mergeClasses(item, here && itemCurrent)} aria-current={here ? 'page' : undefined} onNavigate={onNavigate}>
            {t(area.label)}
          </RouterLink>
        </li>
      );
    });

  return (
    <div className={styles.bar}>
      <nav className={styles.wide} aria-label={t('nav.back-office')}>
        <span className={styles.title} aria-hidden="true">
          {t('nav.back-office')}
        </span>
        <ul className={styles.row}>{links(styles.tab, styles.tabCurrent)}</ul>
      </nav>
      <Button className={styles.narrow} appearance="subtle" icon={<NavigationRegular />} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {current ? `${t('nav.back-office')} · ${t(current.label)}` : t('nav.back-office')}
      </Button>
      <OverlayDrawer className={styles.drawer} open={open} onOpenChange={(_, data) => setOpen(data.open)}>
        <DrawerHeader>
          <DrawerHeaderTitle action={<Button appearance="subtle" aria-label={t('nav.close-menu')} icon={<DismissRegular />} onClick={() => setOpen(false)} />}>
            {t('nav.back-office')}
          </DrawerHeaderTitle>
        </DrawerHeader>
        <DrawerBody>
          <nav aria-label={t('nav.back-office')}>
            <ul className={styles.column}>{links(styles.entry, styles.entryCurrent, () => setOpen(false))}</ul>
          </nav>
        </DrawerBody>
      </OverlayDrawer>
    </div>
  );
}

import { Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer, mergeClasses, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { RouterLink } from '../../../components/router-link';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../auth/session-store';
import { prefetchCompanyOrders } from '../../company-orders/api/company-orders';
import { useAppConfig } from '../../config/config-context';
import { menuItems } from '../menu-items';

const useStyles = makeStyles({
  drawer: { width: '375px', maxWidth: '100vw' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  link: {
    display: 'block',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, textDecorationLine: 'none' },
  },
  current: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontWeight: tokens.fontWeightSemibold,
  },
});

interface SideMenuProps {
  open: boolean;
  onClose: () => void;
}

export function SideMenu({ open, onClose }: SideMenuProps) {
  const styles = useStyles();
  const t = useT();
  const { paths, providerLabel } = useAppConfig();
  const { pathname } = useLocation();
  const { customer, user } = useSession();
  const items = menuItems(paths, user?.userRole);
  // The heaviest page of the menu: its code and orders start loading as the menu opens.
  useEffect(() => {
    if (!open || !customer) return;
    prefetchCompanyOrders(customer.id);
    void import('../../company-orders/components/company-orders-page');
  }, [open, customer]);

  return (
    <OverlayDrawer className={styles.drawer} open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DrawerHeader>
        <DrawerHeaderTitle action={<Button appearance="subtle" aria-label={t('nav.close-menu')} icon={<DismissRegular />} onClick={onClose} />}>
          {t('nav.menu')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <nav aria-label={t('nav.main-menu')}>
          <ul className={styles.list}>
            {items.map((item) => {
              const current = pathname === item.to;
              return (
                <li key={item.to}>
                  <RouterLink
                    to={item.to}
                    className={mergeClasses(styles.link, current && styles.current)}
                    aria-current={current ? 'page' : undefined}
                    onNavigate={onClose}
                  >
                    {t(item.label, { provider: providerLabel })}
                  </RouterLink>
                </li>
              );
            })}
          </ul>
        </nav>
      </DrawerBody>
    </OverlayDrawer>
  );
}

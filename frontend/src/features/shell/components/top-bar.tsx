import { Button, CounterBadge, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { CartRegular, KeyRegular, NavigationRegular, PeopleSwapRegular, PersonRegular, SignOutRegular } from '@fluentui/react-icons';
import { useLocation, useNavigate } from 'react-router';
import { mutate } from 'swr';
import { isGroupBuyerRole, isStaffRole, type Customer } from '@portail/common';
import { useT } from '../../../i18n/use-t';
import { usePaths } from '../../config/config-context';
import { useSession } from '../../auth/session-store';
import { useAuthActions } from '../../auth/use-auth-actions';
import { cartKey, useCartItemCount } from '../../cart/api/cart';
import { BrandLink } from './brand-link';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  customer: {
    marginLeft: tokens.spacingHorizontalL,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    '@media (max-width: 600px)': { display: 'none' },
  },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, marginLeft: 'auto' },
  cart: { position: 'relative' },
  badge: { position: 'absolute', top: '-2px', right: '-2px', pointerEvents: 'none' },
});

interface TopBarProps {
  customer: Customer | null;
  canSwapCustomer: boolean;
  onMenuToggle: () => void;
}

export function TopBar({ customer, canSwapCustomer, onMenuToggle }: TopBarProps) {
  const styles = useStyles();
  const t = useT();
  const paths = usePaths();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { logout, swapCustomer } = useAuthActions();
  const itemCount = useCartItemCount(customer?.id);
  // Staff and group buyers have no cart of their own: without a customer chosen there is none to show.
  const { user } = useSession();
  const staffWithoutCustomer = !customer && (isStaffRole(user?.userRole) || isGroupBuyerRole(user?.userRole));

  const openCart = () => {
    // A cart is a customer's: before one is chosen, the icon leads to the chooser, which then opens it.
    if (!customer) {
      void navigate(paths.selectCustomer, { state: { from: paths.cart } });
      return;
    }
    // The cart screen must open on fresh figures, not on the badge's cached copy.
    void mutate(cartKey(customer.id));
    void navigate(paths.cart);
  };

  return (
    <div className={styles.bar}>
      {customer && (
        <Tooltip content={t('nav.open-menu')} relationship="label">
          <Button appearance="subtle" icon={<NavigationRegular />} onClick={onMenuToggle} aria-haspopup="dialog" />
        </Tooltip>
      )}
      <BrandLink />
      {customer && (
        <Text className={styles.customer} weight="semibold">
          {customer.name}
        </Text>
      )}
      <div className={styles.actions}>
        {canSwapCustomer && (
          <Tooltip content={t('nav.swap-customer')} relationship="label">
            <Button appearance="subtle" icon={<PeopleSwapRegular />} onClick={() => swapCustomer(pathname)} />
          </Tooltip>
        )}
        {!staffWithoutCustomer && (
          <Tooltip content={t('nav.cart-count', { count: itemCount })} relationship="label">
            <span className={styles.cart}>
              <Button appearance="subtle" icon={<CartRegular />} onClick={openCart} aria-label={t('nav.cart-count', { count: itemCount })} />
              <CounterBadge className={styles.badge} count={itemCount} size="small" showZero={false} aria-hidden="true" />
            </span>
          </Tooltip>
        )}
        {/* Every role's own account: the password change (and sign-out, also beside it). */}
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Tooltip content={t('account.menu')} relationship="label">
              <Button appearance="subtle" icon={<PersonRegular />} />
            </Tooltip>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              <MenuItem icon={<KeyRegular />} onClick={() => void navigate(paths.changePassword)}>
                {t('account.change-password')}
              </MenuItem>
              <MenuItem icon={<SignOutRegular />} onClick={logout}>
                {t('nav.logout')}
              </MenuItem>
            </MenuList>
          </MenuPopover>
        </Menu>
        <Tooltip content={t('nav.logout')} relationship="label">
          <Button appearance="subtle" icon={<SignOutRegular />} onClick={logout} />
        </Tooltip>
      </div>
    </div>
  );
}

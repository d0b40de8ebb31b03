import type { MessageKey } from '@portail/common';
import type { Paths } from '../../routes/paths';

export interface MenuItem {
  to: string;
  label: MessageKey;
  adminOnly?: boolean;
}

/** Side-menu entries in the order of spec section 2. */
export function menuItems(paths: Paths): MenuItem[] {
  return [
    { to: paths.points, label: 'nav.points' },
    { to: paths.oneCommands, label: 'nav.one-commands' },
    { to: paths.commands, label: 'nav.commands' },
    { to: paths.contract, label: 'nav.contract' },
    { to: paths.service, label: 'nav.service' },
    { to: paths.contact, label: 'nav.contact' },
    { to: paths.admin, label: 'nav.admin', adminOnly: true },
    { to: paths.kpi, label: 'nav.kpi', adminOnly: true },
  ];
}

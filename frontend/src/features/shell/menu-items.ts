import type { MessageKey } from '@portail/common';
import type { Paths } from '../../routes/paths';
import { areasFor } from '../back-office/back-office-areas';

export interface MenuItem {
  to: string;
  label: MessageKey;
}

/** Side-menu entries in the order of spec section 2, then the back-office areas the user's role reads. */
export function menuItems(paths: Paths, role: string | null | undefined): MenuItem[] {
  return [
    { to: paths.points, label: 'nav.points' },
    { to: paths.oneCommands, label: 'nav.one-commands' },
    { to: paths.commands, label: 'nav.commands' },
    { to: paths.contract, label: 'nav.contract' },
    { to: paths.service, label: 'nav.service' },
    { to: paths.claims, label: 'nav.claims' },
    { to: paths.contact, label: 'nav.contact' },
    ...areasFor(paths, role).map(({ to, label }) => ({ to, label })),
  ];
}

import { REFERENCE_LISTS, type MessageKey, type ReferenceListName } from '@portail/common';

/**
 * The main tabs of spec §2, in order. `adminOnly`: lists the API reads to administrators only (`access.read`
 * 'admin' of their declarations: users, sales lines, terms versions); a commercial user is not shown them.
 */
const MAIN_TABS = [
  { key: 'customers', label: 'admin.tab.customers', adminOnly: false },
  { key: 'users', label: 'admin.tab.users', adminOnly: true },
  { key: 'contracts', label: 'admin.tab.contracts', adminOnly: false },
  { key: 'products', label: 'admin.tab.products', adminOnly: false },
  { key: 'addresses', label: 'admin.tab.addresses', adminOnly: false },
  { key: 'salesLines', label: 'admin.tab.sales-lines', adminOnly: true },
  { key: 'programmeOrders', label: 'admin.tab.orders-one', adminOnly: false },
  { key: 'termsAndConditions', label: 'admin.tab.terms', adminOnly: true },
] as const satisfies readonly { key: string; label: MessageKey; adminOnly: boolean }[];

type MainTabKey = (typeof MAIN_TABS)[number]['key'];
export type AdminTabKey = MainTabKey | ReferenceListName;

export const mainTabLabel = (key: AdminTabKey): MessageKey | undefined => MAIN_TABS.find((tab) => tab.key === key)?.label;

export const referenceListOf = (key: AdminTabKey) => REFERENCE_LISTS.find((list) => list.name === key);

/** Which tabs show in the tab list and which sit in the « Plus » menu. */
export interface TabLayout {
  main: readonly AdminTabKey[];
  more: readonly AdminTabKey[];
}

/** The layout a role starts with (the reference lists are read by every staff member). */
export const initialLayout = (isAdmin: boolean): TabLayout => ({
  main: MAIN_TABS.filter((tab) => isAdmin || !tab.adminOnly).map((tab) => tab.key),
  more: REFERENCE_LISTS.map((list) => list.name),
});

/**
 * Spec §2: a tab chosen in the « Plus » menu takes the last main slot, and the tab it displaces takes
 * its place in the menu (so the menu keeps its order and its length).
 */
export function promote(layout: TabLayout, key: AdminTabKey): TabLayout {
  const index = layout.more.indexOf(key);
  if (index < 0 || layout.main.length === 0) return layout;
  const displaced = layout.main[layout.main.length - 1];
  return {
    main: [...layout.main.slice(0, -1), key],
    more: layout.more.map((other, i) => (i === index ? displaced : other)),
  };
}

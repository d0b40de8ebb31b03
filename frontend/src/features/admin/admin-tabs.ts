import { REFERENCE_LISTS, type MessageKey, type ReferenceListName } from '@portail/common';

/** The main tabs of spec §2, in order. Their screens come with later issues. */
const MAIN_TABS = [
  { key: 'customers', label: 'admin.tab.customers' },
  { key: 'users', label: 'admin.tab.users' },
  { key: 'contracts', label: 'admin.tab.contracts' },
  { key: 'products', label: 'admin.tab.products' },
  { key: 'addresses', label: 'admin.tab.addresses' },
  { key: 'strykerCommands', label: 'admin.tab.stryker-commands' },
  { key: 'ordersOneStryker', label: 'admin.tab.orders-one' },
  { key: 'termsAndConditions', label: 'admin.tab.terms' },
] as const satisfies readonly { key: string; label: MessageKey }[];

type MainTabKey = (typeof MAIN_TABS)[number]['key'];
export type AdminTabKey = MainTabKey | ReferenceListName;

export const mainTabLabel = (key: AdminTabKey): MessageKey | undefined => MAIN_TABS.find((tab) => tab.key === key)?.label;

export const referenceListOf = (key: AdminTabKey) => REFERENCE_LISTS.find((list) => list.name === key);

/** Which tabs show in the tab list and which sit in the « Plus » menu. */
export interface TabLayout {
  main: readonly AdminTabKey[];
  more: readonly AdminTabKey[];
}

export const INITIAL_LAYOUT: TabLayout = {
  main: MAIN_TABS.map((tab) => tab.key),
  more: REFERENCE_LISTS.map((list) => list.name),
};

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

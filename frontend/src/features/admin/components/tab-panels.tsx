import type { ReactNode } from 'react';
import type { AdminTabKey } from '../admin-tabs';
import { AddressesTab } from './catalogue/addresses-tab';
import { ContractsTab } from './catalogue/contracts-tab';
import { ProgrammeOrdersTab, SalesLinesTab } from './catalogue/orders-tabs';
import { ProductsTab } from './catalogue/products-tab';
import { TermsTab } from './catalogue/terms-tab';
import { CustomersTab } from './customers/customers-tab';
import { UsersTab } from './users/users-tab';

/**
 * The screen of each main tab that has one (the name-only lists use the generic page). One line per tab:
 * each tab's components live in their own folder under components/.
 */
export const MAIN_TAB_PANELS: Partial<Record<AdminTabKey, (props: { canWrite: boolean }) => ReactNode>> = {
  customers: ({ canWrite }) => <CustomersTab canWrite={canWrite} />,
  users: ({ canWrite }) => <UsersTab canWrite={canWrite} />,
  contracts: ({ canWrite }) => <ContractsTab canWrite={canWrite} />,
  products: ({ canWrite }) => <ProductsTab canWrite={canWrite} />,
  addresses: ({ canWrite }) => <AddressesTab canWrite={canWrite} />,
  salesLines: ({ canWrite }) => <SalesLinesTab canWrite={canWrite} />,
  programmeOrders: () => <ProgrammeOrdersTab />,
  termsAndConditions: ({ canWrite }) => <TermsTab canWrite={canWrite} />,
};

import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Badge, Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Tooltip } from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import { CUSTOMER_LIST_SPEC, customerInputSchema, type AdminCustomerRow, type MessageKey } from '@portail/common';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { RouterLink } from '../../../../components/router-link';
import { useLoading } from '../../../../components/loading-overlay';
import { useNotify, useNotifyFailure } from '../../../../components/notify';
import { ResourceListPage } from '../../../../components/resource/resource-list-page';
import type { ResourceDefinition } from '../../../../components/resource/resource-definition';
import { useRevalidateResource } from '../../../../components/resource/use-resource-list';
import { useT } from '../../../../i18n/use-t';
import { saveCustomer } from '../../../auth/session-store';
import { usePaths } from '../../../config/config-context';
import { CUSTOMERS_PATH, getCustomerDetails, recalculatePoints } from '../../api/customers';
import { PriceListsDialog } from '../catalogue/price-lists-dialog';
import { CustomerCartDialog } from './customer-cart-dialog';
import { CustomerFormDialog } from './customer-form-dialog';
import { CustomerPointsDialog } from './customer-points-dialog';
import { CustomerStatsDialog } from './customer-stats-dialog';
import { CustomerUsersDialog } from './customer-users-dialog';

type Action = 'users' | 'stats' | 'recalculate' | 'points' | 'priceLists' | 'cart' | 'viewAs';

const MENU: [Action, MessageKey][] = [
  ['users', 'customers.action.users'],
  ['stats', 'customers.action.stats'],
  ['recalculate', 'customers.action.recalculate'],
  ['points', 'customers.action.points'],
  ['priceLists', 'customers.action.price-lists'],
  ['cart', 'customers.action.cart'],
  ['viewAs', 'customers.action.view-as'],
];

/** The list's columns; a buying group links to its own page for the administrator (issue 33). */
function customerColumns(t: ReturnType<typeof useT>, buyingGroupPath: string, canWrite: boolean): ResourceDefinition<AdminCustomerRow>['columns'] {
  return [
    { key: 'number', label: t('customers.number'), sortable: true, render: (c) => c.number },
    { key: 'name', label: t('customers.name'), sortable: true, render: (c) => c.name },
    { key: 'city', label: t('customers.city'), sortable: true, render: (c) => c.city },
    { key: 'address', label: t('customers.address'), render: (c) => [c.address, c.zipCode].filter(Boolean).join(' ') },
    { key: 'status', label: t('customers.status'), sortable: true, render: (c) => <Badge appearance="tint">{c.status > 0 ? c.status : '—'}</Badge> },
    // Issue 33: the group's own page (figures, members, contacts), for the administrator who may read it.
    {
      key: 'buyingGroup',
      label: t('group.column'),
      render: (c) =>
        c.buyingGroupId && c.buyingGroupName && canWrite ? (
          <RouterLink to={`${buyingGroupPath}/${encodeURIComponent(c.buyingGroupId)}`} aria-label={t('group.link-label', { name: c.buyingGroupName })}>
            {c.buyingGroupName}
          </RouterLink>
        ) : (
          (c.buyingGroupName ?? '')
        ),
    },
  ];
}

/** The dialog of a row's action that has one. */
function CustomerActionDialog({
  action,
  customer,
  canWrite,
  onClose,
}: {
  action: Exclude<Action, 'recalculate' | 'viewAs'>;
  customer: AdminCustomerRow;
  canWrite: boolean;
  onClose: () => void;
}) {
  if (action === 'users') return <CustomerUsersDialog customer={customer} canWrite={canWrite} onClose={onClose} />;
  if (action === 'stats') return <CustomerStatsDialog customer={customer} onClose={onClose} />;
  if (action === 'points') return <CustomerPointsDialog customer={customer} onClose={onClose} />;
  if (action === 'cart') return <CustomerCartDialog customer={customer} onClose={onClose} />;
  // Spec: 1400 px, expandable rows, price saved on Enter; alert.error.no-contract for a customer without contract.
  return <PriceListsDialog customer={customer} canWrite={canWrite} onClose={onClose} />;
}

/**
 * The customers tab (back-office.md §2): the list (number, name, city, address, status), new and import,
 * and per row edit, delete and the menu of the other actions, each with its dialog.
 */
export function CustomersTab({ canWrite }: { canWrite: boolean }) {
  const t = useT();
  const notifyFailure = useNotifyFailure();
  const notify = useNotify();
  const { track } = useLoading();
  const navigate = useNavigate();
  const paths = usePaths();
  const revalidate = useRevalidateResource(CUSTOMERS_PATH);
  const [open, setOpen] = useState<{ action: Action; customer: AdminCustomerRow } | null>(null);
  const [busy, setBusy] = useState(false);

  const viewAs = async (customer: AdminCustomerRow) => {
    try {
      // Spec §4: selects the customer and goes home, as the customer's own users see it.
      const { item } = await track(getCustomerDetails(customer.id));
      saveCustomer(item);
      void navigate(paths.home);
    } catch (cause) {
      notifyFailure(cause, { fallback: 'alert.error.customer' });
    }
  };

  const choose = (action: Action, customer: AdminCustomerRow) => {
    if (action === 'viewAs') void viewAs(customer);
    else setOpen({ action, customer });
  };

  const recalculate = async (customer: AdminCustomerRow) => {
    setBusy(true);
    try {
      await recalculatePoints(customer.id);
      notify.success(t('alert.success.recalculate-points'));
      void revalidate();
    } catch (cause) {
      notifyFailure(cause, { prefix: 'alert.error.recalculate-points' });
    } finally {
      setBusy(false);
      setOpen(null);
    }
  };

  const definition: ResourceDefinition<AdminCustomerRow> = {
    path: CUSTOMERS_PATH,
    title: t('customers.title'),
    columns: customerColumns(t, paths.adminBuyingGroup, canWrite),
    defaultOrder: CUSTOMER_LIST_SPEC.defaultOrder,
    pageSize: CUSTOMER_LIST_SPEC.pageSize,
    schema: customerInputSchema,
    fields: [],
    toFormValues: () => ({}),
    describe: (c) => `${c.number} - ${c.name}`,
    canWrite,
    // No « Importer » here: there is no import of customers; a customer's price lists import from its price-lists dialog.
    rowActions: (c) => <RowMenu customer={c} canWrite={canWrite} onChoose={choose} />,
    formDialog: ({ item, onClose }) => <CustomerFormDialog item={item} onClose={onClose} />,
    messages: { deleted: t('alert.success.customer-delete'), deleteError: t('alert.error.customer-delete') },
  };

  const customer = open?.customer;
  return (
    <>
      <ResourceListPage definition={definition} />
      {open && open.action !== 'recalculate' && open.action !== 'viewAs' && (
        <CustomerActionDialog action={open.action} customer={open.customer} canWrite={canWrite} onClose={() => setOpen(null)} />
      )}
      <ConfirmDialog
        open={open?.action === 'recalculate'}
        title={t('customers.recalculate-title')}
        confirmLabel={t('customers.recalculate-confirm')}
        onConfirm={() => customer && void recalculate(customer)}
        onCancel={() => setOpen(null)}
        busy={busy}
      >
        {customer && t('customers.recalculate-text', { name: customer.name })}
      </ConfirmDialog>
    </>
  );
}

/** The row's other actions; the writes among them are offered to administrators only. */
function RowMenu({ customer, canWrite, onChoose }: { customer: AdminCustomerRow; canWrite: boolean; onChoose: (a: Action, c: AdminCustomerRow) => void }) {
  const t = useT();
  const writes: Action[] = ['recalculate', 'points', 'cart'];
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Tooltip content={t('customers.actions-of', { name: customer.name })} relationship="label">
          <Button appearance="subtle" icon={<MoreHorizontalRegular />} />
        </Tooltip>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {MENU.filter(([a]) => canWrite || !writes.includes(a)).map(([action, label]) => (
            <MenuItem key={action} onClick={() => onChoose(action, customer)}>
              {t(label)}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

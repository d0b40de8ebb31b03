import { useState } from 'react';
import { Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { ADDRESS_LIST_SPEC, addressInputSchema, type AddressInput, type AdminAddress } from '@portail/common';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useNotify, useNotifyFailure } from '../../../../components/notify';
import type { ResourceDefinition } from '../../../../components/resource/resource-definition';
import { ResourceListPage } from '../../../../components/resource/resource-list-page';
import { useRevalidateResource } from '../../../../components/resource/use-resource-list';
import { useT } from '../../../../i18n/use-t';
import { apiRequest } from '../../../../lib/api-client';
import { ADDRESSES_PATH } from '../../api/back-office';
import { FormDialog, type FormField, type FormValues } from '../../../../components/resource/form-dialog';
import { SearchCombobox } from '../../../../components/search-combobox';
import { customerLookup } from '../../api/lookups';
import { DeleteButton, EditButton } from './row-buttons';

const one = (id: string) => `/address/${encodeURIComponent(id)}`;

/** A stored address as the form shows it (text, its type '0' or '1'), or a new one's, in France. */
const addressValues = (item: AdminAddress | null, customerId: string | undefined): FormValues =>
  item
    ? { ...Object.fromEntries(Object.entries(item).map(([k, v]) => [k, String(v)])), addressType: String(item.addressType) }
    : {
        fK_Customer: customerId ?? '',
        addressType: '0',
        fullAddress: '',
        addressName: '',
        addressLine1: '',
        addressLine2: '',
        city: '',
        zipCode: '',
        state: '',
        country: 'France',
      };

const text = (name: string, label: string, wide = false, required = false) => ({
  name,
  label,
  kind: 'text' as const,
  maxLength: name === 'fullAddress' ? 500 : 200,
  wide,
  required,
});

/** The address form's fields; the customer is one of them only outside a customer's context. */
const addressFields = (t: ReturnType<typeof useT>, fixed: boolean): FormField[] => [
  // Without a customer context, the customer is searched on the server (number or name) and chosen by id.
  ...(fixed
    ? []
    : [
        {
          name: 'fK_Customer',
          label: t('address.customer-number'),
          kind: 'custom',
          wide: true,
          required: true,
          render: ({ value, onChange, error, disabled }) => (
            <SearchCombobox
              label={t('address.customer-number')}
              required
              value={value}
              onChange={onChange}
              error={error}
              disabled={disabled}
              {...customerLookup}
            />
          ),
        } satisfies FormField,
      ]),
  text('fullAddress', t('address.full'), true, true),
  text('addressName', t('address.name')),
  {
    name: 'addressType',
    label: t('address.type'),
    kind: 'select',
    options: [
      { value: '0', label: t('address.type-0') },
      { value: '1', label: t('address.type-1') },
    ],
  },
  text('addressLine1', t('address.line1'), true),
  text('addressLine2', t('address.line2'), true),
  text('zipCode', t('address.zip')),
  text('city', t('address.city')),
  text('state', t('address.state')),
  text('country', t('address.country')),
];

/**
 * Create or edit an address. In a customer's context the customer is given; elsewhere it is a required
 * field (its id). addressType is sent as an integer (0 billing, 1 delivery).
 */
function AddressFormDialog({ item, customerId, onClose }: { item: AdminAddress | null; customerId?: string; onClose: () => void }) {
  const t = useT();
  const notify = useNotify();
  const revalidate = useRevalidateResource(ADDRESSES_PATH);
  const fixed = item?.fK_Customer ?? customerId;
  const initial = addressValues(item, customerId);
  return (
    <FormDialog
      title={item ? t('resource.edit-title', { list: t('admin.tab.addresses'), name: item.addressName || item.fullAddress }) : t('bo.new-address')}
      width={800}
      fields={addressFields(t, Boolean(fixed))}
      initial={initial}
      schema={addressInputSchema}
      toInput={(v) => ({
        fK_Customer: fixed ?? v.fK_Customer,
        fullAddress: v.fullAddress,
        addressName: v.addressName,
        addressType: v.addressType,
        addressLine1: v.addressLine1,
        addressLine2: v.addressLine2,
        zipCode: v.zipCode,
        city: v.city,
        state: v.state,
        country: v.country,
      })}
      history={item ? { entity: 'address', entityId: item.id } : undefined}
      onClose={onClose}
      save={async (parsed) => {
        const body = parsed as AddressInput;
        try {
          if (item) await apiRequest(one(item.id), { method: 'PUT', body, headers: { 'If-Match': item.etag } });
          else await apiRequest('/address', { method: 'POST', body, once: true });
        } catch (cause) {
          notify.error(t(item ? 'alert.error.address-update' : 'alert.error.address-create'));
          throw cause;
        }
        notify.success(t(item ? 'success.address-update' : 'success.address-create'));
        void revalidate();
        onClose();
      }}
    />
  );
}

/** The addresses tab (back-office.md §2): the customer's number and name with the address fields. */
export function AddressesTab({ canWrite }: { canWrite: boolean }) {
  const t = useT();
  const notifyFailure = useNotifyFailure();
  const notify = useNotify();
  const revalidate = useRevalidateResource(ADDRESSES_PATH);
  const [editing, setEditing] = useState<{ item: AdminAddress | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminAddress | null>(null);
  const name = (a: AdminAddress) => a.addressName || a.fullAddress;

  const remove = async () => {
    if (!deleting) return;
    try {
      await apiRequest(one(deleting.id), { method: 'DELETE', headers: { 'If-Match': deleting.etag } });
      notify.success(t('success.address-delete'));
    } catch (cause) {
      notifyFailure(cause, { fallback: 'alert.error.address-delete' });
    } finally {
      setDeleting(null);
      void revalidate();
    }
  };

  const definition: ResourceDefinition<AdminAddress> = {
    path: ADDRESSES_PATH,
    title: t('admin.tab.addresses'),
    columns: [
      { key: 'customerNumber', label: t('address.customer-number'), sortable: true, render: (a) => a.customerNumber },
      { key: 'customerName', label: t('address.customer'), sortable: true, render: (a) => a.customerName },
      { key: 'addressName', label: t('address.name'), sortable: true, render: (a) => a.addressName },
      { key: 'fullAddress', label: t('address.full'), render: (a) => a.fullAddress },
      { key: 'city', label: t('address.city'), sortable: true, render: (a) => a.city },
      { key: 'zipCode', label: t('address.zip'), sortable: true, render: (a) => a.zipCode },
      { key: 'addressType', label: t('address.type'), sortable: true, render: (a) => t(a.addressType === 1 ? 'address.type-1' : 'address.type-0') },
    ],
    defaultOrder: ADDRESS_LIST_SPEC.defaultOrder,
    pageSize: ADDRESS_LIST_SPEC.pageSize,
    schema: addressInputSchema,
    fields: [],
    toFormValues: () => ({}),
    describe: name,
    // Writes go to /api/address/{id}, not to the list's path: the screen brings its own buttons.
    canWrite: false,
    toolbar: canWrite ? (
      <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing({ item: null })}>
        {t('bo.new-address')}
      </Button>
    ) : null,
    rowActions: canWrite
      ? (a) => (
          <>
            <EditButton name={name(a)} onClick={() => setEditing({ item: a })} />
            <DeleteButton name={name(a)} onClick={() => setDeleting(a)} />
          </>
        )
      : undefined,
  };
  return (
    <>
      <ResourceListPage definition={definition} />
      {editing && <AddressFormDialog item={editing.item} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('address.delete-title')}
        confirmLabel={t('resource.delete-confirm')}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      >
        {deleting && t('address.delete-text', { name: name(deleting) })}
      </ConfirmDialog>
    </>
  );
}

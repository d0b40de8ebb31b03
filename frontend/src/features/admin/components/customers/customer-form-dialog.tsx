import { useMemo } from 'react';
import { Dropdown, Field, Option } from '@fluentui/react-components';
import { customerInputSchema, EMAIL_MAX, type AdminCustomerRow, type CustomerInput } from '@portail/common';
import { useNotify, useNotifyFailure } from '../../../../components/notify';
import { FormDialog, type FormField, type FormValues } from '../../../../components/resource/form-dialog';
import { useRevalidateResource } from '../../../../components/resource/use-resource-list';
import { useStoredItem } from '../../../../components/resource/use-stored-item';
import { useT } from '../../../../i18n/use-t';
import { CUSTOMERS_PATH, createCustomer, getCustomerDetails, updateCustomer, useStrykerEmployees } from '../../api/customers';
import { buyingGroupLookup } from '../../api/lookups';
import { SearchCombobox } from '../../../../components/search-combobox';

type CustomerDetails = Awaited<ReturnType<typeof getCustomerDetails>>['item'];

/** The form's values are named as the input's fields, so that a refusal of the schema shows under its field. */
const EMPTY: FormValues = {
  number: '',
  name: '',
  email: '',
  phone: '',
  address: '',
  zipCode: '',
  city: '',
  buyingGroup: '',
  fK_UniqueContact: '',
  manualStatutCurrentYear: '',
  manualStatutPreviousYear: '',
  active: true,
};
const STATUSES = ['1', '2', '3', '4'];

const valuesOf = (c: CustomerDetails): FormValues => ({
  number: c.number,
  name: c.name,
  email: c.email,
  phone: c.phone,
  address: c.address,
  zipCode: c.zipCode,
  city: c.city,
  buyingGroup: c.buyingGroup ?? '',
  fK_UniqueContact: c.fK_UniqueContact ?? '',
  manualStatutCurrentYear: c.manualStatutCurrentYear ? String(c.manualStatutCurrentYear.number) : '',
  manualStatutPreviousYear: c.manualStatutPreviousYear ? String(c.manualStatutPreviousYear.number) : '',
  // Not edited here, but a PUT replaces the record: the related customers go back as they were read.
  related: c.customerRelationDto.map((r) => r.customerId).join(' '),
  active: c.active,
});

function toInput(v: FormValues): CustomerInput {
  const text = (name: string) => String(v[name] ?? '');
  const status = (name: string) => (text(name) ? { number: Number(text(name)) } : null);
  return {
    number: text('number'),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    zipCode: text('zipCode'),
    city: text('city'),
    buyingGroup: text('buyingGroup') || null,
    manualStatutCurrentYear: status('manualStatutCurrentYear'),
    manualStatutPreviousYear: status('manualStatutPreviousYear'),
    fK_UniqueContact: text('fK_UniqueContact') || null,
    active: v.active === true,
    customerRelationDto: text('related')
      .split(' ')
      .filter(Boolean)
      .map((customerId) => ({ customerId })),
  };
}

/** A Fluent dropdown as a field of the form: « Aucun » first, then the options. */
function choice(options: readonly { value: string; label: string }[], none: string) {
  return (
    { value, onChange, error, disabled }: { value: string; onChange: (v: string) => void; error: string | undefined; disabled: boolean },
    label: string,
  ) => (
    <Field label={label} validationMessage={error} validationState={error ? 'error' : 'none'}>
      <Dropdown
        disabled={disabled}
        value={options.find((o) => o.value === value)?.label ?? none}
        selectedOptions={[value]}
        onOptionSelect={(_, d) => onChange(d.optionValue ?? '')}
      >
        <Option value="">{none}</Option>
        {options.map((o) => (
          <Option key={o.value} value={o.value} text={o.label}>
            {o.label}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}

/**
 * New and edit customer (800 px), on the back office's one form dialog. An edit starts from the stored
 * record and sends its version (If-Match). Spec §4: when the save fails the dialog closes and the snackbar
 * says why; a form the schema refuses is never sent and stays open with the messages under its fields.
 */
export function CustomerFormDialog({ item, onClose }: { item: AdminCustomerRow | null; onClose: () => void }) {
  const t = useT();
  const notifyFailure = useNotifyFailure();
  const notify = useNotify();
  const revalidate = useRevalidateResource(CUSTOMERS_PATH);
  const { data: employees } = useStrykerEmployees();
  const stored = useStoredItem<CustomerDetails>(CUSTOMERS_PATH, item?.id ?? null, {
    read: getCustomerDetails,
    toValues: valuesOf,
    initial: () => EMPTY,
    onFailure: (cause) => {
      notifyFailure(cause, { fallback: 'alert.error.customer' });
      onClose();
    },
  });

  const fields = useMemo((): FormField[] => {
    const none = t('customers.none');
    const text = (name: string, label: string, maxLength: number, required = false): FormField => ({
      name,
      label,
      kind: name === 'email' ? 'email' : 'text',
      maxLength,
      required,
    });
    const dropdown = (name: string, label: string, options: { value: string; label: string }[]): FormField => {
      const render = choice(options, none);
      return { name, label, kind: 'custom', render: (input) => render(input, label) };
    };
    const statuses = STATUSES.map((s) => ({ value: s, label: s }));
    return [
      text('number', t('customers.number'), 20, true),
      text('name', t('customers.name'), 200, true),
      text('email', t('customers.email'), EMAIL_MAX),
      text('phone', t('customers.phone'), 30),
      text('address', t('customers.address'), 300),
      text('zipCode', t('customers.zip-code'), 10),
      text('city', t('customers.city'), 100),
      {
        // Any number of groups: searched on the server as typed, not the first hundred.
        name: 'buyingGroup',
        label: t('customers.buying-group'),
        kind: 'custom',
        render: ({ value, onChange, error, disabled }) => (
          <SearchCombobox
            label={t('customers.buying-group')}
            value={value}
            onChange={onChange}
            error={error}
            disabled={disabled}
            none={none}
            {...buyingGroupLookup}
          />
        ),
      },
      dropdown(
        'fK_UniqueContact',
        t('customers.unique-contact'),
        (employees ?? []).map((u) => ({ value: u.id, label: `${u.name} (${u.email})` })),
      ),
      dropdown('manualStatutCurrentYear', t('customers.manual-status-current'), statuses),
      dropdown('manualStatutPreviousYear', t('customers.manual-status-previous'), statuses),
      { name: 'active', label: t('customers.active'), kind: 'checkbox' },
    ];
  }, [t, employees]);

  // Spec §4: a refused save closes the dialog too, its reason in the snackbar (so this never throws).
  const save = async (input: unknown) => {
    try {
      if (item) await updateCustomer(item.id, input as CustomerInput, stored.etag);
      else await createCustomer(input as CustomerInput);
      notify.success(t(item ? 'alert.success.customer-update' : 'alert.success.customer-create'));
    } catch (cause) {
      notifyFailure(cause, { prefix: item ? 'alert.error.customer-update' : 'alert.error.customer-create' });
    } finally {
      void revalidate();
      onClose();
    }
  };

  return (
    <FormDialog
      title={item ? t('customers.edit-title', { name: item.name }) : t('customers.create-title')}
      width={800}
      fields={fields}
      initial={stored.values}
      loading={!stored.loaded}
      schema={customerInputSchema}
      toInput={toInput}
      save={save}
      onClose={onClose}
      history={item ? { entity: 'customers', entityId: item.id } : undefined}
    />
  );
}

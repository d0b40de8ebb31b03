import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Body1, Button, Checkbox, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Dropdown, Field, Option, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { customerInputSchema, type AdminCustomerRow, type CustomerInput } from '@portail/common';
import { useNotify } from '../../../../components/notify';
import { AuditHistory } from '../../../../components/resource/audit-history';
import { useRevalidateResource } from '../../../../components/resource/use-resource-list';
import { TextField } from '../../../../components/text-field';
import { useLocalise, useT } from '../../../../i18n/use-t';
import { ApiRequestError } from '../../../../lib/api-client';
import { CUSTOMERS_PATH, createCustomer, getCustomerDetails, updateCustomer, useBuyingGroups, useStrykerEmployees } from '../../api/customers';

const useStyles = makeStyles({
  // Spec §2: the customer dialog is 800 px wide.
  surface: { maxWidth: '800px', width: '100%' },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: tokens.spacingHorizontalM },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

interface Values {
  number: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  zipCode: string;
  city: string;
  buyingGroup: string;
  manualCurrent: string;
  manualPrevious: string;
  contact: string;
  active: boolean;
}

const EMPTY: Values = { number: '', name: '', email: '', phone: '', address: '', zipCode: '', city: '', buyingGroup: '', manualCurrent: '', manualPrevious: '', contact: '', active: true };
const TEXT_FIELDS = [
  ['number', 'customers.number', 20, true],
  ['name', 'customers.name', 200, true],
  ['email', 'customers.email', 254, false],
  ['phone', 'customers.phone', 30, false],
  ['address', 'customers.address', 300, false],
  ['zipCode', 'customers.zip-code', 10, false],
  ['city', 'customers.city', 100, false],
] as const;
const STATUSES = ['1', '2', '3', '4'];

/** The input field a schema issue names, as the form's key (the rest show on the number). */
const FORM_KEY: Record<string, keyof Values> = { fK_UniqueContact: 'contact', manualStatutCurrentYear: 'manualCurrent', manualStatutPreviousYear: 'manualPrevious' };

function toInput(v: Values, related: readonly string[]): CustomerInput {
  const status = (s: string) => (s ? { number: Number(s) } : null);
  return {
    number: v.number,
    name: v.name,
    email: v.email,
    phone: v.phone,
    address: v.address,
    zipCode: v.zipCode,
    city: v.city,
    buyingGroup: v.buyingGroup || null,
    manualStatutCurrentYear: status(v.manualCurrent),
    manualStatutPreviousYear: status(v.manualPrevious),
    fK_UniqueContact: v.contact || null,
    active: v.active,
    // Not edited here, but a PUT replaces the record: the related customers go back as they were read.
    customerRelationDto: related.map((customerId) => ({ customerId })),
  };
}

/**
 * New and edit customer (800 px). An edit starts from the stored record and sends its version (If-Match).
 * Spec §4: when the save fails the dialog closes and the snackbar says why; a form the schema refuses is
 * never sent and stays open with the messages under its fields.
 */
export function CustomerFormDialog({ item, onClose }: { item: AdminCustomerRow | null; onClose: () => void }) {
  const styles = useStyles();
  const t = useT();
  const localise = useLocalise();
  const notify = useNotify();
  const revalidate = useRevalidateResource(CUSTOMERS_PATH);
  const { data: employees } = useStrykerEmployees();
  const { data: groups } = useBuyingGroups();
  const [values, setValues] = useState<Values>(EMPTY);
  const [etag, setEtag] = useState<string | null>(null);
  const [related, setRelated] = useState<string[]>([]);
  const [loaded, setLoaded] = useState(item === null);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [saving, setSaving] = useState(false);

  // The read depends on the item alone: onClose is a new arrow at each render of the list page (a list
  // revalidated in the background), and reading again then would overwrite what was typed since.
  const failed = useRef<(cause: unknown) => void>(() => undefined);
  failed.current = (cause) => {
    notify.error(cause instanceof ApiRequestError ? localise(cause.message) : t('alert.error.customer'));
    onClose();
  };
  useEffect(() => {
    if (!item) return;
    let live = true;
    getCustomerDetails(item.id)
      .then(({ item: c, etag: version }) => {
        if (!live) return;
        setValues({
          number: c.number,
          name: c.name,
          email: c.email,
          phone: c.phone,
          address: c.address,
          zipCode: c.zipCode,
          city: c.city,
          buyingGroup: c.buyingGroup ?? '',
          manualCurrent: c.manualStatutCurrentYear ? String(c.manualStatutCurrentYear.number) : '',
          manualPrevious: c.manualStatutPreviousYear ? String(c.manualStatutPreviousYear.number) : '',
          contact: c.fK_UniqueContact ?? '',
          active: c.active,
        });
        setRelated(c.customerRelationDto.map((r) => r.customerId));
        setEtag(version);
        setLoaded(true);
      })
      .catch((cause: unknown) => live && failed.current(cause));
    return () => {
      live = false;
    };
  }, [item]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = toInput(values, related);
    const parsed = customerInputSchema.safeParse(input);
    if (!parsed.success) {
      const found: Partial<Record<keyof Values, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        const key = FORM_KEY[field] ?? (field in EMPTY ? (field as keyof Values) : 'number');
        found[key] ??= localise(issue.message);
      }
      setErrors(found);
      return;
    }
    setSaving(true);
    try {
      if (item) await updateCustomer(item.id, input, etag);
      else await createCustomer(input);
      notify.success(t(item ? 'alert.success.customer-update' : 'alert.success.customer-create'));
    } catch (cause) {
      const reason = cause instanceof ApiRequestError ? ` : ${localise(cause.message)}` : '';
      notify.error(`${t(item ? 'alert.error.customer-update' : 'alert.error.customer-create')}${reason}`);
    } finally {
      setSaving(false);
      void revalidate();
      onClose();
    }
  };

  const statusOptions = (label: string, key: 'manualCurrent' | 'manualPrevious') => (
    <Field label={label}>
      <Dropdown value={values[key] || t('customers.none')} selectedOptions={[values[key]]} onOptionSelect={(_, d) => set(key, d.optionValue ?? '')}>
        <Option value="">{t('customers.none')}</Option>
        {STATUSES.map((s) => (
          <Option key={s} value={s}>
            {s}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
  const groupName = groups?.find((g) => g.id === values.buyingGroup)?.name ?? '';
  const contact = employees?.find((u) => u.id === values.contact);

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && !saving && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={(e) => void handleSubmit(e)} noValidate>
          <DialogBody>
            <DialogTitle>{item ? t('customers.edit-title', { name: item.name }) : t('customers.create-title')}</DialogTitle>
            <DialogContent className={styles.content}>
              <Body1>{t('app.required-hint')}</Body1>
              {!loaded ? (
                <Spinner label={t('resource.loading-item')} />
              ) : (
                <div className={styles.grid}>
                  {TEXT_FIELDS.map(([key, label, max, required]) => (
                    <TextField key={key} label={t(label)} required={required} value={values[key]} maxLength={max} error={errors[key]} type={key === 'email' ? 'email' : 'text'} onChange={(v) => set(key, v)} />
                  ))}
                  <Field label={t('customers.buying-group')} validationMessage={errors.buyingGroup} validationState={errors.buyingGroup ? 'error' : 'none'}>
                    <Dropdown value={groupName || t('customers.none')} selectedOptions={[values.buyingGroup]} onOptionSelect={(_, d) => set('buyingGroup', d.optionValue ?? '')}>
                      <Option value="">{t('customers.none')}</Option>
                      {(groups ?? []).map((g) => (
                        <Option key={g.id} value={g.id}>
                          {g.name}
                        </Option>
                      ))}
                    </Dropdown>
                  </Field>
                  <Field label={t('customers.unique-contact')} validationMessage={errors.contact} validationState={errors.contact ? 'error' : 'none'}>
                    <Dropdown value={contact ? `${contact.name} (${contact.email})` : t('customers.none')} selectedOptions={[values.contact]} onOptionSelect={(_, d) => set('contact', d.optionValue ?? '')}>
                      <Option value="">{t('customers.none')}</Option>
                      {(employees ?? []).map((u) => (
                        <Option key={u.id} value={u.id} text={`${u.name} (${u.email})`}>
                          {`${u.name} (${u.email})`}
                        </Option>
                      ))}
                    </Dropdown>
                  </Field>
                  {statusOptions(t('customers.manual-status-current'), 'manualCurrent')}
                  {statusOptions(t('customers.manual-status-previous'), 'manualPrevious')}
                  <Checkbox label={t('customers.active')} checked={values.active} onChange={(_, d) => set('active', d.checked === true)} />
                </div>
              )}
              {item && <AuditHistory entity="customers" entityId={item.id} />}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose} disabled={saving}>
                {t('resource.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={saving || !loaded}>
                {t('resource.save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

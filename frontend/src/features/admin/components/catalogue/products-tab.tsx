import { useState, type ReactNode } from 'react';
import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSyncRegular } from '@fluentui/react-icons';
import {
  CATALOGUE_CATEGORIES,
  CATALOGUE_STAGES,
  PRODUCT_LIST_SPEC,
  formatEuro,
  formatPrice,
  productInputSchema,
  type AdminProduct,
  type AdminProductRow,
} from '@portail/common';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useNotify, useNotifyFailure } from '../../../../components/notify';
import { createResource, updateResource } from '../../../../components/resource/resource-api';
import type { ResourceDefinition } from '../../../../components/resource/resource-definition';
import { ResourceListPage } from '../../../../components/resource/resource-list-page';
import { useRevalidateResource } from '../../../../components/resource/use-resource-list';
import { useStoredItem } from '../../../../components/resource/use-stored-item';
import { type Translate, useLocalise, useT } from '../../../../i18n/use-t';
import { PRODUCTS_PATH, recalculateProducts } from '../../api/back-office';
import { ImportButton } from '../../../import/components/import-button';
import { FormDialog, type FormField, type FormValues } from '../../../../components/resource/form-dialog';
import { ReferenceCombobox } from './reference-combobox';

const useStyles = makeStyles({
  // Spec §2: inactive products have a row style of their own (dimmed and struck through, plus a badge).
  inactive: { color: tokens.colorNeutralForeground3, textDecorationLine: 'line-through' },
  badge: {
    marginLeft: tokens.spacingHorizontalXS,
    paddingInline: tokens.spacingHorizontalXS,
    color: tokens.colorNeutralForeground2,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
  },
});

const TEXTS = ['reference', 'description', 'descriptionLocal', 'currency', 'gimUOM', 'gtinCode', 'primaryUOM', 'lppr'] as const;
const NUMBERS = ['price', 'gimID', 'gimPackContent', 'gimSterilityFlag', 'tva', 'quantity', 'currentCost'] as const;
const NAMES = [
  'franchise',
  'franchiseGroup',
  'subFranchise',
  'gimBrand',
  'gimItemType',
  'gimProductLine',
  'gimSubBrand',
  'sapg',
  'targetProductGroup',
] as const;
const REQUIRED = new Set(['reference', 'description', 'currency', 'gimUOM', 'gtinCode', 'primaryUOM', 'price', 'gimID', 'gimPackContent', 'gimSterilityFlag']);

function productFields(t: Translate): FormField[] {
  return [
    ...TEXTS.map((name): FormField => ({
      name,
      label: t(`product.${name}`),
      kind: 'text',
      required: REQUIRED.has(name),
      maxLength: name.startsWith('description') ? 300 : 40,
      wide: name.startsWith('description'),
    })),
    ...NUMBERS.filter((name) => name !== 'gimSterilityFlag').map((name): FormField => ({
      name,
      label: t(`product.${name}`),
      kind: 'number',
      required: REQUIRED.has(name),
    })),
    // The contract keeps 0 or 1 (back-office.md); the admin answers yes or no.
    {
      name: 'gimSterilityFlag',
      label: t('product.gimSterilityFlag'),
      kind: 'select',
      required: true,
      options: [
        { value: '0', label: t('bo.no') },
        { value: '1', label: t('bo.yes') },
      ],
    },
    { name: 'category', label: t('product.category'), kind: 'select', options: CATALOGUE_CATEGORIES.map((c) => ({ value: c, label: c })) },
    { name: 'stage', label: t('product.stage'), kind: 'select', options: CATALOGUE_STAGES.map((s) => ({ value: s, label: s })) },
    // Each name is one of its reference list's (the list is the field's name in the plural: franchise → franchises).
    ...NAMES.map((name): FormField => ({
      name,
      label: t(`product.${name}`),
      kind: 'custom',
      render: ({ value, onChange, error }) => (
        <ReferenceCombobox list={`${name}s`} label={t(`product.${name}`)} value={value} onChange={onChange} error={error} />
      ),
    })),
    { name: 'active', label: t('product.active'), kind: 'checkbox' },
  ];
}

const EMPTY: FormValues = {
  currency: 'EUR',
  gimUOM: 'EA',
  primaryUOM: 'EA',
  tva: '20',
  quantity: '0',
  currentCost: '0',
  gimPackContent: '1',
  gimSterilityFlag: '0',
  category: 'consommable',
  stage: 'per-op',
  active: true,
};

function toValues(p: AdminProduct): FormValues {
  const values: FormValues = { active: p.active, category: p.category, stage: p.stage };
  for (const k of [...TEXTS, ...NAMES]) values[k] = p[k] ?? '';
  // French decimals: a price reads « 12,50 » as typed; the shared schema reads the comma back.
  for (const k of NUMBERS) values[k] = String(p[k]).replace('.', ',');
  return values;
}

/** Create or edit one product; an edit starts from the stored product and sends its version (If-Match). */
function ProductFormDialog({ item, onClose }: { item: AdminProductRow | null; onClose: () => void }) {
  const t = useT();
  const notify = useNotify();
  const revalidate = useRevalidateResource(PRODUCTS_PATH);
  const loaded = useStoredItem<AdminProduct>(PRODUCTS_PATH, item?.id ?? null, {
    toValues,
    initial: () => EMPTY,
    // Without the stored product there is nothing to edit: the list's row lacks most of the form's fields,
    // and a form filled from it would save blanks over them.
    onFailure: () => {
      notify.error(t('alert.error.product-load'));
      onClose();
    },
  });
  if (!loaded.loaded) return null;
  return (
    <FormDialog
      title={item ? t('resource.edit-title', { list: t('admin.tab.products'), name: item.reference }) : t('bo.new-product')}
      width={800}
      fields={productFields(t)}
      initial={loaded.values}
      schema={productInputSchema}
      history={item ? { entity: 'products', entityId: item.id } : undefined}
      onClose={onClose}
      save={async (input) => {
        try {
          if (item) await updateResource(PRODUCTS_PATH, item.id, input, loaded.etag);
          else await createResource(PRODUCTS_PATH, input);
        } catch (cause) {
          notify.error(t(item ? 'alert.error.product-update' : 'alert.error.product-create'));
          throw cause;
        }
        notify.success(t(item ? 'success.product-update' : 'success.product-create'));
        void revalidate();
        onClose();
      }}
    />
  );
}

/** « Recalculer les colonnes personnalisées », after a confirmation; the server's sentence is the success message. */
export function RecalculateButton({ run, onDone }: { run: () => Promise<string>; onDone?: () => void }) {
  const t = useT();
  const localise = useLocalise();
  const notifyFailure = useNotifyFailure();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      notify.success(localise(await run()));
      onDone?.();
    } catch (cause) {
      notifyFailure(cause);
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <>
      <Button icon={<ArrowSyncRegular />} onClick={() => setAsking(true)}>
        {t('bo.recalculate')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('bo.recalculate-title')}
        confirmLabel={t('bo.recalculate-confirm')}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
        busy={busy}
      >
        {t('bo.recalculate-text')}
      </ConfirmDialog>
    </>
  );
}

/** The products tab (back-office.md §2): reference, gimID, description, price, quantity, lppr, currentCost. */
export function ProductsTab({ canWrite }: { canWrite: boolean }) {
  const styles = useStyles();
  const t = useT();
  const revalidate = useRevalidateResource(PRODUCTS_PATH);
  const cell = (p: AdminProductRow, content: ReactNode) => (p.active ? content : <span className={styles.inactive}>{content}</span>);
  const definition: ResourceDefinition<AdminProductRow> = {
    path: PRODUCTS_PATH,
    title: t('admin.tab.products'),
    columns: [
      {
        key: 'reference',
        label: t('product.reference'),
        sortable: true,
        render: (p) => (
          <>
            {cell(p, p.reference)}
            {!p.active && <Caption1 className={styles.badge}>{t('bo.inactive')}</Caption1>}
          </>
        ),
      },
      { key: 'gimID', label: t('product.gimID'), sortable: true, render: (p) => cell(p, p.gimID) },
      { key: 'description', label: t('product.description'), sortable: true, render: (p) => cell(p, p.description) },
      { key: 'price', label: t('product.price'), sortable: true, render: (p) => cell(p, formatPrice(p.price)) },
      { key: 'quantity', label: t('product.quantity'), sortable: true, render: (p) => cell(p, p.quantity) },
      { key: 'lppr', label: t('product.lppr'), render: (p) => cell(p, p.lppr) },
      { key: 'currentCost', label: t('product.currentCost'), sortable: true, render: (p) => cell(p, formatEuro(p.currentCost)) },
    ],
    defaultOrder: PRODUCT_LIST_SPEC.defaultOrder,
    pageSize: PRODUCT_LIST_SPEC.pageSize,
    schema: productInputSchema,
    fields: [],
    toFormValues: () => ({}),
    describe: (p) => p.reference,
    canWrite,
    toolbar: canWrite ? (
      <>
        <ImportButton table="products" onDone={() => void revalidate()} />
        <RecalculateButton run={recalculateProducts} onDone={() => void revalidate()} />
      </>
    ) : null,
    formDialog: ({ item, onClose }) => <ProductFormDialog item={item} onClose={onClose} />,
    messages: { deleted: t('success.product-delete'), deleteError: t('alert.error.product-delete') },
  };
  return <ResourceListPage definition={definition} />;
}

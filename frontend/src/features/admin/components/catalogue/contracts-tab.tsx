import { useRef, useState } from 'react';
import { Badge } from '@fluentui/react-components';
import { CONTRACT_LIST_SPEC, contractInputSchema, formatDateFr, type Contract, type ContractInput } from '@portail/common';
import { useNotify } from '../../../../components/notify';
import type { ResourceDefinition } from '../../../../components/resource/resource-definition';
import { ResourceListPage } from '../../../../components/resource/resource-list-page';
import { useRevalidateResource } from '../../../../components/resource/use-resource-list';
import { useFailureText, useT } from '../../../../i18n/use-t';
import { ApiRequestError } from '../../../../lib/api-client';
import { CONTRACTS_PATH, createContract, saveExclusions, updateContract, uploadContractFile } from '../../api/back-office';
import { FormDialog, type FormField, type FormValues } from '../../../../components/resource/form-dialog';
import { checkContractFile, ContractFileInput, ContractFiles } from './contract-files';

const list = (text: string | boolean | undefined) =>
  String(text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Spec §9: a new contract runs from today to 15 January of next year. */
function defaults(): FormValues {
  const today = new Date();
  const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  return {
    name: '',
    active: true,
    startDate: iso(today),
    endDate: `${today.getFullYear() + 1}-01-15`,
    customerNumbers: '',
    gimSubBrands: '',
    franchises: '',
    tierByGroupVolume: false,
  };
}

/** A stored contract as the form shows it: lists as comma-separated text. */
const contractValues = (item: Contract): FormValues => ({
  name: item.name,
  active: item.active,
  startDate: item.startDate,
  endDate: item.endDate,
  customerNumbers: item.customerNumbers.join(', '),
  gimSubBrands: item.exclusions.gimSubBrands.join(', '),
  franchises: item.exclusions.franchises.join(', '),
  tierByGroupVolume: item.tierByGroupVolume,
});

/** The contract form's fields, exclusions included (saved by their own call). */
const contractFields = (t: ReturnType<typeof useT>): FormField[] => [
  { name: 'name', label: t('contract.name-label'), kind: 'text', required: true, maxLength: 200, wide: true },
  { name: 'startDate', label: t('contract.start'), kind: 'date', required: true },
  { name: 'endDate', label: t('contract.end'), kind: 'date', required: true },
  { name: 'active', label: t('contract.active'), kind: 'checkbox' },
  // Issue 33: each member's tier from its buying group's volume (functions/src/domain/group-tier.ts).
  { name: 'tierByGroupVolume', label: t('contract.tier-by-group-volume'), kind: 'checkbox', wide: true },
  { name: 'customerNumbers', label: t('contract.customers'), kind: 'text', wide: true, maxLength: 5000 },
  { name: 'gimSubBrands', label: t('contract.gimSubBrands'), kind: 'text', wide: true, maxLength: 5000 },
  { name: 'franchises', label: t('contract.franchises'), kind: 'text', wide: true, maxLength: 5000 },
];

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Whether the typed contract differs from the stored one (the exclusions and the file are saved apart). */
const contractChanged = (input: ContractInput, stored: Contract) =>
  input.name !== stored.name ||
  input.active !== stored.active ||
  input.startDate !== stored.startDate ||
  input.endDate !== stored.endDate ||
  (input.tierByGroupVolume ?? false) !== stored.tierByGroupVolume ||
  !sameList(input.customerNumbers, stored.customerNumbers);

/**
 * The contract dialog (1000 px): name, active, dates, customers, exclusions and an optional file. Save
 * sequence of spec §4: the contract, then its exclusions, then the file (when one is chosen and the
 * contract has customers). Each step is a call of its own, so one may fail after the contract exists:
 * the dialog then edits that contract (a second Save must not create another one), says what failed,
 * and Save sends again only what is not stored yet.
 */
function ContractFormDialog({ item, onClose }: { item: Contract | null; onClose: () => void }) {
  const t = useT();
  const failureText = useFailureText();
  const notify = useNotify();
  const revalidate = useRevalidateResource(CONTRACTS_PATH);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  // The contract as last stored (null until created); a ref as well, for the steps of one save.
  const [stored, setStored] = useState<Contract | null>(item);
  const storedRef = useRef<Contract | null>(item);
  const remember = (contract: Contract) => {
    storedRef.current = contract;
    setStored(contract);
  };
  // The file already sent for the contract: a retry does not send it twice.
  const uploaded = useRef<File | null>(null);
  const [initial] = useState<FormValues>(() => (item ? contractValues(item) : defaults()));
  // The exclusions are typed in the same form but saved by their own call, after the contract's.
  const exclusions = useRef({ gimSubBrands: initial.gimSubBrands, franchises: initial.franchises });

  const chooseFile = (chosen: File | null) => {
    const problem = chosen ? checkContractFile(chosen) : null;
    setFileError(problem ? t(problem) : null);
    setFile(problem ? null : chosen);
  };

  /**
   * A later step failed: the contract is stored, the dialog says which part is not (above the form, with no
   * field: the reason may be the file's, which is no field of the form).
   */
  const partFailed = (key: 'contract.saved-but-exclusions' | 'contract.saved-but-file', cause: unknown): ApiRequestError => {
    // A code of its own: the form shows this sentence, not the text of the refusal's code alone.
    return new ApiRequestError(cause instanceof ApiRequestError ? cause.status : 0, 'partial_save', t(key, { reason: failureText(cause) }));
  };

  return (
    <FormDialog
      title={stored ? t('resource.edit-title', { list: t('admin.tab.contracts'), name: stored.name }) : t('bo.new-contract')}
      width={1000}
      fields={contractFields(t)}
      initial={initial}
      schema={contractInputSchema}
      toInput={(v) => {
        exclusions.current = { gimSubBrands: v.gimSubBrands, franchises: v.franchises };
        return {
          name: v.name,
          active: v.active,
          startDate: v.startDate,
          endDate: v.endDate,
          customerNumbers: list(v.customerNumbers),
          tierByGroupVolume: v.tierByGroupVolume,
        };
      }}
      history={stored ? { entity: 'contracts', entityId: stored.id } : undefined}
      onClose={() => {
        // Closed after a partial save: the list shows the contract that was created.
        if (stored && !item) void revalidate();
        onClose();
      }}
      save={async (parsed) => {
        const input = parsed as ContractInput;
        const before = storedRef.current;
        let saved = before;
        if (!saved || contractChanged(input, saved)) {
          try {
            saved = saved ? await updateContract(saved.id, input, saved.etag) : await createContract(input);
          } catch (cause) {
            notify.error(t(before ? 'alert.error.contract-update' : 'alert.error.contract-create'));
            // Someone else saved it meanwhile (412): the list reads it again, so reopening shows theirs.
            if (cause instanceof ApiRequestError && cause.code === 'precondition_failed') void revalidate();
            throw cause;
          }
          remember(saved);
        }
        const wanted = { gimSubBrands: list(exclusions.current.gimSubBrands), franchises: list(exclusions.current.franchises) };
        if (!sameList(wanted.gimSubBrands, saved.exclusions.gimSubBrands) || !sameList(wanted.franchises, saved.exclusions.franchises)) {
          try {
            // On the contract's version as read, or as its own save just answered (412 if someone saved it meanwhile).
            saved = await saveExclusions(saved.id, wanted, saved.etag);
          } catch (cause) {
            notify.error(t('alert.error.exlusion-update'));
            // Nothing of this save was written (the contract itself was unchanged): the refusal says why as
            // it is, such as a contract someone else changed since it was opened (412, « rechargez-le »).
            if (cause instanceof ApiRequestError && cause.code === 'precondition_failed') void revalidate();
            if (saved === before) throw cause;
            throw partFailed('contract.saved-but-exclusions', cause);
          }
          remember(saved);
        }
        if (file && file !== uploaded.current && saved.customerNumbers.length > 0) {
          try {
            await uploadContractFile(file, saved.customerNumbers, saved.id);
          } catch (cause) {
            throw partFailed('contract.saved-but-file', cause);
          }
          uploaded.current = file;
          notify.success(t('success.file-upload-success'));
        }
        notify.success(t(item ? 'success.contract-update' : 'success.contract-create'));
        void revalidate();
        onClose();
      }}
    >
      <ContractFileInput onChange={chooseFile} error={fileError} />
      {stored && <ContractFiles contractId={stored.id} customerNumbers={stored.customerNumbers} />}
    </FormDialog>
  );
}

/** The contracts tab (back-office.md §2). */
export function ContractsTab({ canWrite }: { canWrite: boolean }) {
  const t = useT();
  const definition: ResourceDefinition<Contract> = {
    path: CONTRACTS_PATH,
    title: t('admin.tab.contracts'),
    columns: [
      { key: 'name', label: t('contract.name-label'), sortable: true, render: (c) => c.name },
      {
        key: 'active',
        label: t('contract.active'),
        render: (c) => (
          <Badge appearance="tint" color={c.active ? 'success' : 'subtle'}>
            {t(c.active ? 'bo.yes' : 'bo.no')}
          </Badge>
        ),
      },
      { key: 'startDate', label: t('contract.start'), sortable: true, render: (c) => formatDateFr(c.startDate) },
      { key: 'endDate', label: t('contract.end'), sortable: true, render: (c) => formatDateFr(c.endDate) },
      { key: 'customers', label: t('contract.customers-column'), render: (c) => c.customerNumbers.join(', ') },
    ],
    defaultOrder: CONTRACT_LIST_SPEC.defaultOrder,
    pageSize: CONTRACT_LIST_SPEC.pageSize,
    schema: contractInputSchema,
    fields: [],
    toFormValues: () => ({}),
    describe: (c) => c.name,
    canWrite,
    formDialog: ({ item, onClose }) => <ContractFormDialog item={item} onClose={onClose} />,
    messages: { deleted: t('success.contract-delete'), deleteError: t('alert.error.contract-delete') },
  };
  return <ResourceListPage definition={definition} />;
}

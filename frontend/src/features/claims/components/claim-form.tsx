import { useState, type FormEvent } from 'react';
import { Body1, Button, Field, Input, Select, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import {
  CLAIM_COMMENT_MAX,
  CLAIM_KINDS,
  CONTRACT_FILE_MAX_BYTES,
  DAY_INVALID,
  claimInputSchema,
  parseFrenchDay,
  type Claim,
  type ClaimInput,
  type ClaimKind,
} from '@portail/common';
import { DateInput } from '../../../components/date-input';
import { useNotify, useNotifyFailure } from '../../../components/notify';
import { useFailureText, useLocalise, useT } from '../../../i18n/use-t';
import { ApiRequestError } from '../../../lib/api-client';
import { declareClaim, uploadClaimInvoice } from '../api/claims';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  pair: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', gap: tokens.spacingHorizontalM },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

/** What the form holds: text as typed (the amount with a French comma), turned into a ClaimInput on sending. */
export interface ClaimDraft {
  kind: ClaimKind;
  invoiceNumber: string;
  orderNumber: string;
  reference: string;
  currentReference: string;
  date: string;
  amount: string;
  quantity: string;
  comment: string;
}

type Errors = Partial<Record<keyof ClaimDraft | 'file', string>>;

export const emptyDraft = (): ClaimDraft => ({
  kind: 'missingLine',
  invoiceNumber: '',
  orderNumber: '',
  reference: '',
  currentReference: '',
  date: '',
  amount: '',
  quantity: '',
  comment: '',
});

/** « 1 234,50 » as typed in France: spaces dropped, the comma a decimal point; anything else is not a number. */
const parseNumber = (text: string): number | undefined => {
  const clean = text.replace(/[\s\u202f\u00a0]/g, '').replace(',', '.');
  return clean === '' || !/^-?\d+(\.\d+)?$/.test(clean) ? undefined : Number(clean);
};

function toClaimInput(d: ClaimDraft): unknown {
  return {
    kind: d.kind,
    invoiceNumber: d.invoiceNumber,
    orderNumber: d.orderNumber,
    reference: d.reference,
    ...(d.kind === 'wrongReference' ? { currentReference: d.currentReference } : {}),
    // Typed jj/mm/aaaa (DateInput); the API takes the day as yyyy-mm-dd.
    date: parseFrenchDay(d.date) ?? d.date,
    amount: parseNumber(d.amount),
    quantity: parseNumber(d.quantity),
    comment: d.comment,
  };
}

interface ClaimFormProps {
  customerId: string;
  initial: ClaimDraft;
  onDeclared: (claim: Claim) => void;
}

/**
 * What a wrong draft says, field by field: the API's own rules, a day that does not exist, the current
 * reference of a wrong one, and the invoice's file.
 */
function draftErrors(
  draft: ClaimDraft,
  file: File | null,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  t: ReturnType<typeof useT>,
  localise: ReturnType<typeof useLocalise>,
): Errors {
  const found: Errors = {};
  for (const issue of issues) {
    const field = issue.path[0] as keyof ClaimDraft;
    if (!found[field]) found[field] = typeof draft[field] === 'string' && draft[field].trim() === '' ? t('rules.required') : localise(issue.message);
  }
  if (draft.date.trim() !== '' && parseFrenchDay(draft.date) === undefined) found.date = localise(DAY_INVALID);
  // The schema checks the current reference only once every field passes: shown with the others here.
  if (draft.kind === 'wrongReference' && draft.currentReference.trim() === '') found.currentReference ??= t('rules.required');
  if (file && (file.size > CONTRACT_FILE_MAX_BYTES || !/\.pdf$/i.test(file.name))) found.file = t('claims.invoice-file');
  return found;
}

/** The draft, its errors and its sending: the claim declared, then its invoice PDF if one is chosen. */
function useClaimForm(customerId: string, initial: ClaimDraft, onDeclared: (claim: Claim) => void) {
  const t = useT();
  const localise = useLocalise();
  const failureText = useFailureText();
  const notifyFailure = useNotifyFailure();
  const notify = useNotify();
  const [draft, setDraft] = useState(initial);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const set = (patch: Partial<ClaimDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = claimInputSchema.safeParse(toClaimInput(draft));
    const found = draftErrors(draft, file, parsed.success ? [] : parsed.error.issues, t, localise);
    if (!parsed.success || Object.values(found).some(Boolean)) {
      setErrors(found);
      return notify.error(t('claims.form-error'));
    }
    setSending(true);
    try {
      let claim = await declareClaim(customerId, parsed.data as ClaimInput);
      if (file) {
        try {
          claim = await uploadClaimInvoice(customerId, claim.id, file);
        } catch (err) {
          notify.error(t('claims.invoice-failed', { message: err instanceof ApiRequestError ? failureText(err) : '' }));
        }
      }
      notify.success(t('claims.submitted'));
      setDraft(emptyDraft());
      setFile(null);
      onDeclared(claim);
    } catch (err) {
      if (err instanceof ApiRequestError && err.field && err.field in draft) setErrors({ [err.field]: failureText(err) });
      notifyFailure(err, { fallback: 'claims.form-error' });
    } finally {
      setSending(false);
    }
  };
  return { draft, set, setFile, errors, setErrors, sending, submit };
}

/** The declaration of a claim, checked with the API's own rules before sending; the invoice PDF follows it. */
export function ClaimForm({ customerId, initial, onDeclared }: ClaimFormProps) {
  const styles = useStyles();
  const t = useT();
  const { draft, set, setFile, errors, setErrors, sending, submit } = useClaimForm(customerId, initial, onDeclared);

  const text = (key: keyof ClaimDraft, label: string, extra: { inputMode?: 'decimal' | 'numeric' } = {}) => (
    <Field label={label} required validationMessage={errors[key]} validationState={errors[key] ? 'error' : 'none'}>
      <Input value={draft[key]} onChange={(_, data) => set({ [key]: data.value })} inputMode={extra.inputMode} autoComplete="off" />
    </Field>
  );

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t('claims.declare-title')}>
      <Body1>{t('claims.declare-intro')}</Body1>
      <Body1>{t('app.required-hint')}</Body1>
      <Field label={t('claims.kind')} required>
        <Select value={draft.kind} onChange={(_, data) => set({ kind: data.value as ClaimKind })}>
          {CLAIM_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`claims.kind.${k}`)}
            </option>
          ))}
        </Select>
      </Field>
      <div className={styles.pair}>
        {text('invoiceNumber', t('claims.invoice-number'))}
        {text('orderNumber', t('claims.order-number'))}
      </div>
      <div className={styles.pair}>
        {draft.kind === 'wrongReference' && text('currentReference', t('claims.current-reference'))}
        {text('reference', draft.kind === 'wrongReference' ? t('claims.correct-reference') : t('claims.reference'))}
        <Field label={t('claims.date')} required validationMessage={errors.date} validationState={errors.date ? 'error' : 'none'}>
          <DateInput value={draft.date} onChange={(date) => set({ date })} />
        </Field>
      </div>
      <div className={styles.pair}>
        {text('amount', t('claims.amount'), { inputMode: 'decimal' })}
        {text('quantity', t('claims.quantity'), { inputMode: 'numeric' })}
      </div>
      <Field label={t('claims.comment')} validationMessage={errors.comment} validationState={errors.comment ? 'error' : 'none'}>
        <Textarea value={draft.comment} maxLength={CLAIM_COMMENT_MAX} rows={3} resize="vertical" onChange={(_, data) => set({ comment: data.value })} />
      </Field>
      <Field label={t('claims.invoice-file')} validationMessage={errors.file} validationState={errors.file ? 'error' : 'none'}>
        <input
          type="file"
          accept="application/pdf,.pdf"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setErrors((current) => ({ ...current, file: undefined }));
          }}
        />
      </Field>
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={sending}>
          {t('claims.submit')}
        </Button>
      </div>
    </form>
  );
}

import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  Body1,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Select,
  Spinner,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { z } from 'zod';
import { DAY_INVALID, formatDay, parseFrenchDay } from '@portail/common';
import { useFailureText, useLocalise, useT } from '../../i18n/use-t';
import { ApiRequestError } from '../../lib/api-client';
import { DateInput } from '../date-input';
import { TextField } from '../text-field';
import { AuditHistory } from './audit-history';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: tokens.spacingHorizontalM },
  wide: { gridColumn: '1 / -1' },
  w800: { maxWidth: '800px', width: '100%' },
  w1000: { maxWidth: '1000px', width: '100%' },
  w1400: { maxWidth: '1400px', width: '100%' },
});

export type FormValues = Record<string, string | boolean>;

/** What a `custom` field draws: its input, bound to the form's value and error. */
interface CustomInput {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  disabled: boolean;
}

/** One input of a form; the value is text (numbers too: the shared schema reads them) or a flag. */
export interface FormField {
  name: string;
  label: string;
  /** custom: an input of the screen's own (a name chosen from a reference list), drawn by `render`. */
  kind: 'text' | 'email' | 'number' | 'textarea' | 'checkbox' | 'select' | 'date' | 'custom';
  render?: (input: CustomInput) => ReactNode;
  required?: boolean;
  maxLength?: number;
  options?: readonly { value: string; label: string }[];
  wide?: boolean;
  hint?: string;
  /** Shown only while the form's values say so (a role's own field); a hidden field is neither drawn nor checked here. */
  shownWhen?: (values: FormValues) => boolean;
}

interface FormDialogProps {
  title: string;
  /** Spec §9: 800 to 1400 px (contracts 1000). */
  width: 800 | 1000 | 1400;
  fields: readonly FormField[];
  /** The starting values; a new object (the stored item read at last) starts the form again from it. */
  initial: FormValues;
  /** The stored item is still being read: inputs and save wait for it. */
  loading?: boolean;
  /** The shared input schema (the API validates with the same one). */
  schema: z.ZodType;
  /** Values → what the schema reads (lists typed as comma-separated text become arrays, ...). */
  toInput?: (values: FormValues) => unknown;
  /** Sends the parsed input; a refusal (ApiRequestError) shows under its field or above the form. */
  save: (input: unknown) => Promise<void>;
  /** The schema refused the form (nothing sent): the names of the fields refused, for a screen that also says so in a snackbar. */
  onInvalid?: (fields: string[]) => void;
  onClose: () => void;
  /** The edited record's history (GET /api/audit), when editing. */
  history?: { entity: string; entityId: string };
  children?: ReactNode;
  saveLabel?: string;
}

/**
 * The one create/edit dialog of the back office (the declared resources' generic one and the screens' own):
 * fields of several kinds, the shared zod schema before sending, the server's 400 under its field and other
 * refusals (409, 412) above the form; it stays open until a save succeeds. A screen whose spec closes the
 * dialog on a failed save (customers, users: spec §4) says so in its `save`, which then does not throw.
 */
export function FormDialog({
  title,
  width,
  fields,
  initial,
  loading = false,
  schema,
  toInput,
  save,
  onInvalid,
  onClose,
  history,
  children,
  saveLabel,
}: FormDialogProps) {
  const styles = useStyles();
  const t = useT();
  const localise = useLocalise();
  const failureText = useFailureText();
  const [values, setValues] = useState<FormValues>(initial);
  // A date field's value is the API's yyyy-mm-dd; its box holds what is typed, jj/mm/aaaa (DateInput).
  const daysOf = (v: FormValues) => Object.fromEntries(fields.filter((f) => f.kind === 'date').map((f) => [f.name, formatDay(String(v[f.name] ?? ''))]));
  const [dayTexts, setDayTexts] = useState<Record<string, string>>(() => daysOf(initial));
  // The stored values arrive once, when loading ends (inputs are disabled until then, so nothing typed is
  // lost); a screen that rebuilds `initial` on each render does not reset what is being typed.
  const wasLoading = useRef(loading);
  useEffect(() => {
    if (wasLoading.current && !loading) {
      setValues(initial);
      setDayTexts(daysOf(initial));
    }
    wasLoading.current = loading;
    // daysOf reads only the fields' kinds, fixed for a dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loading, initial]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const shown = fields.filter((f) => !f.shownWhen || f.shownWhen(values));
  const names = new Set(shown.map((f) => f.name));

  const set = (name: string, value: string | boolean) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => {
      const next = { ...e };
      delete next[name];
      return next;
    });
    setFormError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse(toInput ? toInput(values) : values);
    // A date box holding something that is no day says so in its own words, not in the API's yyyy-mm-dd ones.
    const wrongDays = shown.filter((f) => f.kind === 'date' && (dayTexts[f.name] ?? '').trim() !== '' && parseFrenchDay(dayTexts[f.name]) === undefined);
    if (!parsed.success || wrongDays.length > 0) {
      const next: Record<string, string> = Object.fromEntries(wrongDays.map((f) => [f.name, localise(DAY_INVALID)]));
      for (const issue of parsed.success ? [] : parsed.error.issues) {
        const name = String(issue.path[0] ?? '');
        if (names.has(name)) next[name] ??= localise(issue.message);
        else setFormError(localise(issue.message));
      }
      setErrors(next);
      onInvalid?.(Object.keys(next));
      return;
    }
    setSaving(true);
    try {
      await save(parsed.data);
    } catch (cause) {
      const message = failureText(cause);
      if (cause instanceof ApiRequestError && cause.field && names.has(cause.field)) setErrors({ [cause.field]: message });
      else setFormError(message);
    } finally {
      setSaving(false);
    }
  };

  const input = (f: FormField) => {
    const value = values[f.name];
    const common = {
      label: f.label,
      required: f.required,
      validationMessage: errors[f.name],
      validationState: errors[f.name] ? ('error' as const) : ('none' as const),
      hint: f.hint,
    };
    if (f.kind === 'custom' && f.render)
      return f.render({ value: String(value ?? ''), onChange: (v) => set(f.name, v), error: errors[f.name], disabled: loading });
    if (f.kind === 'checkbox')
      return <Checkbox label={f.label} checked={value === true} disabled={loading} onChange={(_, d) => set(f.name, d.checked === true)} />;
    if (f.kind === 'textarea')
      return (
        <Field {...common}>
          <Textarea
            value={String(value ?? '')}
            maxLength={f.maxLength}
            resize="vertical"
            rows={6}
            disabled={loading}
            onChange={(_, d) => set(f.name, d.value)}
          />
        </Field>
      );
    if (f.kind === 'select')
      return (
        <Field {...common}>
          <Select value={String(value ?? '')} disabled={loading} onChange={(_, d) => set(f.name, d.value)}>
            {(f.options ?? []).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </Field>
      );
    if (f.kind === 'date')
      return (
        <Field {...common}>
          <DateInput
            value={dayTexts[f.name] ?? ''}
            disabled={loading}
            onChange={(text) => {
              setDayTexts((d) => ({ ...d, [f.name]: text }));
              set(f.name, parseFrenchDay(text) ?? text);
            }}
          />
        </Field>
      );
    if ((f.kind === 'text' || f.kind === 'email') && f.maxLength)
      return (
        <TextField
          label={f.label}
          required={f.required}
          type={f.kind}
          value={String(value ?? '')}
          maxLength={f.maxLength}
          error={errors[f.name]}
          hint={f.hint}
          disabled={loading}
          onChange={(v) => set(f.name, v)}
        />
      );
    return (
      <Field {...common}>
        <Input
          type={f.kind === 'email' ? f.kind : 'text'}
          inputMode={f.kind === 'number' ? 'decimal' : undefined}
          value={String(value ?? '')}
          maxLength={f.maxLength}
          disabled={loading}
          onChange={(_, d) => set(f.name, d.value)}
        />
      </Field>
    );
  };

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && !saving && onClose()}>
      <DialogSurface className={styles[`w${width}`]}>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>
              <Body1>{t('app.required-hint')}</Body1>
              {formError && (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{formError}</MessageBarBody>
                </MessageBar>
              )}
              {loading && <Spinner size="tiny" label={t('resource.loading-item')} />}
              <div className={styles.grid}>
                {shown.map((f) => (
                  <div key={f.name} className={f.wide ? styles.wide : undefined}>
                    {input(f)}
                  </div>
                ))}
              </div>
              {children}
              {history && <AuditHistory entity={history.entity} entityId={history.entityId} fields={fields} />}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose} disabled={saving}>
                {t('resource.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={saving || loading}>
                {saveLabel ?? t('resource.save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

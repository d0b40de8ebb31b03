import { useState, type FormEvent, type ReactNode } from 'react';
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
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { ReferenceListName } from '@portail/common';
import type { z } from 'zod';
import { AuditHistory } from '../../../../components/resource/audit-history';
import { useLocalise, useT } from '../../../../i18n/use-t';
import { ApiRequestError } from '../../../../lib/api-client';
import { ReferenceCombobox } from './reference-combobox';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: tokens.spacingHorizontalM },
  wide: { gridColumn: '1 / -1' },
  w800: { maxWidth: '800px', width: '100%' },
  w1000: { maxWidth: '1000px', width: '100%' },
  w1400: { maxWidth: '1400px', width: '100%' },
});

export type BoValues = Record<string, string | boolean>;

/** One input of a back-office form; the value is text (numbers too: the shared schema reads them) or a flag. */
export interface BoField {
  name: string;
  label: string;
  /** reference: a name chosen from the reference list `list`, searched on the server. */
  kind: 'text' | 'number' | 'textarea' | 'checkbox' | 'select' | 'date' | 'reference';
  list?: ReferenceListName;
  required?: boolean;
  maxLength?: number;
  options?: readonly { value: string; label: string }[];
  wide?: boolean;
  hint?: string;
}

interface BoFormDialogProps {
  title: string;
  /** Spec §9: 800 to 1400 px (contracts 1000). */
  width: 800 | 1000 | 1400;
  fields: readonly BoField[];
  initial: BoValues;
  /** The shared input schema (the API validates with the same one). */
  schema: z.ZodType;
  /** Values → what the schema reads (lists typed as comma-separated text become arrays, ...). */
  toInput?: (values: BoValues) => unknown;
  /** Sends the parsed input; a refusal (ApiRequestError) shows under its field or above the form. */
  save: (input: unknown) => Promise<void>;
  onClose: () => void;
  /** The edited record's history (GET /api/audit), when editing. */
  history?: { entity: string; entityId: string };
  children?: ReactNode;
  saveLabel?: string;
}

/**
 * The create/edit dialog of the back office's own screens: fields of several kinds, the shared zod schema
 * before sending, the server's 400 under its field and other refusals (409, 412) above the form; it stays
 * open until a save succeeds.
 */
export function BoFormDialog({ title, width, fields, initial, schema, toInput, save, onClose, history, children, saveLabel }: BoFormDialogProps) {
  const styles = useStyles();
  const t = useT();
  const localise = useLocalise();
  const [values, setValues] = useState<BoValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const names = new Set(fields.map((f) => f.name));

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
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? '');
        if (names.has(name)) next[name] ??= localise(issue.message);
        else setFormError(localise(issue.message));
      }
      setErrors(next);
      return;
    }
    setSaving(true);
    try {
      await save(parsed.data);
    } catch (cause) {
      const message = cause instanceof ApiRequestError ? localise(cause.message) : t('alert.error.server');
      if (cause instanceof ApiRequestError && cause.field && names.has(cause.field)) setErrors({ [cause.field]: message });
      else setFormError(message);
    } finally {
      setSaving(false);
    }
  };

  const input = (f: BoField) => {
    const value = values[f.name];
    const common = { label: f.label, required: f.required, validationMessage: errors[f.name], validationState: errors[f.name] ? ('error' as const) : ('none' as const), hint: f.hint };
    if (f.kind === 'reference' && f.list) return <ReferenceCombobox list={f.list} label={f.label} value={String(value ?? '')} onChange={(name) => set(f.name, name)} error={errors[f.name]} />;
    if (f.kind === 'checkbox') return <Checkbox label={f.label} checked={value === true} onChange={(_, d) => set(f.name, d.checked === true)} />;
    if (f.kind === 'textarea')
      return (
        <Field {...common}>
          <Textarea value={String(value ?? '')} maxLength={f.maxLength} resize="vertical" rows={6} onChange={(_, d) => set(f.name, d.value)} />
        </Field>
      );
    if (f.kind === 'select')
      return (
        <Field {...common}>
          <Select value={String(value ?? '')} onChange={(_, d) => set(f.name, d.value)}>
            {(f.options ?? []).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </Field>
      );
    return (
      <Field {...common}>
        <Input
          type={f.kind === 'date' ? 'date' : 'text'}
          inputMode={f.kind === 'number' ? 'decimal' : undefined}
          value={String(value ?? '')}
          maxLength={f.maxLength}
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
              <div className={styles.grid}>
                {fields.map((f) => (
                  <div key={f.name} className={f.wide ? styles.wide : undefined}>
                    {input(f)}
                  </div>
                ))}
              </div>
              {children}
              {history && <AuditHistory entity={history.entity} entityId={history.entityId} />}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose} disabled={saving}>
                {t('resource.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={saving}>
                {saveLabel ?? t('resource.save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

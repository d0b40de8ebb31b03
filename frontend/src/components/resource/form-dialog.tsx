import type { ReactNode } from 'react';
import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { z } from 'zod';
import { useT } from '../../i18n/use-t';
import { AuditHistory } from './audit-history';
import { FieldInput, type FormField, type FormValues } from './form-field-input';
import { useFormState } from './use-form-state';

export type { FormField, FormValues } from './form-field-input';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: tokens.spacingHorizontalM },
  wide: { gridColumn: '1 / -1' },
  w800: { maxWidth: '800px', width: '100%' },
  w1000: { maxWidth: '1000px', width: '100%' },
  w1400: { maxWidth: '1400px', width: '100%' },
});

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
  const form = useFormState({ fields, initial, loading, schema, toInput, save, onInvalid });
  const { formError, saving } = form;

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && !saving && onClose()}>
      <DialogSurface className={styles[`w${width}`]}>
        <form onSubmit={(e) => void form.submit(e)} noValidate>
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
                {form.shown.map((f) => (
                  <div key={f.name} className={f.wide ? styles.wide : undefined}>
                    <FieldInput
                      field={f}
                      value={form.values[f.name]}
                      error={form.errors[f.name]}
                      dayText={form.dayTexts[f.name] ?? ''}
                      disabled={loading}
                      onChange={(v) => form.set(f.name, v)}
                      onDayText={(text) => form.setDayText(f.name, text)}
                    />
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

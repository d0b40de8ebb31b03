import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  Spinner,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useNotify } from '../../components/notify';
import { TextField } from '../../components/text-field';
import { useLocalise, useT } from '../../i18n/use-t';
import { ApiRequestError } from '../../lib/api-client';
import { AuditHistory } from './audit-history';
import { createResource, getResourceItem, updateResource } from './resource-api';
import type { FormValues, ResourceDefinition, ResourceField } from './resource-definition';
import { useRevalidateResource } from './use-resource-list';

const useStyles = makeStyles({
  // Spec §2: the name-only lists' dialogs are 800 px wide.
  surface: { maxWidth: '800px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

interface ResourceFormDialogProps<T extends { id: string }> {
  definition: ResourceDefinition<T>;
  /** The item being edited, or null to create one. */
  item: T | null;
  onClose: () => void;
}

const emptyValues = (fields: readonly ResourceField[]): FormValues => Object.fromEntries(fields.map((field) => [field.name, '']));

/**
 * The create/edit dialog of a declared resource. It checks the values with the shared zod schema before
 * sending them, shows the server's refusal (400 under its field, 409 above the form) and stays open
 * until a save succeeds. Mount it per opening: its state starts from `item`.
 */
export function ResourceFormDialog<T extends { id: string }>({ definition, item, onClose }: ResourceFormDialogProps<T>) {
  const styles = useStyles();
  const t = useT();
  const localise = useLocalise();
  const notify = useNotify();
  const revalidate = useRevalidateResource(definition.path);
  const [values, setValues] = useState<FormValues>(() => (item ? definition.toFormValues(item) : emptyValues(definition.fields)));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  // Also shown inside the dialog: while it is open, the toaster outside it is hidden from assistive technologies.
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // An edit starts from the item as stored now and carries its version (If-Match): a save over someone
  // else's newer one gets 412 and the reader's input stays in the form.
  const [version, setVersion] = useState<{ loaded: boolean; etag: string | null }>({ loaded: item === null, etag: null });
  // Fields typed into before the stored item arrives keep what was typed: the fresh read fills the others.
  const touched = useRef(new Set<string>());
  useEffect(() => {
    if (!item) return;
    let live = true;
    getResourceItem<T>(definition.path, item.id)
      .then(({ item: fresh, etag }) => {
        if (!live) return;
        const stored = definition.toFormValues(fresh);
        setValues((current) => ({ ...stored, ...Object.fromEntries([...touched.current].map((name) => [name, current[name]])) }));
        setVersion({ loaded: true, etag });
      })
      // A resource without a single-item read keeps the list's values and saves without a version.
      .catch(() => live && setVersion({ loaded: true, etag: null }));
    return () => {
      live = false;
    };
  }, [definition, item]);
  const fieldNames = new Set(definition.fields.map((field) => field.name));

  const setValue = (name: string, value: string) => {
    touched.current.add(name);
    setValues((current) => ({ ...current, [name]: value }));
    setFieldErrors((current) => {
      const next = { ...current };
      delete next[name];
      return next;
    });
    setFormError(null);
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = definition.schema.safeParse(item ? { ...values, id: item.id } : values);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? '');
        if (fieldNames.has(name)) errors[name] ??= localise(issue.message);
        else setFormError(localise(issue.message));
      }
      setFieldErrors(errors);
      return;
    }
    setSaving(true);
    try {
      const saved = item
        ? await updateResource<T>(definition.path, item.id, parsed.data, version.etag)
        : await createResource<T>(definition.path, parsed.data);
      notify.success(t(item ? 'resource.updated' : 'resource.created', { name: definition.describe(saved) }));
      void revalidate();
      onClose();
    } catch (cause) {
      const message = cause instanceof ApiRequestError ? localise(cause.message) : t('alert.error.server');
      if (cause instanceof ApiRequestError && cause.field && fieldNames.has(cause.field)) setFieldErrors({ [cause.field]: message });
      else setFormError(message);
      notify.error(message);
      // A 409 « still used » or a deleted item may mean the list changed under us.
      if (cause instanceof ApiRequestError && (cause.status === 404 || cause.status === 409 || cause.status === 412)) void revalidate();
    } finally {
      setSaving(false);
    }
  };

  const title = item ? t('resource.edit-title', { list: definition.title, name: definition.describe(item) }) : t('resource.create-title', { list: definition.title });
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && !saving && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={(e) => void handleSubmit(e)} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>
              <Body1>{t('app.required-hint')}</Body1>
              {formError && (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{formError}</MessageBarBody>
                </MessageBar>
              )}
              {!version.loaded && <Spinner size="tiny" label={t('resource.loading-item')} />}
              {definition.fields.map((field) =>
                field.kind === 'textarea' ? (
                  <Field
                    key={field.name}
                    label={field.label}
                    required={field.required}
                    validationMessage={fieldErrors[field.name]}
                    validationState={fieldErrors[field.name] ? 'error' : 'none'}
                  >
                    <Textarea value={values[field.name] ?? ''} maxLength={field.maxLength} resize="vertical" onChange={(_, data) => setValue(field.name, data.value)} />
                  </Field>
                ) : (
                  <TextField
                    key={field.name}
                    label={field.label}
                    required={field.required}
                    value={values[field.name] ?? ''}
                    maxLength={field.maxLength}
                    error={fieldErrors[field.name]}
                    onChange={(value) => setValue(field.name, value)}
                  />
                ),
              )}
              {item && definition.canWrite && <AuditHistory entity={definition.path.replace(/^\//, '')} entityId={item.id} />}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose} disabled={saving}>
                {t('resource.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={saving || !version.loaded}>
                {t('resource.save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

import { useMemo } from 'react';
import { useNotify, useNotifyFailure } from '../../components/notify';
import { useT } from '../../i18n/use-t';
import { ApiRequestError } from '../../lib/api-client';
import { FormDialog, type FormField } from './form-dialog';
import { createResource, updateResource } from './resource-api';
import type { ResourceDefinition } from './resource-definition';
import { useRevalidateResource } from './use-resource-list';
import { useStoredItem } from './use-stored-item';

interface ResourceFormDialogProps<T extends { id: string }> {
  definition: ResourceDefinition<T>;
  /** The item being edited, or null to create one. */
  item: T | null;
  onClose: () => void;
}

/**
 * The create/edit dialog of a declared resource: the one form dialog, fed with the declaration's fields and
 * schema. An edit starts from the item as stored now and carries its version (If-Match): a save over someone
 * else's newer one gets 412 and the reader's input stays in the form. Mount it per opening.
 */
export function ResourceFormDialog<T extends { id: string }>({ definition, item, onClose }: ResourceFormDialogProps<T>) {
  const t = useT();
  const notifyFailure = useNotifyFailure();
  const notify = useNotify();
  const revalidate = useRevalidateResource(definition.path);
  const fields = useMemo((): FormField[] => definition.fields.map((f) => ({ ...f, wide: true })), [definition.fields]);
  const stored = useStoredItem<T>(definition.path, item?.id ?? null, {
    toValues: definition.toFormValues,
    initial: () => (item ? definition.toFormValues(item) : Object.fromEntries(definition.fields.map((f) => [f.name, '']))),
    // Without the stored item and its version there is nothing to edit safely.
    onFailure: (cause) => {
      notifyFailure(cause);
      onClose();
    },
  });

  const save = async (input: unknown) => {
    try {
      const saved = item ? await updateResource<T>(definition.path, item.id, input, stored.etag) : await createResource<T>(definition.path, input);
      notify.success(t(item ? 'resource.updated' : 'resource.created', { name: definition.describe(saved) }));
      void revalidate();
      onClose();
    } catch (cause) {
      notifyFailure(cause);
      // A 409 « still used » or a deleted item may mean the list changed under us.
      if (cause instanceof ApiRequestError && (cause.status === 404 || cause.status === 409 || cause.status === 412)) void revalidate();
      throw cause;
    }
  };

  return (
    <FormDialog
      title={
        item ? t('resource.edit-title', { list: definition.title, name: definition.describe(item) }) : t('resource.create-title', { list: definition.title })
      }
      width={800}
      fields={fields}
      initial={stored.values}
      loading={!stored.loaded}
      schema={definition.schema}
      toInput={(values) => (item ? { ...values, id: item.id } : values)}
      save={save}
      onClose={onClose}
      history={item && definition.canWrite ? { entity: definition.path.replace(/^\//, ''), entityId: item.id } : undefined}
    />
  );
}

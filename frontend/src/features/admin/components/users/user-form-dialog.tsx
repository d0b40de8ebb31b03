import { useMemo } from 'react';
import { Dropdown, Field, Option } from '@fluentui/react-components';
import { EMAIL_MAX, ROLES, refineUserBuyingGroup, userWriteFieldsSchema, type Role, type User } from '@portail/common';
import { z } from 'zod';
import { useNotify, useNotifyFailure } from '../../../../components/notify';
import { FormDialog, type FormField, type FormValues } from '../../../../components/resource/form-dialog';
import { useRevalidateResource } from '../../../../components/resource/use-resource-list';
import { useStoredItem } from '../../../../components/resource/use-stored-item';
import { SearchCombobox } from '../../../../components/search-combobox';
import { useT } from '../../../../i18n/use-t';
import { buyingGroupLookup } from '../../api/lookups';
import { USERS_PATH, createUser, updateUser, useUserRoles, type UserFormInput } from '../../api/users';

const valuesOf = (u: Pick<User, 'firstName' | 'lastName' | 'email' | 'userRole' | 'active' | 'buyingGroupId'>): FormValues => ({
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  userRole: u.userRole,
  active: u.active,
  buyingGroupId: u.buyingGroupId ?? '',
});

const isGroupBuyer = (values: FormValues) => values.userRole === 'GROUP_BUYER';

/** Only a group buyer sends its buying group (issue 33): the other roles' payloads stay the spec's. */
function toInput(values: FormValues): unknown {
  const { buyingGroupId, ...rest } = values;
  return isGroupBuyer(values) ? { ...rest, buyingGroupId: buyingGroupId || null } : rest;
}

/**
 * New user (the role is the one of the button used) or edit (role chosen in the list of roles), on the back
 * office's one form dialog. A new user receives the activation link by e-mail. Spec §4: a failed save closes
 * the dialog with its snackbar; spec §5: without a role fixed by the button, one must be chosen.
 */
export function UserFormDialog({ item, role, onClose }: { item: User | null; role: Role | null; onClose: () => void }) {
  const t = useT();
  const notifyFailure = useNotifyFailure();
  const notify = useNotify();
  const revalidate = useRevalidateResource(USERS_PATH);
  const roles = useUserRoles();
  const stored = useStoredItem<User>(USERS_PATH, item?.id ?? null, {
    toValues: valuesOf,
    initial: () => (item ? valuesOf(item) : { firstName: '', lastName: '', email: '', userRole: role ?? '', active: true, buyingGroupId: '' }),
    // Without the stored record and its version there is nothing to edit safely.
    onFailure: (cause) => {
      notifyFailure(cause);
      onClose();
    },
  });

  // The shared schema gives a missing role a default: the screen asks for one first (alert.error.user-role).
  const schema = useMemo(
    () => userWriteFieldsSchema.extend({ userRole: z.enum(ROLES, { error: t('alert.error.user-role') }) }).superRefine(refineUserBuyingGroup(false)),
    [t],
  );

  const fields = useMemo((): FormField[] => {
    const roleLabel = t('users.role');
    const roleField: FormField = {
      name: 'userRole',
      label: roleLabel,
      kind: 'custom',
      render: ({ value, onChange, error, disabled }) => (
        <Field label={roleLabel} required validationMessage={error} validationState={error ? 'error' : 'none'}>
          <Dropdown
            disabled={disabled || !roles.data}
            value={value ? t(`users.role.${value as Role}`) : ''}
            selectedOptions={value ? [value] : []}
            onOptionSelect={(_, d) => onChange(d.optionValue ?? '')}
          >
            {(roles.data ?? []).map(({ name }) => (
              <Option key={name} value={name}>
                {t(`users.role.${name}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
      ),
    };
    return [
      { name: 'firstName', label: t('users.first-name'), kind: 'text', maxLength: 100, required: true, wide: true },
      { name: 'lastName', label: t('users.last-name'), kind: 'text', maxLength: 100, required: true, wide: true },
      { name: 'email', label: t('users.email'), kind: 'email', maxLength: EMAIL_MAX, required: true, wide: true },
      // A role fixed by the button used is not shown.
      ...(item || !role ? [{ ...roleField, wide: true }] : []),
      {
        // A group buyer reads its group's members: without one it would reach no customer.
        name: 'buyingGroupId',
        label: t('users.buying-group'),
        kind: 'custom',
        wide: true,
        shownWhen: isGroupBuyer,
        render: ({ value, onChange, error, disabled }) => (
          <SearchCombobox label={t('users.buying-group')} required value={value} onChange={onChange} error={error} disabled={disabled} {...buyingGroupLookup} />
        ),
      },
      { name: 'active', label: t('users.active'), kind: 'checkbox', wide: true },
    ];
  }, [t, item, role, roles.data]);

  // Spec §4: a refused save closes the dialog too, its reason in the snackbar (so this never throws).
  const save = async (input: unknown) => {
    try {
      if (item) await updateUser(item.id, input as UserFormInput, stored.etag);
      else await createUser(input as UserFormInput);
      notify.success(t(item ? 'alert.success.user-update' : 'alert.success.user-create'));
    } catch (cause) {
      notifyFailure(cause, { prefix: item ? 'alert.error.user-update' : 'alert.error.user-create' });
    } finally {
      void revalidate();
      onClose();
    }
  };

  return (
    <FormDialog
      title={item ? t('users.edit-title', { name: item.name }) : t('users.create-title', { role: role ? t(`users.role.${role}`) : t('users.title') })}
      width={800}
      fields={fields}
      initial={stored.values}
      loading={!stored.loaded}
      schema={schema}
      toInput={toInput}
      save={save}
      onInvalid={(refused) => refused.includes('userRole') && notify.error(t('alert.error.user-role'))}
      onClose={onClose}
      history={item ? { entity: 'users', entityId: item.id } : undefined}
    />
  );
}

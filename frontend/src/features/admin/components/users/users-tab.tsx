import { useState } from 'react';
import { Body1, Button, Tooltip } from '@fluentui/react-components';
import { MailArrowForwardRegular, PersonAddRegular } from '@fluentui/react-icons';
import { USER_LIST_SPEC, userWriteSchema, type Role, type User } from '@portail/common';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useNotify, useNotifyFailure } from '../../../../components/notify';
import { ResourceListPage } from '../../../../components/resource/resource-list-page';
import type { ResourceDefinition } from '../../../../components/resource/resource-definition';
import { useT } from '../../../../i18n/use-t';
import { USERS_PATH, resendInvitation } from '../../api/users';
import { UserFormDialog } from './user-form-dialog';

const CREATE: [Role, 'users.new-admin' | 'users.new-commercial' | 'users.new-customer' | 'users.new-group-buyer'][] = [
  ['ADMIN', 'users.new-admin'],
  ['COMMERCIAL', 'users.new-commercial'],
  ['CUSTOMER', 'users.new-customer'],
  // Issue 33: the role the spec's three buttons left to the edit dialog, which then lacked its group.
  ['GROUP_BUYER', 'users.new-group-buyer'],
];

/** The users tab (back-office.md §2): email, last name, first name, role; a create button per role (the spec's three and the group buyer's); edit, delete, resend the activation link. */
export function UsersTab({ canWrite }: { canWrite: boolean }) {
  const t = useT();
  const notifyFailure = useNotifyFailure();
  const notify = useNotify();
  const [creating, setCreating] = useState<Role | null>(null);
  const [resending, setResending] = useState<User | null>(null);
  const [busy, setBusy] = useState(false);

  const resend = async (user: User) => {
    setBusy(true);
    try {
      await resendInvitation(user.id);
      notify.success(t('alert.success.user-link'));
    } catch (cause) {
      notifyFailure(cause, { prefix: 'alert.error.user-link' });
    } finally {
      setBusy(false);
      setResending(null);
    }
  };

  const definition: ResourceDefinition<User> = {
    path: USERS_PATH,
    title: t('users.title'),
    columns: [
      { key: 'email', label: t('users.email'), sortable: true, render: (u) => u.email },
      { key: 'lastName', label: t('users.last-name'), sortable: true, render: (u) => u.lastName },
      { key: 'firstName', label: t('users.first-name'), sortable: true, render: (u) => u.firstName },
      { key: 'userRole', label: t('users.role'), sortable: true, render: (u) => t(`users.role.${u.userRole}`) },
    ],
    defaultOrder: USER_LIST_SPEC.defaultOrder,
    pageSize: USER_LIST_SPEC.pageSize,
    schema: userWriteSchema,
    fields: [],
    toFormValues: () => ({}),
    describe: (u) => u.email,
    canWrite: true,
    canCreate: false,
    toolbar: CREATE.map(([role, label]) => (
      <Button key={role} icon={<PersonAddRegular />} onClick={() => setCreating(role)}>
        {t(label)}
      </Button>
    )),
    rowActions: (u) => (
      <Tooltip content={t('users.action.resend', { name: u.email })} relationship="label">
        <Button appearance="subtle" icon={<MailArrowForwardRegular />} onClick={() => setResending(u)} />
      </Tooltip>
    ),
    formDialog: ({ item, onClose }) => <UserFormDialog item={item} role={null} onClose={onClose} />,
    messages: { deleted: t('alert.success.user-delete'), deleteError: t('alert.error.user-delete') },
  };

  // The users are an administrator's list (docs/permissions.md): a commercial user is told so, not shown an error.
  if (!canWrite) return <Body1 role="status">{t('alert.error.forbidden')}</Body1>;
  return (
    <>
      <ResourceListPage definition={definition} />
      {creating && <UserFormDialog item={null} role={creating} onClose={() => setCreating(null)} />}
      <ConfirmDialog
        open={resending !== null}
        title={t('users.resend-title')}
        confirmLabel={t('users.resend-confirm')}
        onConfirm={() => resending && void resend(resending)}
        onCancel={() => setResending(null)}
        busy={busy}
      >
        {resending && t('users.resend-text', { email: resending.email })}
      </ConfirmDialog>
    </>
  );
}

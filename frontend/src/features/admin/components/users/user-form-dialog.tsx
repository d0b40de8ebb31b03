import { useEffect, useState, type FormEvent } from 'react';
import { Body1, Button, Checkbox, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Dropdown, Field, Option, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { ROLES, userWriteSchema, type Role, type User } from '@portail/common';
import { useNotify } from '../../../../components/notify';
import { AuditHistory } from '../../../../components/resource/audit-history';
import { getResourceItem } from '../../../../components/resource/resource-api';
import { useRevalidateResource } from '../../../../components/resource/use-resource-list';
import { TextField } from '../../../../components/text-field';
import { useLocalise, useT } from '../../../../i18n/use-t';
import { ApiRequestError } from '../../../../lib/api-client';
import { USERS_PATH, createUser, updateUser } from '../../api/users';

const useStyles = makeStyles({
  surface: { maxWidth: '800px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

type Key = 'firstName' | 'lastName' | 'email';
const FIELDS: [Key, 'users.first-name' | 'users.last-name' | 'users.email', number][] = [
  ['firstName', 'users.first-name', 100],
  ['lastName', 'users.last-name', 100],
  ['email', 'users.email', 254],
];

/**
 * New user (the role is the one of the button used) or edit (role chosen in the list of roles). A new user
 * receives the activation link by e-mail. Spec §4: a failed save closes the dialog with its snackbar.
 */
export function UserFormDialog({ item, role, onClose }: { item: User | null; role: Role | null; onClose: () => void }) {
  const styles = useStyles();
  const t = useT();
  const localise = useLocalise();
  const notify = useNotify();
  const revalidate = useRevalidateResource(USERS_PATH);
  const [values, setValues] = useState({ firstName: item?.firstName ?? '', lastName: item?.lastName ?? '', email: item?.email ?? '' });
  const [userRole, setUserRole] = useState<Role | ''>(item?.userRole ?? role ?? '');
  const [active, setActive] = useState(item?.active ?? true);
  const [etag, setEtag] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(item === null);
  const [errors, setErrors] = useState<Partial<Record<Key | 'userRole', string>>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!item) return;
    let live = true;
    getResourceItem<User>(USERS_PATH, item.id)
      .then(({ item: u, etag: version }) => {
        if (!live) return;
        setValues({ firstName: u.firstName, lastName: u.lastName, email: u.email });
        setUserRole(u.userRole);
        setActive(u.active);
        setEtag(version);
      })
      .catch(() => undefined)
      .finally(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [item]);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!userRole) {
      // Spec §5: without a role fixed by the button, one must be chosen.
      setErrors({ userRole: t('alert.error.user-role') });
      notify.error(t('alert.error.user-role'));
      return;
    }
    const input = { ...values, active, userRole };
    const parsed = userWriteSchema.safeParse(input);
    if (!parsed.success) {
      const found: Partial<Record<Key | 'userRole', string>> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0]) as Key] ??= localise(issue.message);
      setErrors(found);
      return;
    }
    setSaving(true);
    try {
      if (item) await updateUser(item.id, parsed.data, etag);
      else await createUser(parsed.data);
      notify.success(t(item ? 'alert.success.user-update' : 'alert.success.user-create'));
    } catch (cause) {
      notify.error(`${t(item ? 'alert.error.user-update' : 'alert.error.user-create')}${cause instanceof ApiRequestError ? ` : ${localise(cause.message)}` : ''}`);
    } finally {
      setSaving(false);
      void revalidate();
      onClose();
    }
  };

  const title = item ? t('users.edit-title', { name: item.name }) : t('users.create-title', { role: role ? t(`users.role.${role}`) : t('users.title') });
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && !saving && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={(e) => void handleSubmit(e)} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>
              <Body1>{t('app.required-hint')}</Body1>
              {!loaded && <Spinner size="tiny" label={t('resource.loading-item')} />}
              {FIELDS.map(([key, label, max]) => (
                <TextField
                  key={key}
                  label={t(label)}
                  required
                  type={key === 'email' ? 'email' : 'text'}
                  value={values[key]}
                  maxLength={max}
                  error={errors[key]}
                  // Typed before the stored record arrives, a value would be overwritten by it and lost.
                  disabled={!loaded}
                  onChange={(v) => {
                    setValues((cur) => ({ ...cur, [key]: v }));
                    setErrors((e) => ({ ...e, [key]: undefined }));
                  }}
                />
              ))}
              {(item || !role) && (
                <Field label={t('users.role')} required validationMessage={errors.userRole} validationState={errors.userRole ? 'error' : 'none'}>
                  <Dropdown disabled={!loaded} value={userRole ? t(`users.role.${userRole}`) : ''} selectedOptions={userRole ? [userRole] : []} onOptionSelect={(_, d) => setUserRole((d.optionValue as Role | undefined) ?? '')}>
                    {ROLES.map((r) => (
                      <Option key={r} value={r}>
                        {t(`users.role.${r}`)}
                      </Option>
                    ))}
                  </Dropdown>
                </Field>
              )}
              <Checkbox label={t('users.active')} checked={active} disabled={!loaded} onChange={(_, d) => setActive(d.checked === true)} />
              {item && <AuditHistory entity="users" entityId={item.id} />}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose} disabled={saving}>
                {t('resource.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={saving || !loaded}>
                {t('resource.save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

import { useEffect, useState } from 'react';
import useSWR from 'swr';
import {
  Body1,
  Button,
  Caption1,
  Checkbox,
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
import type { AdminCustomerRow, User } from '@portail/common';
import { useNotify } from '../../../../components/notify';
import { SearchBox } from '../../../../components/search-box';
import { effectiveSearch, useDebounced } from '../../../../components/use-debounced';
import { useFailureText, useT } from '../../../../i18n/use-t';
import { ApiRequestError } from '../../../../lib/api-client';
import { saveCustomerUsers, searchUsers, useCustomerUsers } from '../../api/customers';

const useStyles = makeStyles({
  surface: { maxWidth: '800px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: { display: 'flex', flexDirection: 'column', maxHeight: '40vh', overflowY: 'auto' },
  readOnly: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/** Autocomplete searches wait 300 ms (spec §7). */
const SEARCH_DELAY_MS = 300;

/** The users to choose from, ticked when chosen; without `canWrite`, a plain list of those linked. */
function UserChoices({
  users,
  selected,
  canWrite,
  onToggle,
}: {
  users: User[];
  selected: Map<string, User>;
  canWrite: boolean;
  onToggle: (user: User, on: boolean) => void;
}) {
  const styles = useStyles();
  const t = useT();
  const describe = (u: User) => `${u.name} — ${u.email} (${t(`users.role.${u.userRole}`)})`;
  if (!canWrite)
    return (
      <ul className={styles.readOnly} aria-label={t('customers.users-available')}>
        {users.length === 0 && <li>{t('resource.empty')}</li>}
        {users.map((u) => (
          <li key={u.id}>{describe(u)}</li>
        ))}
      </ul>
    );
  return (
    <div className={styles.list} role="group" aria-label={t('customers.users-available')}>
      {users.length === 0 && <Body1>{t('resource.empty')}</Body1>}
      {users.map((u) => (
        <Checkbox key={u.id} checked={selected.has(u.id)} onChange={(_, d) => onToggle(u, d.checked === true)} label={describe(u)} />
      ))}
    </div>
  );
}

/**
 * The users linked to a customer: those linked now, checked, and any other found by the search. Spec §4:
 * when saving fails the dialog stays open; at least one user must stay selected. Without `canWrite` (a
 * commercial user) it only lists them: linking is an administrator's act, and the user search behind it
 * (GET /users) is theirs too.
 */
export function CustomerUsersDialog({ customer, canWrite, onClose }: { customer: AdminCustomerRow; canWrite: boolean; onClose: () => void }) {
  const styles = useStyles();
  const t = useT();
  const failureText = useFailureText();
  const notify = useNotify();
  const { data: read, error: loadError, mutate } = useCustomerUsers(customer.id);
  const linked = read?.data;
  const [selected, setSelected] = useState<Map<string, User> | null>(null);
  const [searchText, setSearchText] = useState('');
  const search = effectiveSearch(useDebounced(searchText, SEARCH_DELAY_MS));
  const { data: found } = useSWR(canWrite ? ['admin-link-users', search] : null, ([, s]) => searchUsers(s));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // The choice starts from the users linked as first read; later reads keep what the admin ticked.
  if (linked && selected === null) setSelected(new Map(linked.map((u) => [u.id, u])));
  useEffect(() => {
    if (loadError) notify.error(t('alert.error.user-stryker'));
  }, [loadError, notify, t]);

  const toggle = (user: User, on: boolean) => {
    setProblem(null);
    setSelected((current) => {
      const next = new Map(current ?? []);
      if (on) next.set(user.id, user);
      else next.delete(user.id);
      return next;
    });
  };

  const handleSave = async () => {
    if (!selected || selected.size === 0) {
      setProblem(t('alert.error.users-required'));
      return;
    }
    setSaving(true);
    try {
      // Saved on the list as read: a user linked or unlinked by someone else meanwhile is not undone (412).
      await mutate(await saveCustomerUsers(customer.id, [...selected.keys()], read?.etag ?? null), { revalidate: false });
      notify.success(t('alert.success.customer-user'));
      onClose();
    } catch (cause) {
      const message = cause instanceof ApiRequestError ? `${t('alert.error.customer-user')} : ${failureText(cause)}` : t('alert.error.customer-user');
      setProblem(message);
      notify.error(message);
      if (cause instanceof ApiRequestError && cause.code === 'precondition_failed') {
        // Someone else changed the list meanwhile: show it as it is now, to choose again from it.
        setSelected(null);
        void mutate();
      }
    } finally {
      setSaving(false);
    }
  };

  const shown = [...(selected?.values() ?? []), ...(found ?? []).filter((u) => !selected?.has(u.id))];
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && !saving && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('customers.users-title', { name: customer.name })}</DialogTitle>
          <DialogContent className={styles.content}>
            {problem && (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{problem}</MessageBarBody>
              </MessageBar>
            )}
            {canWrite && <SearchBox label={t('resource.search', { list: t('users.title') })} value={searchText} onChange={setSearchText} />}
            {canWrite && <Caption1 aria-live="polite">{t('customers.users-selected', { count: selected?.size ?? 0 })}</Caption1>}
            {selected === null ? <Spinner label={t('app.loading')} /> : <UserChoices users={shown} selected={selected} canWrite={canWrite} onToggle={toggle} />}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose} disabled={saving}>
              {canWrite ? t('resource.cancel') : t('app.close')}
            </Button>
            {canWrite && (
              <Button appearance="primary" onClick={() => void handleSave()} disabled={saving || selected === null}>
                {t('resource.save')}
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

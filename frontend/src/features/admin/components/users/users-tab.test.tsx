import { screen, waitFor, within } from '@testing-library/react';
import type { User } from '@portail/common';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../testing/fake-api';
import { listAnswer, queriesOf } from '../../../../testing/list-answer';
import { renderPage } from '../../../../testing/render';
import { UsersTab } from './users-tab';

/*
 * The users tab's list: its columns sort by a header click and it pages, the server doing both
 * (tests/api/admin-lists.test.ts). Moved from the browser (admin-users.spec.ts « sorts by header and pages »).
 */

const users: User[] = Array.from({ length: 20 }, (_, i) => ({
  id: `u${i}`,
  // The e-mail order is the reverse of the last names', so a sort on either shows.
  email: `user-${String(19 - i).padStart(2, '0')}@demo.test`,
  firstName: 'Prénom',
  lastName: `Nom ${String(i).padStart(2, '0')}`,
  name: `Prénom Nom ${i}`,
  userRole: 'ADMIN',
  active: true,
}));

describe('the users tab', () => {
  it('sorts by « Adresse e-mail » at a header click, says so, and pages', async () => {
    const api = fakeApi({ 'GET /users': (_, url) => listAnswer(users, url, ['email', 'lastName', 'firstName']) });
    const { user } = renderPage(<UsersTab canWrite />);
    const table = await screen.findByRole('table', { name: 'Utilisateurs' });
    const emails = () => Array.from(table.querySelectorAll('tbody tr td:first-child')).map((cell) => cell.textContent);
    await waitFor(() => expect(emails()[0]).toBe('user-19@demo.test'));
    expect(queriesOf(api.calls('GET /users')).at(-1)).toMatchObject({ orderBy: 'lastName asc', pageNumber: '1' });

    await user.click(within(within(table).getByRole('columnheader', { name: /Adresse e-mail/ })).getByRole('button'));
    await waitFor(() => expect(emails()[0]).toBe('user-00@demo.test'));
    expect(
      within(table)
        .getByRole('columnheader', { name: /Adresse e-mail/ })
        .getAttribute('aria-sort'),
    ).toBe('ascending');
    expect(emails()).toEqual([...emails()].sort());
    expect(queriesOf(api.calls('GET /users')).at(-1)).toMatchObject({ orderBy: 'email asc', pageNumber: '1' });

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(emails()[0]).toBe('user-15@demo.test'));
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(queriesOf(api.calls('GET /users')).at(-1)).toMatchObject({ orderBy: 'email asc', pageNumber: '2' });
    expect(api.unexpected).toEqual([]);
  });
});

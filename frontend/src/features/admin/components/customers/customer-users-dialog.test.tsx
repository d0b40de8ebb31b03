import { screen, waitFor } from '@testing-library/react';
import type { AdminCustomerRow, User } from '@portail/common';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../testing/fake-api';
import { renderPage } from '../../../../testing/render';
import { CustomerUsersDialog } from './customer-users-dialog';

/*
 * No lost update (issue 31): the users of a customer are saved on the version of the list the dialog read,
 * and a list someone else changed meanwhile is shown again rather than overwritten.
 */

const user = (id: string, name: string): User =>
  ({ id, name, firstName: name, lastName: '', email: `${id}@essai.test`, userRole: 'CUSTOMER', active: true }) as unknown as User;
const ifMatchOf = (request: { headers: Record<string, string> } | undefined) =>
  Object.entries(request?.headers ?? {}).find(([k]) => k.toLowerCase() === 'if-match')?.[1];
const customer = { id: 'client-1', name: 'Clinique Essai', number: 'C1' } as unknown as AdminCustomerRow;

describe('the users of a customer', () => {
  it('are saved with the version read; on 412 the dialog says so and shows the list as it is now', async () => {
    let linked = [user('u1', 'Alice')];
    let version = '"v1"';
    const api = fakeApi({
      'GET /customers/:id/users': () => ({ body: linked, headers: { ETag: version } }),
      'GET /users': { body: [user('u2', 'Bruno')] },
      'POST /customers/:id/users': () => {
        // Meanwhile another administrator linked Chloé: the version read is no longer the stored one.
        linked = [user('u1', 'Alice'), user('u3', 'Chloé')];
        version = '"v2"';
        return {
          status: 412,
          body: {
            error: {
              code: 'precondition_failed',
              message: 'Cet élément a été modifié entre-temps : rechargez-le puis recommencez. Votre saisie n’a pas été enregistrée.',
            },
          },
        };
      },
    });
    const { user: person } = renderPage(<CustomerUsersDialog customer={customer} canWrite onClose={vi.fn()} />);
    await person.click(await screen.findByRole('checkbox', { name: /Bruno/ }));
    await person.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(api.calls('POST /customers/:id/users')).toHaveLength(1));
    expect(ifMatchOf(api.calls('POST /customers/:id/users')[0])).toBe('"v1"');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringMatching(/modifié entre-temps : rechargez-le/));
    // The list as it is now, Chloé included and Bruno not chosen: saving again is made on the new version.
    expect(await screen.findByRole('checkbox', { name: /Chloé/, checked: true })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Bruno/, checked: false })).toBeTruthy();
    await person.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.calls('POST /customers/:id/users')).toHaveLength(2));
    expect(ifMatchOf(api.calls('POST /customers/:id/users')[1])).toBe('"v2"');
  });

  // Moved from the browser (admin-customers.spec.ts « links users (at least one)… »): the dialog's own rule.
  it('asks for at least one user when none is ticked, sends nothing and stays open', async () => {
    const api = fakeApi({
      'GET /customers/:id/users': { body: [], headers: { ETag: '"v1"' } },
      'GET /users': { body: [user('u2', 'Bruno')] },
      'POST /customers/:id/users': { body: [] },
    });
    const onClose = vi.fn();
    const { user: person } = renderPage(<CustomerUsersDialog customer={customer} canWrite onClose={onClose} />);
    expect(await screen.findByRole('checkbox', { name: /Bruno/, checked: false })).toBeTruthy();
    await person.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Veuillez sélectionner au moins un utilisateur');
    expect(api.calls('POST /customers/:id/users')).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });
});

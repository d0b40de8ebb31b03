import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../testing/fake-api';
import { renderPage } from '../../../../testing/render';
import { UserFormDialog } from './user-form-dialog';

/* The roles a new user may be given are the server's (GET /api/userRoles, back-office.md's call table). */

describe('the user form’s roles', () => {
  it('offers the roles GET /api/userRoles answers, in French', async () => {
    // Two of the three: the list on screen is the server's, not one the site keeps.
    const api = fakeApi({
      'GET /userRoles': {
        body: [
          { id: 1, name: 'ADMIN' },
          { id: 3, name: 'CUSTOMER' },
        ],
      },
    });
    const { user } = renderPage(<UserFormDialog item={null} role={null} onClose={() => undefined} />);
    const dropdown = await screen.findByRole('combobox', { name: /^Rôle/ });
    await waitFor(() => expect(dropdown.hasAttribute('disabled') || dropdown.getAttribute('aria-disabled') === 'true').toBe(false));
    await user.click(dropdown);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Administrateur', 'Utilisateur client']);
    expect(api.calls('GET /userRoles')).toHaveLength(1);
  }, 20_000);
});

/* Issue 33: a group buyer reads one buying group's members; the form asks for it, and only for that role. */

const groups = [
  { id: 'bg-alliance', name: 'Alliance Santé', updatedAt: '2026-01-01T00:00:00.000Z' },
  { id: 'bg-reseau', name: 'Réseau Ouest', updatedAt: '2026-01-01T00:00:00.000Z' },
];
const groupsApi = {
  'GET /buyingGroups': { body: groups },
  'GET /buyingGroups/:id': (request: { path: string }) => ({ body: groups.find((g) => request.path.endsWith(`/${g.id}`)) }),
};
const groupBox = () => screen.queryByRole('combobox', { name: /^Groupement d’achat/ });

async function fillPerson(user: ReturnType<typeof renderPage>['user']) {
  await user.type(screen.getByRole('textbox', { name: /^Prénom/ }), 'Hélène');
  await user.type(screen.getByRole('textbox', { name: /^Nom/ }), 'Garnier');
  await user.type(screen.getByRole('textbox', { name: /^Adresse e-mail/ }), 'helene@essai.test');
}

describe('the user form’s buying group', () => {
  it('is asked for at the first save, with every other field’s message', async () => {
    const api = fakeApi({ ...groupsApi, 'POST /users': { status: 201, body: {} } });
    const { user } = renderPage(<UserFormDialog item={null} role="GROUP_BUYER" onClose={() => undefined} />);
    await user.type(screen.getByRole('textbox', { name: /^Adresse e-mail/ }), 'pas-une-adresse');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Choisissez le groupement d’achat de cet acheteur de groupement')).toBeTruthy();
    const fieldOf = (name: RegExp) => screen.getByRole('textbox', { name }).closest('.fui-Field')?.textContent;
    expect(fieldOf(/^Prénom/)).toContain('Ce champ est obligatoire');
    expect(fieldOf(/^Nom/)).toContain('Ce champ est obligatoire');
    expect(fieldOf(/^Adresse e-mail/)).toMatch(/adresse e-?mail valide/i);
    expect(api.calls('POST /users')).toHaveLength(0);
  }, 20_000);

  it('is required of a new group buyer, and sent with it', async () => {
    const api = fakeApi({ ...groupsApi, 'POST /users': { status: 201, body: {} } });
    const { user } = renderPage(<UserFormDialog item={null} role="GROUP_BUYER" onClose={() => undefined} />);
    await fillPerson(user);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Choisissez le groupement d’achat de cet acheteur de groupement')).toBeTruthy();
    expect(api.calls('POST /users')).toHaveLength(0);

    await user.click(groupBox()!);
    await user.click(await screen.findByRole('option', { name: 'Réseau Ouest' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.calls('POST /users')).toHaveLength(1));
    expect(api.calls('POST /users')[0]!.body).toMatchObject({ userRole: 'GROUP_BUYER', buyingGroupId: 'bg-reseau', email: 'helene@essai.test' });
  }, 20_000);

  it('shows only while the role chosen is « Acheteur de groupement », and is not sent for another role', async () => {
    const api = fakeApi({
      ...groupsApi,
      'GET /userRoles': {
        body: [
          { id: 2, name: 'COMMERCIAL' },
          { id: 4, name: 'GROUP_BUYER' },
        ],
      },
      'POST /users': { status: 201, body: {} },
    });
    const { user } = renderPage(<UserFormDialog item={null} role={null} onClose={() => undefined} />);
    await fillPerson(user);
    const role = await screen.findByRole('combobox', { name: /^Rôle/ });
    await waitFor(() => expect(role.hasAttribute('disabled') || role.getAttribute('aria-disabled') === 'true').toBe(false));
    expect(groupBox()).toBeNull();

    await user.click(role);
    await user.click(await screen.findByRole('option', { name: 'Acheteur de groupement' }));
    await user.click(await waitFor(() => groupBox()!));
    await user.click(await screen.findByRole('option', { name: 'Alliance Santé' }));

    await user.click(role);
    await user.click(await screen.findByRole('option', { name: 'Commercial' }));
    await waitFor(() => expect(groupBox()).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.calls('POST /users')).toHaveLength(1));
    expect(api.calls('POST /users')[0]!.body).toEqual({
      firstName: 'Hélène',
      lastName: 'Garnier',
      email: 'helene@essai.test',
      userRole: 'COMMERCIAL',
      active: true,
    });
  }, 30_000);

  it('opens on a group buyer’s stored group, by its name', async () => {
    fakeApi({
      ...groupsApi,
      'GET /userRoles': { body: [{ id: 4, name: 'GROUP_BUYER' }] },
      'GET /audit': { body: [] },
      'GET /users/:id': {
        body: {
          id: 'u-1',
          firstName: 'Hélène',
          lastName: 'Garnier',
          name: 'Hélène Garnier',
          email: 'helene@essai.test',
          userRole: 'GROUP_BUYER',
          active: true,
          buyingGroupId: 'bg-alliance',
        },
        headers: { ETag: '"v1"' },
      },
    });
    const item = {
      id: 'u-1',
      firstName: 'Hélène',
      lastName: 'Garnier',
      name: 'Hélène Garnier',
      email: 'helene@essai.test',
      userRole: 'GROUP_BUYER' as const,
      active: true,
    };
    renderPage(<UserFormDialog item={item} role={null} onClose={() => undefined} />);
    await waitFor(() => expect((groupBox() as HTMLInputElement | null)?.value).toBe('Alliance Santé'));
  }, 20_000);
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../testing/fake-api';
import { renderPage } from '../../../../testing/render';
import { UserFormDialog } from './user-form-dialog';

/* The roles a new user may be given are the server's (GET /api/userRoles, back-office.md's call table). */

describe('the user form’s roles', () => {
  it('offers the roles GET /api/userRoles answers, in French', async () => {
    // Two of the three: the list on screen is the server's, not one the site keeps.
    const api = fakeApi({ 'GET /userRoles': { body: [{ id: 1, name: 'ADMIN' }, { id: 3, name: 'CUSTOMER' }] } });
    const { user } = renderPage(<UserFormDialog item={null} role={null} onClose={() => undefined} />);
    const dropdown = await screen.findByRole('combobox', { name: /^Rôle/ });
    await waitFor(() => expect(dropdown.hasAttribute('disabled') || dropdown.getAttribute('aria-disabled') === 'true').toBe(false));
    await user.click(dropdown);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Administrateur', 'Utilisateur client']);
    expect(api.calls('GET /userRoles')).toHaveLength(1);
  }, 20_000);
});

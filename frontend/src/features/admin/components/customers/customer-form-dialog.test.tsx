import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../testing/fake-api';
import { renderPage } from '../../../../testing/render';
import { CustomerFormDialog } from './customer-form-dialog';

/*
 * The new customer form's own rule, moved from the browser (admin-customers.spec.ts « creates a customer… »):
 * no number, nothing sent. Creating, editing and deleting through the real API stays in the browser.
 */

describe('the customer form', () => {
  it('says the number is required and sends nothing without it', async () => {
    const api = fakeApi({ 'GET /users': { body: [] }, 'GET /buyingGroups': { body: [] }, 'POST /customers': { status: 201, body: { id: 'c1' } } });
    const onClose = vi.fn();
    const { user } = renderPage(<CustomerFormDialog item={null} onClose={onClose} />);
    await screen.findByText('Nouveau client', {}, { timeout: 10_000 });
    // happy-dom leaves Fluent's dialog surface aria-hidden (docs/testing.md): its content is queried with hidden ones.
    const dialog = screen.getAllByRole('dialog', { hidden: true }).find((d) => d.textContent?.includes('Nouveau client'))!;
    const save = await within(dialog).findByRole('button', { name: 'Enregistrer', hidden: true }, { timeout: 10_000 });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    await user.click(save);
    expect(await within(dialog).findByText('Le numéro du client est obligatoire')).toBeTruthy();
    expect(api.calls('POST /customers')).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });
});

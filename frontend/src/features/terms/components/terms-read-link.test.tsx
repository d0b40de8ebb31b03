import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render';
import { clearSession, saveSession } from '../../auth/session-store';
import { CheckoutForm, type CheckoutChoices } from '../../cart/components/checkout-form';
import { Footer } from '../../shell/components/footer';

/*
 * Defect 15 (issue 30): the terms, once accepted, could not be read again, and the cart's « conditions
 * générales de vente » tick did not lead to them.
 */

const USER = {
  id: 'u1',
  firstName: 'Camille',
  lastName: 'Essai',
  name: 'Camille Essai',
  email: 'camille@essai.test',
  userRole: 'CUSTOMER' as const,
  active: true,
};
const TERMS = {
  id: 'v2',
  versionNumber: '2',
  versionDate: '2025-02-01T00:00:00Z',
  fullText: 'Article 1 – Objet du programme',
  changeDescription: '',
  isActive: true,
};
const CHOICES: CheckoutChoices = { billingId: '', deliveryId: '', sameAddress: false, invoiceService: '', termsAccepted: false };

describe('reading the terms again', () => {
  it('the footer of a signed-in user opens the terms in force, and closes them', async () => {
    fakeApi({ 'GET /TermsAndConditions/current': { body: TERMS } });
    saveSession('jeton', USER);
    const { user } = renderPage(<Footer />);
    await user.click(screen.getByRole('button', { name: 'Conditions générales du programme' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conditions générales d’utilisation' });
    expect(await within(dialog).findByText('Article 1 – Objet du programme')).toBeTruthy();
    expect(within(dialog).getByText('Version 2 du 01/02/2025')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('the footer offers no such link to a visitor', () => {
    fakeApi({});
    clearSession();
    renderPage(<Footer />, { path: '/login' });
    expect(screen.queryByRole('button', { name: 'Conditions générales du programme' })).toBeNull();
  });

  it('the cart’s sales-terms tick has a link to the terms, which reads them without ticking', async () => {
    fakeApi({ 'GET /TermsAndConditions/current': { body: TERMS } });
    saveSession('jeton', USER);
    let current = CHOICES;
    const { user } = renderPage(<CheckoutForm addresses={[]} value={CHOICES} onChange={(next) => (current = next)} />, { path: '/cart' });
    await user.click(screen.getByRole('button', { name: 'Lire les conditions générales de vente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conditions générales d’utilisation' });
    expect(await within(dialog).findByText('Article 1 – Objet du programme')).toBeTruthy();
    expect(current.termsAccepted).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' }) as HTMLInputElement).checked).toBe(false);
  });
});

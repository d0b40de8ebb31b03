import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render';
import { saveSession } from '../../auth/session-store';
import { TermsGate, useTermsSettled } from './terms-gate';

/*
 * Defect 15 (issue 30): the terms dialog used to appear a second after the page's content. The layout draws
 * the page only once the terms are known accepted (useTermsSettled), with the gate's dialog otherwise.
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
const TERMS = { id: 'v2', versionNumber: '2', versionDate: '2025-02-01T00:00:00Z', fullText: 'Texte des conditions', changeDescription: '', isActive: true };

function Layout() {
  return (
    <>
      <TermsGate />
      {useTermsSettled() ? <p>Contenu de la page</p> : <p>Attente</p>}
    </>
  );
}

describe('the page and the terms', () => {
  it('draws nothing of the page until the answer says the terms are accepted', async () => {
    let answer: (accepted: boolean) => void = () => undefined;
    fakeApi({ 'GET /TermsAndConditions/accepted/:id': () => new Promise((resolve) => (answer = (accepted) => resolve({ body: accepted }))) });
    saveSession('jeton', USER);
    renderPage(<Layout />, { path: '/' });
    await waitFor(() => expect(screen.getByText('Attente')).toBeTruthy());
    expect(screen.queryByText('Contenu de la page')).toBeNull();
    answer(true);
    expect(await screen.findByText('Contenu de la page')).toBeTruthy();
  });

  it('shows only the dialog when they are still to accept, on the customer chooser too', async () => {
    fakeApi({ 'GET /TermsAndConditions/accepted/:id': { body: false }, 'GET /TermsAndConditions/current': { body: TERMS } });
    saveSession('jeton', USER);
    renderPage(<Layout />, { path: '/select-customer' });
    expect(await screen.findByRole('alertdialog', { name: 'Conditions générales d’utilisation' })).toBeTruthy();
    expect(screen.queryByText('Contenu de la page')).toBeNull();
  });
});

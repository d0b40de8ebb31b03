import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render';
import { saveSession } from '../../auth/session-store';
import { TermsGate, useTermsSettled } from './terms-gate';

const USER = {
  id: 'u1',
  firstName: 'Camille',
  lastName: 'Essai',
  name: 'Camille Essai',
  email: 'camille@essai.test',
  userRole: 'CUSTOMER' as const,
  active: true,
};
const ADMIN = { ...USER, id: 'a1', userRole: 'ADMIN' as const };
const TERMS = { id: 'v2', versionNumber: '2', versionDate: '2025-02-01T00:00:00Z', fullText: 'Texte des conditions', changeDescription: '', isActive: true };

function Layout() {
  return (
    <>
      <TermsGate />
      {useTermsSettled() ? <p>Contenu de la page</p> : <p>Attente</p>}
    </>
  );
}

describe('les conditions à accepter', () => {
  // Defect 15 (issue 30): a customer user opening /contrat by a link saw the page, its refusals, then the dialog.
  it('sur une page du portail hors de l’accueil, un client qui ne les a pas acceptées voit le dialogue, et rien de la page', async () => {
    const api = fakeApi({
      'GET /TermsAndConditions/accepted/:id': { body: false },
      'GET /TermsAndConditions/current': { body: TERMS },
      'POST /TermsAndConditions/accept': { body: { message: 'Conditions acceptées' } },
    });
    saveSession('jeton', USER);
    const { user } = renderPage(<Layout />, { path: '/contrat' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Conditions générales d’utilisation' });
    expect(dialog.textContent).toContain('Texte des conditions');
    expect(screen.queryByText('Contenu de la page')).toBeNull();

    expect(api.calls('GET /TermsAndConditions/accepted/:id')).toHaveLength(1);
    // Asked before any call of the page was refused: none was made.
    expect(api.unexpected).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Accepter' }));
    await waitFor(() =>
      expect(api.calls('POST /TermsAndConditions/accept').map((r) => r.body)).toEqual([expect.objectContaining({ userId: 'u1', termVersionId: 'v2' })]),
    );
  });

  it('ne les demande pas sur une page publique, ni au personnel hors de l’accueil et de /admin', async () => {
    const api = fakeApi({ 'GET /TermsAndConditions/accepted/:id': { body: false }, 'GET /TermsAndConditions/current': { body: TERMS } });
    saveSession('jeton', USER);
    const legal = renderPage(<Layout />, { path: '/privacy' });
    expect(await screen.findByText('Contenu de la page')).toBeTruthy();
    legal.unmount();
    saveSession('jeton', ADMIN);
    renderPage(<Layout />, { path: '/kpi' });
    expect(await screen.findByText('Contenu de la page')).toBeTruthy();
    expect(api.calls('GET /TermsAndConditions/accepted/:id')).toEqual([]);
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiRequest, setTermsRequiredHandler } from '../../../lib/api-client';
import { fakeApi, apiError } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render';
import { saveSession } from '../../auth/session-store';
import { markTermsRequired } from '../terms-required';
import { TermsGate } from './terms-gate';

const USER = { id: 'u1', firstName: 'Camille', lastName: 'Essai', name: 'Camille Essai', email: 'camille@essai.test', userRole: 'CUSTOMER' as const, active: true };
const TERMS = { id: 'v2', versionNumber: '2', versionDate: '2025-02-01T00:00:00Z', fullText: 'Texte des conditions', changeDescription: '', isActive: true };

describe('les conditions à accepter', () => {
  it('hors de l’accueil, le dialogue s’ouvre quand l’API refuse un appel pour elles, et l’acceptation le ferme', async () => {
    const api = fakeApi({
      'GET /TermsAndConditions/accepted/:id': { body: false },
      'GET /TermsAndConditions/current': { body: TERMS },
      'GET /files/customer/:id': apiError(403, 'terms_not_accepted', 'Vous devez accepter les conditions générales en vigueur avant de poursuivre.'),
      'POST /TermsAndConditions/accept': { body: { message: 'Conditions acceptées' } },
    });
    saveSession('jeton', USER);
    setTermsRequiredHandler(markTermsRequired);
    const { user } = renderPage(<TermsGate />, { path: '/contrat' });
    // Not asked on this page until the API says so.
    expect(api.calls('GET /TermsAndConditions/accepted/:id')).toEqual([]);

    await expect(apiRequest('/files/customer/c1')).rejects.toMatchObject({ status: 403, code: 'terms_not_accepted' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Conditions générales d’utilisation' });
    expect(dialog.textContent).toContain('Texte des conditions');

    await user.click(screen.getByRole('button', { name: 'Accepter' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.calls('POST /TermsAndConditions/accept').map((r) => r.body)).toEqual([expect.objectContaining({ userId: 'u1', termVersionId: 'v2' })]);
  });
});

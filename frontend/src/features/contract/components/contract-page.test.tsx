import { screen, waitFor, within } from '@testing-library/react';
import type { ContractFile, Customer, User } from '@portail/common';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render';
import { clearSession, saveCustomer, saveSession } from '../../auth/session-store';
import ContractPage from './contract-page';

/*
 * The contract's files as the page tells them (moved from tests/e2e/error-messages.spec.ts): a file gone
 * since the list was shown, and a customer without any. The API's 404 for a missing file:
 * tests/api/customer-read-orders.test.ts; a customer whose files the user may not read: error-messages.spec.ts.
 */

const file: ContractFile = {
  id: 'file-1',
  fileName: 'contrat-2026.pdf',
  fileSize: 20480,
  contentType: 'application/pdf',
  docType: 1,
  uploadDate: '2026-01-15T10:00:00.000Z',
  updatedById: null,
};

const toast = (text: string) => screen.findByRole('listitem', { name: text }, { timeout: 5000 });

beforeEach(() => {
  saveSession('jeton', { id: 'u1', email: 'anne@chu.test', userRole: 'CUSTOMER' } as User);
  saveCustomer({ id: 'c1', number: '590000001', name: 'CHU de Démo' } as Customer);
});
afterEach(() => clearSession());

describe('the contract’s files', () => {
  it('says « Erreur lors du téléchargement du fichier » for a file the server no longer has (404), and keeps the list', async () => {
    const api = fakeApi({
      'GET /files/customer/:id': { body: [file] },
      'GET /files/:id': apiError(404, 'not_found', 'Fichier introuvable.'),
    });
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    const { user } = renderPage(<ContractPage />);
    const table = await screen.findByRole('table', { name: 'Fichiers du contrat' });
    await user.click(within(table).getByRole('button', { name: 'Télécharger contrat-2026.pdf' }));
    expect(await toast('Erreur lors du téléchargement du fichier')).toBeTruthy();
    expect(api.calls('GET /files/:id').map((r) => r.path)).toEqual(['/files/file-1']);
    expect(saved).not.toHaveBeenCalled();
    expect(screen.getByRole('table', { name: 'Fichiers du contrat' })).toBeTruthy();
  });

  it('says no contract is available for a customer without any file, in place of the table', async () => {
    fakeApi({ 'GET /files/customer/:id': { body: [] } });
    renderPage(<ContractPage />);
    expect(await screen.findByText('Aucun contrat n’est disponible pour ce client.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Fichiers du contrat' })).toBeNull();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Erreur lors de la récupération des fichiers du contrat' })).toBeNull());
  });
});

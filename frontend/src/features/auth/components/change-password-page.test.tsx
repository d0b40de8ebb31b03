import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render';
import ChangePasswordPage from './change-password-page';

const USER = { id: 'u1', firstName: 'Camille', lastName: 'Essai', name: 'Camille Essai', email: 'camille@essai.test', userRole: 'CUSTOMER', active: true };

// happy-dom has no ResizeObserver; Fluent's message bar observes its own width with one.
beforeEach(() =>
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  ),
);
afterEach(() => localStorage.clear());

async function fill(user: ReturnType<typeof renderPage>['user'], current: string, next: string, confirmation = next) {
  await user.type(screen.getByLabelText(/Mot de passe actuel/), current);
  await user.type(screen.getByLabelText(/^Nouveau mot de passe/), next);
  await user.type(screen.getByLabelText(/Confirmer le nouveau mot de passe/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
}

describe('changer mon mot de passe', () => {
  it('vérifie les règles avant d’envoyer : un nouveau mot de passe faible ou mal confirmé n’est pas envoyé', async () => {
    const api = fakeApi({});
    const { user } = renderPage(<ChangePasswordPage />);
    await fill(user, 'Ancien!2025mdp', 'court', 'autre');
    expect(await screen.findByText('Le mot de passe doit contenir au moins 8 caractères')).toBeTruthy();
    expect(screen.getByText('Les mots de passe ne correspondent pas')).toBeTruthy();
    expect(api.sent).toEqual([]);
  });

  it('montre sous son champ le refus du serveur (mot de passe actuel faux), et ne garde aucune session nouvelle', async () => {
    fakeApi({ 'POST /Authenticate/changePassword': apiError(400, 'validation', 'Le mot de passe actuel est incorrect', 'currentPassword') });
    localStorage.setItem('portail.token', 'jeton-avant');
    const { user } = renderPage(<ChangePasswordPage />);
    await fill(user, 'Faux!2025mdp', 'Nouveau!k3x9qzA1');
    expect(await screen.findByText('Le mot de passe actuel est incorrect')).toBeTruthy();
    expect(localStorage.getItem('portail.token')).toBe('jeton-avant');
  });

  it('envoie les trois champs, garde la nouvelle session que le serveur répond et le dit', async () => {
    const api = fakeApi({ 'POST /Authenticate/changePassword': { body: { token: 'jeton-apres', expiresAt: '2030-01-01T00:00:00Z', user: USER } } });
    localStorage.setItem('portail.token', 'jeton-avant');
    const { user } = renderPage(<ChangePasswordPage />);
    await fill(user, 'Ancien!2025mdp', 'Nouveau!k3x9qzA1');
    expect(await screen.findByText(/Votre mot de passe a été modifié/)).toBeTruthy();
    expect(api.calls('POST /Authenticate/changePassword').map((r) => r.body)).toEqual([
      { currentPassword: 'Ancien!2025mdp', password: 'Nouveau!k3x9qzA1', confirmPassword: 'Nouveau!k3x9qzA1' },
    ]);
    expect(localStorage.getItem('portail.token')).toBe('jeton-apres');
    await waitFor(() => expect((screen.getByLabelText(/Mot de passe actuel/) as HTMLInputElement).value).toBe(''));
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render';
import LoginPage from './login-page';

/*
 * The sign-in page on its own: its rules before any call, addresses as long as accounts allow, and the
 * failures it tells apart. Signing in for real, the landing page of each role, the wrong password, the
 * lock after repeated failures and the forgotten-password dialog go through the whole stack in
 * tests/e2e/sign-in*.spec.ts.
 */

const LONG = 'helene.martinez@centre-hospitalier-de-versaill-78-et-environs.test';
const emailField = () => screen.getByRole('textbox', { name: /Adresse email/ });
const passwordField = () => screen.getByLabelText(/^Mot de passe/, { selector: 'input' });
const toast = (text: string | RegExp) => screen.findByText(text, {}, { timeout: 3000 });

describe('the sign-in page', () => {
  it('shows its rules under the fields instead of calling the API', async () => {
    const api = fakeApi({});
    const { user } = renderPage(<LoginPage />, { path: '/login' });
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(screen.getAllByText('Ce champ est obligatoire')).toHaveLength(2);
    await user.type(emailField(), 'pas-une-adresse');
    await user.type(passwordField(), 'court');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(screen.getByText('Veuillez saisir une adresse email valide')).toBeTruthy();
    expect(screen.getByText('Le mot de passe doit contenir au moins 8 caractères')).toBeTruthy();
    expect(api.sent).toEqual([]);
  });

  it('takes an address longer than 40 characters whole, counts it against 254, and sends it whole', async () => {
    const api = fakeApi({ 'POST /Authenticate/login': apiError(401, 'unauthorized', 'Échec de la connexion, utilisateur non autorisé') });
    const { user } = renderPage(<LoginPage />, { path: '/login' });
    await user.click(emailField());
    await user.paste(LONG);
    expect((emailField() as HTMLInputElement).value).toBe(LONG);
    expect(screen.getByText(`${LONG.length} / 254`)).toBeTruthy();
    await user.type(passwordField(), 'Mauvais!2025');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(api.calls('POST /Authenticate/login')).toHaveLength(1));
    expect(api.calls('POST /Authenticate/login')[0].body).toMatchObject({ Email: LONG });
    expect(await toast('Échec de la connexion, utilisateur non autorisé')).toBeTruthy();
  });

  it.each([
    [
      'a server out of reach',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'Le serveur est injoignable. Vérifiez votre connexion.',
    ],
    [
      'a service that fails',
      () => apiError(503, 'sign_in_unavailable', 'La connexion est momentanément indisponible.'),
      'Le service de connexion est momentanément indisponible. Veuillez réessayer dans quelques instants.',
    ],
    [
      'a locked account',
      () => ({ ...apiError(429, 'too_many_requests', 'Trop de tentatives.'), headers: { 'Retry-After': '180' } }),
      /^Compte verrouillé après plusieurs tentatives : réessayez à \d{2}:\d{2} \(dans 3 min\)\.$/,
    ],
  ])('tells %s apart from wrong credentials', async (_, answer, message) => {
    fakeApi({ 'POST /Authenticate/login': answer });
    const { user } = renderPage(<LoginPage />, { path: '/login' });
    await user.type(emailField(), 'acheteur@demo.test');
    await user.type(passwordField(), 'Correct!2025');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await toast(message)).toBeTruthy();
    expect(screen.queryByText('Échec de la connexion, utilisateur non autorisé')).toBeNull();
  });
});

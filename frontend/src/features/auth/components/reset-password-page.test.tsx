import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render';
import ResetPasswordPage from './reset-password-page';

/*
 * The reset page opened without the parameters of a mailed link. Moved from the browser (password-reset.spec.ts);
 * the journey from the e-mail to the new password through the stack stays there.
 */

describe('the password reset page', () => {
  it('opened without its parameters, says the link is invalid, leads back to sign-in and calls nothing', async () => {
    const api = fakeApi({});
    renderPage(<ResetPasswordPage />, { path: '/resetpassword' });
    expect(await screen.findByText('Le lien de réinitialisation est invalide ou a expiré.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toBeTruthy();
    expect(api.sent).toEqual([]);
  });
});

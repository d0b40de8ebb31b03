import { screen, waitFor } from '@testing-library/react';
import type { Customer, User } from '@portail/common';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render';
import { clearSession, saveCustomer, saveSession } from '../../auth/session-store';
import ContactPage from './contact-page';

/*
 * A message the mail server refuses, then sent (moved from tests/e2e/error-messages.spec.ts). The message
 * reaching the named contact, copied to its sender: tests/api/customer-contact.test.ts and
 * functions/src/features/contact/contact-mail.test.ts.
 */

const user = { id: 'u1', email: 'anne@chu.test', firstName: 'Sophie', lastName: 'Martin', userRole: 'CUSTOMER' } as User;
const customer = {
  id: 'c1',
  number: '590000001',
  name: 'CHU de Démo',
  salesContact: { exclusive: true, firstName: 'Julien', lastName: 'Fournier', email: 'commercial@demo.test' },
} as Customer;

beforeEach(() => {
  saveSession('jeton', user);
  saveCustomer(customer);
});
afterEach(() => clearSession());

describe('the contact form, sending', () => {
  it('keeps the message when the mail server fails, and empties it once sent, the names kept', async () => {
    let attempts = 0;
    const api = fakeApi({
      'GET /users/user-infos-with-customers': { body: { ...user, customers: [customer] } },
      // The API's answer when SendGrid refuses, then a message sent.
      'POST /email': () =>
        attempts++ === 0
          ? apiError(502, 'mail_failed', "Erreur lors de l'envoi de l'email, veuillez réessayer")
          : { body: { message: 'Email envoyé avec succès' } },
    });
    const { user: person } = renderPage(<ContactPage />);
    await person.selectOptions(screen.getByRole('combobox', { name: /^Sujet/ }), 'Technique');
    const message = screen.getByRole('textbox', { name: /^Message/ }) as HTMLInputElement;
    await person.type(message, 'Test navigateur');
    await person.click(screen.getByRole('button', { name: 'Envoyer' }));

    expect(await screen.findByRole('listitem', { name: "Erreur lors de l'envoi de l'email, veuillez réessayer" }, { timeout: 5000 })).toBeTruthy();
    expect(message.value).toBe('Test navigateur');
    expect(screen.queryByText('Email envoyé avec succès')).toBeNull();

    await person.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('listitem', { name: 'Email envoyé avec succès' }, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(message.value).toBe(''));
    expect((screen.getByRole('textbox', { name: /^Nom/ }) as HTMLInputElement).value).toBe('Martin');
    expect(api.calls('POST /email')).toHaveLength(2);
  }, 20_000);
});

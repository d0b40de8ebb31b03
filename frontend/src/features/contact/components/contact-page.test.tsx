import { screen, waitFor } from '@testing-library/react';
import type { Customer, User } from '@portail/common';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render';
import { clearSession, saveCustomer, saveSession } from '../../auth/session-store';
import ContactPage from './contact-page';

/* The contact form as the customer's buyer fills it: names filled in, long names kept, errors under the fields. */

const user = { id: 'u1', email: 'anne@chu.test', firstName: 'Anne-Charlotte', lastName: 'Martinez-Lefebvre', userRole: 'CUSTOMER' } as User;
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

const infos = { 'GET /users/user-infos-with-customers': { body: { ...user, customers: [customer] } } };

describe('the contact form', () => {
  it('is filled with the signed-in user’s names and keeps a name longer than 10 characters', async () => {
    const api = fakeApi({ ...infos, 'POST /email': { body: { message: 'Email envoyé avec succès' } } });
    const { user: person } = renderPage(<ContactPage />);
    const nom = screen.getByRole('textbox', { name: /^Nom/ }) as HTMLInputElement;
    const prenom = screen.getByRole('textbox', { name: /^Prénom/ }) as HTMLInputElement;
    expect(nom.value).toBe('Martinez-Lefebvre');
    expect(prenom.value).toBe('Anne-Charlotte');

    await person.clear(nom);
    await person.type(nom, 'Delacroix-Vidal');
    expect(nom.value).toBe('Delacroix-Vidal');
    await person.selectOptions(screen.getByRole('combobox', { name: /^Sujet/ }), 'Technique');
    await person.type(screen.getByRole('textbox', { name: /^Message/ }), 'Une question');
    await person.click(screen.getByRole('button', { name: 'Envoyer' }));

    await waitFor(() => expect(api.calls('POST /email')).toHaveLength(1));
    // The recipient is not the caller's to choose: the request names the customer, the server its contact.
    expect(api.calls('POST /email')[0].body).toEqual({
      nom: 'Delacroix-Vidal',
      prenom: 'Anne-Charlotte',
      select: 'Technique',
      customer: 'c1',
      message: 'Une question',
    });
    expect(await screen.findByText('Email envoyé avec succès')).toBeTruthy();
  }, 20_000);

  it('shows what is missing under each empty field and sends nothing', async () => {
    const api = fakeApi(infos);
    const { user: person } = renderPage(<ContactPage />);
    await person.clear(screen.getByRole('textbox', { name: /^Nom/ }));
    await person.click(screen.getByRole('button', { name: 'Envoyer' }));

    expect(await screen.findByText('Veuillez remplir tous les champs')).toBeTruthy();
    const fieldOf = (name: RegExp) => screen.getByRole(name.source.includes('Sujet') ? 'combobox' : 'textbox', { name }).closest('.fui-Field');
    for (const name of [/^Nom/, /^Sujet/, /^Message/]) expect(fieldOf(name)?.textContent).toContain('Ce champ est obligatoire');
    expect(fieldOf(/^Prénom/)?.textContent).not.toContain('Ce champ est obligatoire');
    expect(api.calls('POST /email')).toEqual([]);
  }, 20_000);
});

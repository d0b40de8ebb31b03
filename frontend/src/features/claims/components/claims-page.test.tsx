import { screen, waitFor, within } from '@testing-library/react';
import type { Claim, Customer, User } from '@portail/common';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render';
import { clearSession, saveCustomer, saveSession } from '../../auth/session-store';
import ClaimsPage from './claims-page';

/* The customer's « Réclamations »: the declaration (prefilled from a line of company orders), its checks, the list. */

const user = { id: 'u1', email: 'anne@chu.test', firstName: 'Anne', lastName: 'Martin', userRole: 'CUSTOMER' } as User;
const customer = { id: 'c1', number: '590000001', name: 'CHU de Démo' } as Customer;

beforeEach(() => {
  saveSession('jeton', user);
  saveCustomer(customer);
});
afterEach(() => clearSession());

const refused: Claim = {
  id: 'r1',
  customerId: 'c1',
  customerNumber: '590000001',
  customerName: 'CHU de Démo',
  kind: 'missingLine',
  status: 'refused',
  invoiceNumber: 'F-900',
  orderNumber: 'C-9',
  reference: 'REF-9',
  date: '2025-02-01',
  amount: 1200,
  quantity: 1,
  comment: '',
  refusalReason: 'Facture d’un autre fabricant',
  history: [
    { at: '2025-02-02T10:00:00Z', byName: 'Anne Martin', action: 'submitted' },
    { at: '2025-02-05T10:00:00Z', byName: 'Alice Admin', action: 'refused', text: 'Facture d’un autre fabricant' },
  ],
  createdAt: '2025-02-02T10:00:00Z',
  updatedAt: '2025-02-05T10:00:00Z',
};

describe('les réclamations du client', () => {
  it('montre chaque réclamation avec son statut, le motif d’un refus et son historique', async () => {
    fakeApi({ 'GET /customerClaims/c1': { body: [refused] } });
    renderPage(<ClaimsPage />);
    const list = await screen.findByRole('list', { name: 'Mes réclamations' });
    expect(within(list).getByText('Refusée')).toBeTruthy();
    expect(within(list).getByText('Motif du refus : Facture d’un autre fabricant')).toBeTruthy();
    const history = within(list).getByRole('list', { name: 'Historique' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['02/02/2025 – Déclarée (Anne Martin)', '05/02/2025 – Refusée (Alice Admin)Facture d’un autre fabricant']);
  }, 20_000);

  it('part d’une ligne de « Mes commandes » : les champs sont remplis, le montant se corrige à la française', async () => {
    let claims: Claim[] = [];
    const api = fakeApi({
      'GET /customerClaims/c1': () => ({ body: claims }),
      'POST /customerClaims/c1': (req) => {
        claims = [
          {
            ...refused,
            id: 'n1',
            status: 'submitted',
            kind: 'wrongAmount',
            refusalReason: undefined,
            history: [{ at: '2025-03-01T10:00:00Z', byName: 'Anne Martin', action: 'submitted' }],
            ...(req.body as object),
          },
        ];
        return { status: 201, body: claims[0] };
      },
    });
    const { user: person } = renderPage(<ClaimsPage />, {
      path: '/reclamations?type=wrongAmount&facture=F-100&commande=C-1&reference=REF-1&date=2025-01-15&montant=980.5&quantite=2',
    });
    const form = await screen.findByRole('form', { name: 'Déclarer une réclamation' });
    expect((within(form).getByRole('combobox', { name: /^Type de réclamation/ }) as HTMLSelectElement).value).toBe('wrongAmount');
    expect((within(form).getByRole('textbox', { name: /^Numéro de facture/ }) as HTMLInputElement).value).toBe('F-100');
    const amount = within(form).getByRole('textbox', { name: /^Montant HT/ }) as HTMLInputElement;
    expect(amount.value).toBe('980,5');

    await person.clear(amount);
    await person.type(amount, '1 250,50');
    await person.click(within(form).getByRole('button', { name: 'Envoyer la réclamation' }));

    await waitFor(() => expect(api.calls('POST /customerClaims/c1')).toHaveLength(1));
    expect(api.calls('POST /customerClaims/c1')[0].body).toEqual({
      kind: 'wrongAmount',
      invoiceNumber: 'F-100',
      orderNumber: 'C-1',
      reference: 'REF-1',
      date: '2025-01-15',
      amount: 1250.5,
      quantity: 2,
      comment: '',
    });
    expect(await screen.findByText('Réclamation envoyée : vous serez prévenu par e-mail.')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Mes réclamations' });
    expect(await within(list).findByText('Soumise')).toBeTruthy();
  }, 20_000);

  it('envoie de nouveau une déclaration restée sans réponse avec la même clé Idempotency-Key, une déclaration changée avec une autre', async () => {
    const answers = [503, 503, 201];
    const api = fakeApi({
      'GET /customerClaims/c1': { body: [] },
      'POST /customerClaims/c1': (req) => {
        const status = answers.shift() ?? 201;
        return status === 201
          ? { status, body: { ...refused, id: 'n1', status: 'submitted', refusalReason: undefined, ...(req.body as object) } }
          : apiError(status, 'timeout', 'Le serveur met trop de temps à répondre, réessayez');
      },
    });
    const { user: person } = renderPage(<ClaimsPage />, { path: '/reclamations?facture=F-1&commande=C-1&reference=R-1&date=2025-01-15&montant=10&quantite=1' });
    const form = await screen.findByRole('form', { name: 'Déclarer une réclamation' });
    const send = () => person.click(within(form).getByRole('button', { name: 'Envoyer la réclamation' }));
    const posts = () => api.calls('POST /customerClaims/c1');
    // Header names compare without case.
    const keyOf = (n: number) => Object.entries(posts()[n]?.headers ?? {}).find(([name]) => name.toLowerCase() === 'idempotency-key')?.[1];

    await send();
    await waitFor(() => expect(posts()).toHaveLength(1));
    // The customer saw a failure and sends the same declaration again: the API must recognise it.
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Envoyer la réclamation' }).hasAttribute('disabled')).toBe(false));
    await send();
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(keyOf(0)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(keyOf(1)).toBe(keyOf(0));

    // Another amount is another declaration.
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Envoyer la réclamation' }).hasAttribute('disabled')).toBe(false));
    const amount = within(form).getByRole('textbox', { name: /^Montant HT/ });
    await person.clear(amount);
    await person.type(amount, '20');
    await send();
    await waitFor(() => expect(posts()).toHaveLength(3));
    expect(keyOf(2)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(2)).not.toBe(keyOf(0));
    expect(await screen.findByText('Réclamation envoyée : vous serez prévenu par e-mail.')).toBeTruthy();
  }, 20_000);

  it('signale sous chaque champ ce qui manque ou ne va pas, et n’envoie rien', async () => {
    const api = fakeApi({ 'GET /customerClaims/c1': { body: [] } });
    const { user: person } = renderPage(<ClaimsPage />);
    const form = await screen.findByRole('form', { name: 'Déclarer une réclamation' });
    await person.type(within(form).getByRole('textbox', { name: /^Quantité/ }), '1,5');
    await person.selectOptions(within(form).getByRole('combobox', { name: /^Type de réclamation/ }), 'wrongReference');
    await person.type(within(form).getByRole('textbox', { name: /^Date/ }), '31/02/2025');
    await person.click(within(form).getByRole('button', { name: 'Envoyer la réclamation' }));

    expect(await screen.findByText('Vérifiez les champs signalés.')).toBeTruthy();
    const fieldOf = (name: RegExp) => within(form).getByRole('textbox', { name }).closest('.fui-Field');
    for (const name of [/^Numéro de facture/, /^Numéro de commande/, /^Bonne référence/, /^Référence actuelle/])
      expect(fieldOf(name)?.textContent).toContain('Ce champ est obligatoire');
    expect(fieldOf(/^Quantité/)?.textContent).toContain('La quantité doit être un nombre entier');
    expect(fieldOf(/^Date/)?.textContent).toContain('Date invalide : saisissez-la au format jj/mm/aaaa');
    expect(api.calls('POST /customerClaims/c1')).toEqual([]);
  }, 20_000);

  it('garde la saisie et explique un refus du serveur sous son champ', async () => {
    fakeApi({
      'GET /customerClaims/c1': { body: [] },
      'POST /customerClaims/c1': apiError(400, 'validation', 'La date ne peut pas être dans le futur', 'date'),
    });
    const { user: person } = renderPage(<ClaimsPage />, { path: '/reclamations?facture=F-1&commande=C-1&reference=R-1&date=2025-01-15&montant=10&quantite=1' });
    const form = await screen.findByRole('form', { name: 'Déclarer une réclamation' });
    await person.click(within(form).getByRole('button', { name: 'Envoyer la réclamation' }));
    expect(await within(form).findByText('La date ne peut pas être dans le futur')).toBeTruthy();
    expect((within(form).getByRole('textbox', { name: /^Numéro de facture/ }) as HTMLInputElement).value).toBe('F-1');
  }, 20_000);
});

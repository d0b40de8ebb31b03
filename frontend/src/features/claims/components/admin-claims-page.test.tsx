import { screen, waitFor, within } from '@testing-library/react';
import type { Claim, ClaimDetail, User } from '@portail/common';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render';
import { clearSession, saveSession } from '../../auth/session-store';
import AdminClaimsPage from './admin-claims-page';
import { ClaimDetailDialog } from './claim-detail-dialog';

/*
 * The back office's « Réclamations »: filters in the list protocol, the detail with the invoice's lines, decisions on
 * the version read. The dialog is drawn on its own: Fluent's modal hides itself from happy-dom's accessibility tree
 * at times (docs/testing.md), so its roles are queried with `hidden`.
 */

const admin = { id: 'a1', email: 'admin@demo.test', firstName: 'Alice', lastName: 'Admin', userRole: 'ADMIN' } as User;
const commercial = { ...admin, id: 'k1', userRole: 'COMMERCIAL' } as User;

afterEach(() => clearSession());

const claim: Claim = {
  id: 'cl1',
  customerId: 'c1',
  customerNumber: '590000001',
  customerName: 'CHU de Démo',
  kind: 'missingLine',
  status: 'submitted',
  invoiceNumber: 'F-100',
  orderNumber: 'C-1',
  reference: 'REF-1',
  date: '2025-01-15',
  amount: 5000,
  quantity: 2,
  comment: 'Absente',
  flag: {
    at: '2025-01-20T10:00:00Z',
    claimed: { orderNumber: 'C-1', reference: 'REF-1', date: '2025-01-15', amount: 5000, quantity: 2 },
    imported: [{ orderNumber: 'C-1', reference: 'REF-2', date: '2025-01-15', amount: 4000, quantity: 2 }],
  },
  history: [{ at: '2025-01-16T10:00:00Z', byName: 'Anne Martin', action: 'submitted', text: 'Absente' }],
  createdAt: '2025-01-16T10:00:00Z',
  updatedAt: '2025-01-16T10:00:00Z',
};
const detail: ClaimDetail = { ...claim, invoiceLines: [{ orderNumber: 'C-1', reference: 'REF-2', date: '2025-01-15', amount: 4000, quantity: 2 }] };
const page = (items: Claim[]) => ({
  body: items,
  headers: { 'X-Pagination': JSON.stringify({ CurrentPage: 1, PageSize: 15, TotalCount: items.length, TotalPages: 1, HasNext: false, HasPrevious: false }) },
});
const kpi = { body: { open: 3, medianDaysToResolve: 2.5, resolvedThisYear: 4, pointsGrantedThisYear: 1234.7 } };

describe('les réclamations au back-office', () => {
  beforeEach(() => saveSession('jeton', admin));

  it('filtre par statut et ancienneté dans le protocole des listes, et montre les KPI', async () => {
    const api = fakeApi({ 'GET /claims': (req) => page(req.path.includes('status=refused') ? [] : [claim]), 'GET /kpi/claims': kpi });
    const { user: person } = renderPage(<AdminClaimsPage />);
    expect(await screen.findByRole('button', { name: 'Ouvrir la réclamation de la facture F-100' })).toBeTruthy();
    expect(screen.getByText('2,5 j')).toBeTruthy();
    expect(screen.getByText('1 234')).toBeTruthy();

    await person.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'refused');
    await person.selectOptions(screen.getByRole('combobox', { name: 'Ancienneté' }), '30');
    expect(await screen.findByText('Aucune réclamation ne correspond.')).toBeTruthy();
    expect(api.calls('GET /claims').at(-1)?.path).toBe('/claims?pageNumber=1&status=refused&olderThanDays=30');
  }, 20_000);

  const isAdmin = true;

  it('ouvre le détail avec les lignes de la facture et l’écart signalé, et accepte sur la version lue', async () => {
    let accepted = false;
    const api = fakeApi({
      'GET /claims/c1/cl1': () => ({ body: accepted ? { ...detail, status: 'accepted' } : detail, headers: { ETag: accepted ? '"v2"' : '"v1"' } }),
      'POST /claims/c1/cl1/accept': () => ((accepted = true), { body: { ...claim, status: 'accepted' } }),
    });
    const { user: person } = renderPage(
      <ClaimDetailDialog customerId="c1" claimId="cl1" isAdmin={isAdmin} onClose={() => undefined} onChanged={() => undefined} />,
    );
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(await within(dialog).findByText('Cette facture est arrivée par import avec d’autres valeurs que celles déclarées.')).toBeTruthy();
    const lines = within(dialog).getByRole('table', { name: 'Lignes du client pour cette facture', hidden: true });
    expect(within(lines).getByText('REF-2')).toBeTruthy();

    await person.click(within(dialog).getByRole('button', { name: 'Accepter', hidden: true }));
    await waitFor(() => expect(api.calls('POST /claims/c1/cl1/accept')).toHaveLength(1));
    expect(api.calls('POST /claims/c1/cl1/accept')[0].headers['If-Match']).toBe('"v1"');
    expect(await screen.findByText('Réclamation acceptée : la ligne est enregistrée.')).toBeTruthy();
    expect(await within(dialog).findByText('Acceptée')).toBeTruthy();
  }, 20_000);

  it('un refus demande son motif ; une version périmée est expliquée et la réclamation relue', async () => {
    const api = fakeApi({
      'GET /claims/c1/cl1': { body: detail, headers: { ETag: '"v1"' } },
      'POST /claims/c1/cl1/refuse': apiError(412, 'precondition_failed', 'Cet élément a été modifié entre-temps : rechargez-le puis recommencez.'),
    });
    const { user: person } = renderPage(
      <ClaimDetailDialog customerId="c1" claimId="cl1" isAdmin={isAdmin} onClose={() => undefined} onChanged={() => undefined} />,
    );
    const dialog = await screen.findByRole('dialog', { hidden: true });
    await person.click(await within(dialog).findByRole('button', { name: 'Refuser', hidden: true }));
    expect(within(dialog).getByRole('textbox', { name: 'Motif du refus', hidden: true }).closest('.fui-Field')?.textContent).toContain(
      'Ce champ est obligatoire',
    );
    expect(api.calls('POST /claims/c1/cl1/refuse')).toEqual([]);

    await person.type(within(dialog).getByRole('textbox', { name: 'Motif du refus', hidden: true }), 'Hors contrat');
    await person.click(within(dialog).getByRole('button', { name: 'Refuser', hidden: true }));
    expect(await screen.findByText(/modifié entre-temps/)).toBeTruthy();
    expect(api.calls('POST /claims/c1/cl1/refuse')[0].body).toEqual({ reason: 'Hors contrat' });
    await waitFor(() => expect(api.calls('GET /claims/c1/cl1').length).toBeGreaterThan(1));
  }, 20_000);

  it('un commercial commente mais ne voit ni accepter ni refuser', async () => {
    saveSession('jeton', commercial);
    const isAdmin = false;
    fakeApi({ 'GET /claims/c1/cl1': { body: detail, headers: { ETag: '"v1"' } } });
    renderPage(<ClaimDetailDialog customerId="c1" claimId="cl1" isAdmin={isAdmin} onClose={() => undefined} onChanged={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(await within(dialog).findByRole('button', { name: 'Commenter', hidden: true })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Accepter', hidden: true })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Refuser', hidden: true })).toBeNull();
  }, 20_000);
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BuyingGroupHome, BuyingGroupMember } from '@portail/common';
import { fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render';
import BuyingGroupHomePage from './buying-group-home-page';

/*
 * The group buyer's home (issue 33): what GET /api/buyingGroupHome answers, drawn as the group's totals and
 * a table of members with their tier, the rule it came from (stated with its date), the gap to the next tier
 * and a way into each current member's portal.
 */

const member = (over: Partial<BuyingGroupMember>): BuyingGroupMember => ({
  memberId: 'm1',
  groupId: 'g1',
  year: 2026,
  customerNumber: '750000001',
  customerName: 'Clinique des Lilas',
  joinedOn: null,
  leftOn: null,
  current: true,
  revenueCurrentYear: 250_000,
  revenuePreviousYear: 300_000,
  groupSales: 250_000,
  status: 3,
  tierRule: 'group',
  groupTierFrom: null,
  totalPoints: 12_345.6,
  forecastPoints: 15_000,
  balance: 2_000,
  gapToNextTier: { tier: 4, missing: 600_000 },
  ...over,
});

const home: BuyingGroupHome = {
  groupId: 'g1',
  name: 'CAHPP',
  year: 2026,
  totals: {
    revenueCurrentYear: 1_500_000,
    revenuePreviousYear: 1_300_000,
    groupVolume: 1_500_000,
    totalPoints: 40_000,
    forecastPoints: 52_000,
    balance: 9_000,
    members: 2,
  },
  groupTier: { tierFromVolume: 3, gapToNextTier: { tier: 4, missing: 600_000 } },
  members: [
    member({}),
    member({ memberId: 'm2', customerName: 'Clinique du Parc', customerNumber: '750000002', joinedOn: '2026-07-01', groupTierFrom: '2026-07-01', status: 3 }),
    member({
      memberId: 'm3',
      customerName: 'Polyclinique du Val',
      customerNumber: '750000003',
      leftOn: '2026-03-31',
      current: false,
      tierRule: 'own',
      status: 1,
      gapToNextTier: { tier: 2, missing: 450_000 },
    }),
  ],
};

const customer = (id: string, name: string) => ({
  id,
  number: id,
  name,
  phone: '',
  email: '',
  city: '',
  address: '',
  buyingGroup: 'g1',
  buyingGroupName: 'CAHPP',
  status: { number: 3 },
});

describe('l’accueil d’un acheteur de groupement', () => {
  it('montre les totaux du groupement et chaque membre avec son statut, sa règle datée et l’écart au statut suivant', async () => {
    fakeApi({
      'GET /buyingGroupHome': { body: home },
      'GET /users/user-infos-with-customers': {
        body: {
          user: { id: 'u', firstName: 'Hélène', lastName: 'Garnier', name: 'Hélène Garnier', email: 'groupe@demo.test', userRole: 'GROUP_BUYER', active: true },
          customers: [customer('m1', 'Clinique des Lilas'), customer('m2', 'Clinique du Parc')],
        },
      },
    });
    renderPage(<BuyingGroupHomePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Groupement : CAHPP' })).toBeTruthy();
    expect(screen.getByText('Statut atteint par le volume du groupement : 3')).toBeTruthy();
    expect(screen.getByText(/Un membre entré ou sorti en cours d’année compte à partir de la date du changement/)).toBeTruthy();

    const table = screen.getByRole('table', { name: 'Membres du groupement' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const [lilas, parc, val] = rows as [HTMLElement, HTMLElement, HTMLElement];
    // French grouping uses narrow no-break spaces: compared as plain spaces.
    const text = (row: HTMLElement) => (row.textContent ?? '').replace(/[\u202f\u00a0]/g, ' ');
    expect(text(lilas)).toContain('Groupement');
    expect(text(lilas)).toContain('12 345');
    expect(text(lilas)).toContain('600 000 € pour le statut 4');
    expect(text(parc)).toContain('Entré le 01/07/2026');
    expect(text(parc)).toContain('Groupement depuis le 01/07/2026');
    expect(text(val)).toContain('Sorti le 31/03/2026, compté jusqu’à cette date');
    expect(text(val)).toContain('Propre');

    // A current member's portal opens from its row; a member gone has no way in.
    await waitFor(() => expect(within(lilas).getByRole('button', { name: 'Consulter le portail de Clinique des Lilas' })).toBeTruthy());
    expect(within(parc).getByRole('button', { name: 'Consulter le portail de Clinique du Parc' })).toBeTruthy();
    expect(within(val).queryByRole('button')).toBeNull();
  });
});

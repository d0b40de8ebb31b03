import { screen, within } from '@testing-library/react';
import type { Customer, User } from '@portail/common';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render';
import { clearSession, saveCustomer, saveSession } from '../../auth/session-store';
import ProgrammeServicePage from './programme-service-page';

/* The Programme's services by the customer's status (moved from tests/e2e/error-messages-shop.spec.ts). */

const customerAt = (status: number, manual: number | null = null) =>
  ({
    id: 'c1',
    number: '590000001',
    name: 'CHU de Démo',
    status: { number: status },
    manualStatutCurrentYear: manual === null ? null : { number: manual },
  }) as unknown as Customer;

function draw(customer: Customer) {
  fakeApi({});
  saveSession('jeton', { id: 'u1', email: 'anne@chu.test', userRole: 'CUSTOMER' } as User);
  saveCustomer(customer);
  return renderPage(<ProgrammeServicePage />);
}

const reserved = (status: number) => `Ce service est réservé aux statuts 3 et 4 (votre statut : ${status}).`;

afterEach(() => clearSession());

describe('the Programme’s services', () => {
  it('tells a customer below status 3 which service its status does not give yet, on that service only', () => {
    draw(customerAt(2));
    expect(screen.getByText('Votre statut actuel est 2. Voici les services du Programme et leur disponibilité.')).toBeTruthy();
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    const withRefusal = cards.filter((card) => within(card).queryByText(reserved(2), { exact: true }));
    expect(withRefusal).toHaveLength(1);
    expect(cards.length).toBeGreaterThan(1);
  });

  it('says nothing of the kind once the status, here set by hand for the year, reaches 3', () => {
    draw(customerAt(2, 3));
    expect(screen.getByText(/^Votre statut actuel est 3\./)).toBeTruthy();
    expect(screen.queryByText(/Ce service est réservé aux statuts 3 et 4/)).toBeNull();
  });
});

import { expect, type Page } from '@playwright/test';
import { acceptTermsByApi, api, apiLogin, CHU_NORD, DEMO } from './support.js';

/** Helpers and demo data of the error-message specs (error-messages*.spec.ts). */

interface Customer {
  id: string;
  name: string;
  /** Status in force (−1 without one), as GET /api/users/user-infos-with-customers gives it. */
  fK_Status: number;
}
interface Infos {
  customers: Customer[];
}

/** The API's one error shape, as the real server sends it. */
export const apiError = (status: number, code: string, message: string) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify({ error: { code, message } }),
});

export const openCart = (page: Page) => page.getByRole('button', { name: /^Panier, \d+ article/ }).click();

async function customersOf(email: string): Promise<{ token: string; customers: Customer[] }> {
  const { token } = await apiLogin(email);
  const { data } = await api<Infos>('/users/user-infos-with-customers', { token });
  return { token, customers: data.customers };
}

export interface ErrorScene {
  provider: string;
  /** A customer the CHU buyer may not see (one of the group buyer's, as the API describes it). */
  foreign: Customer;
}

export async function errorScene(): Promise<ErrorScene> {
  await acceptTermsByApi(DEMO.acheteur);
  const config = await api<{ providerName: string }>('/config');
  const provider = config.data.providerName.charAt(0).toUpperCase() + config.data.providerName.slice(1);

  const group = await customersOf(DEMO.groupement);
  const foreign = group.customers.find((c) => c.name !== CHU_NORD) as Customer;
  const acheteur = await customersOf(DEMO.acheteur);
  expect(
    acheteur.customers.map((c) => c.id),
    'l’acheteur du CHU ne voit pas ce client',
  ).not.toContain(foreign.id);

  return { provider, foreign };
}

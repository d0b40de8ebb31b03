import { expect, type Page } from '@playwright/test';
import { acceptTermsByApi, api, apiLogin, CHU_NORD, DEMO } from './support.js';

/** Helpers and demo data of the error-message specs (error-messages*.spec.ts). */

export interface Customer {
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

/** On the customer chooser, chooses one: staff find it with the chooser's search (their customers come a page at a time). */
export async function chooseCustomer(page: Page, chosen: Customer): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Choisir un client', level: 1 })).toBeVisible();
  const search = page.getByRole('searchbox', { name: /Rechercher un client/ });
  if (await search.isVisible()) await search.fill(chosen.name);
  await page.getByRole('button', { name: `Choisir ${chosen.name}` }).click();
}

export interface ErrorScene {
  provider: string;
  /** A customer the CHU buyer may not see (one of the group buyer's, as the API describes it). */
  foreign: Customer;
  /** The commercial's customers, and one of them without any contract file, below status 3. */
  commercialCustomers: Customer[];
  withoutContract: Customer;
}

export async function errorScene(): Promise<ErrorScene> {
  await acceptTermsByApi(DEMO.acheteur);
  await acceptTermsByApi(DEMO.commercial);
  const config = await api<{ providerName: string }>('/config');
  const provider = config.data.providerName.charAt(0).toUpperCase() + config.data.providerName.slice(1);

  const group = await customersOf(DEMO.groupement);
  const foreign = group.customers.find((c) => c.name !== CHU_NORD) as Customer;
  const acheteur = await customersOf(DEMO.acheteur);
  expect(
    acheteur.customers.map((c) => c.id),
    'l’acheteur du CHU ne voit pas ce client',
  ).not.toContain(foreign.id);

  const commercial = await customersOf(DEMO.commercial);
  let withoutContract: Customer | undefined;
  const commercialCustomers = commercial.customers;
  // Below status 3 as well: the service page must have a service this customer's status does not give yet.
  for (const customer of commercialCustomers.filter((c) => c.fK_Status < 3)) {
    const files = await api<unknown[]>(`/files/customer/${customer.id}`, { token: commercial.token });
    if (files.status === 200 && files.data.length === 0) {
      withoutContract = customer;
      break;
    }
  }
  expect(withoutContract, 'un client de démonstration sans contrat, en dessous du statut 3').toBeDefined();
  return { provider, foreign, commercialCustomers, withoutContract: withoutContract as Customer };
}

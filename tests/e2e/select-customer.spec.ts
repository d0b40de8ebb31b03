import { expect, test } from './fixtures.js';
import { acceptTermsByApi, apiLogin, api, DEMO } from './support.js';

interface Infos {
  customers: { id: string; name: string }[];
}

test.describe('a group user', () => {
  test.use({ signedInAs: DEMO.groupement });

  test('a user with several customers picks one, swaps, and keeps the choice across a reload', async ({ page }) => {
    await acceptTermsByApi(DEMO.groupement);
    const { token } = await apiLogin(DEMO.groupement);
    const { data } = await api<Infos>('/users/user-infos-with-customers', { token });
    expect(data.customers).toHaveLength(3);
    const [first, second] = data.customers;

    await page.goto('/');
    await expect(page).toHaveURL(/\/select-customer$/);
    // One slide per customer, each named after it.
    for (const customer of data.customers) await expect(page.getByRole('tabpanel', { name: customer.name })).toBeVisible();

    await page.getByRole('button', { name: `Choisir ${second.name}` }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: `Client : ${second.name}` })).toBeVisible();

    // The choice is kept in local storage and survives a reload.
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('portail.customer'))) ?? 'null')?.id).toBe(second.id);
    await page.reload();
    await expect(page.getByRole('heading', { name: `Client : ${second.name}` })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // The swap button goes back to the choice and forgets the stored customer.
    await page.getByRole('button', { name: 'Changer de client' }).click();
    await expect(page).toHaveURL(/\/select-customer$/);
    expect(await page.evaluate(() => localStorage.getItem('portail.customer'))).toBeNull();
    await page.getByRole('button', { name: `Choisir ${first.name}` }).click();
    await expect(page.getByRole('heading', { name: `Client : ${first.name}` })).toBeVisible();
  });
});

test.describe('a user with one customer', () => {
  test.use({ signedInAs: DEMO.acheteur });

  test('a user with one customer has no swap button', async ({ page }) => {
    await acceptTermsByApi(DEMO.acheteur);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /^Client : / })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Changer de client' })).toHaveCount(0);
  });
});

test.describe('on a phone, one customer per slide', () => {
  test.use({ viewport: { width: 420, height: 860 }, signedInAs: DEMO.groupement });

  test('the carousel buttons bring the next customer into view', async ({ page }) => {
    await acceptTermsByApi(DEMO.groupement);
    const { token } = await apiLogin(DEMO.groupement);
    const { data } = await api<Infos>('/users/user-infos-with-customers', { token });
    const [first, second, third] = data.customers;

    await page.goto('/select-customer');
    await expect(page.getByRole('button', { name: `Choisir ${first.name}` })).toBeInViewport();
    await expect(page.getByRole('button', { name: `Choisir ${second.name}` })).not.toBeInViewport();
    await expect(page.getByRole('button', { name: 'Client précédent' })).toBeDisabled();

    await page.getByRole('button', { name: 'Client suivant' }).click();
    await expect(page.getByRole('button', { name: `Choisir ${second.name}` })).toBeInViewport();
    await page.getByRole('tab', { name: 'Aller au client 3' }).click();
    await expect(page.getByRole('button', { name: `Choisir ${third.name}` })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Client suivant' })).toBeDisabled();

    await page.getByRole('button', { name: `Choisir ${third.name}` }).click();
    await expect(page.getByRole('heading', { name: `Client : ${third.name}` })).toBeVisible();
  });
});

import { expect, test, type Page } from './fixtures.js';
import { acceptTermsByApi, api, apiLogin, DEMO, seriousViolations, toast } from './support.js';

/* The addresses tab (back-office.md sections 2, 3, 5): customer number and name, search, sort, create, edit, delete; axe. */

const RUN = `E2E${Date.now().toString(36).toUpperCase()}`;
let token: string;
let customerNumber: string;

test.use({ signedInAs: DEMO.admin });

test.beforeAll(async () => {
  await acceptTermsByApi(DEMO.admin);
  token = (await apiLogin(DEMO.admin)).token;
  customerNumber = (await api<{ number: string }[]>('/customers?pageSize=1', { token })).data[0].number;
});

test.afterAll(async () => {
  const { data } = await api<{ id: string }[]>(`/address/withcustomerdetails?pageSize=100&search=${RUN}`, { token });
  for (const a of data) await api(`/address/${a.id}`, { method: 'DELETE', ifMatch: '*', token });
});

const table = (page: Page) => page.getByRole('table', { name: 'Adresses' });

test('addresses list with their customer, sort, search, create, edit and delete', async ({ page }) => {
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Adresses' }).click();
  await expect(table(page).getByRole('columnheader', { name: 'N° client' })).toBeVisible();
  await expect(table(page).getByRole('row')).toHaveCount(16);
  const city = table(page).getByRole('columnheader', { name: 'Ville' });
  await city.click();
  await expect(city).toHaveAttribute('aria-sort', 'ascending');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Nouvelle adresse' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle adresse' });
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Ce champ est obligatoire').first()).toBeVisible();
  // The customer is searched on the server among all of them, and chosen.
  // Typed as a person types: the list opens on the keystrokes, and the server answers the number.
  await dialog.getByRole('combobox', { name: /N° client/ }).pressSequentially(customerNumber);
  await page.getByRole('option', { name: new RegExp(`^${customerNumber} - `) }).click();
  await dialog.getByRole('textbox', { name: 'Adresse complète' }).fill(`1 rue ${RUN}, 75001 Paris`);
  await dialog.getByRole('combobox', { name: 'Type' }).selectOption('1');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Adresse créée')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Rechercher dans « Adresses »' }).fill(RUN.toLowerCase());
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await expect(table(page).getByRole('row').nth(1)).toContainText('Livraison');
  await page.getByRole('button', { name: `Modifier « 1 rue ${RUN}, 75001 Paris »` }).click();
  const edit = page.getByRole('dialog', { name: /^Adresses : modifier/ });
  await edit.getByRole('textbox', { name: 'Nom de l’adresse' }).fill(`Quai ${RUN}`);
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Adresse modifiée')).toBeVisible();
  await page.getByRole('button', { name: `Supprimer « Quai ${RUN} »` }).click();
  await page.getByRole('alertdialog', { name: 'Supprimer cette adresse ?' }).getByRole('button', { name: 'Supprimer' }).click();
  await expect(toast(page, 'Adresse supprimée')).toBeVisible();
  await expect(table(page)).toHaveCount(0);
});

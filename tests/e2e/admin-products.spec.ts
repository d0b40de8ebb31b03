import { expect, test, type Page } from './fixtures.js';
import { acceptTermsByApi, api, apiLogin, DEMO, seriousViolations, tabTo, toast } from './support.js';

/*
 * The products tab of /admin (back-office.md sections 2, 4, 5) through the real API: create, edit, delete with
 * confirmation, inactive rows apart, the recalculation of the custom columns with its confirmation and the
 * server's message; axe and the keyboard. The list's columns, sort and pages, the form's rules, the reference
 * names' choices and a product that cannot be read: the component tests beside products-tab.tsx. Products this
 * run creates carry its tag and are deleted at the end.
 */

const RUN = `E2E${Date.now().toString(36).toUpperCase()}`;
let token: string;

test.use({ signedInAs: DEMO.admin });

test.beforeAll(async () => {
  await acceptTermsByApi(DEMO.admin);
  token = (await apiLogin(DEMO.admin)).token;
});

test.afterAll(async () => {
  const { data } = await api<{ id: string }[]>(`/products?pageSize=100&search=${RUN}`, { token });
  for (const p of data) await api(`/products/${p.id}`, { method: 'DELETE', ifMatch: '*', token });
});

const table = (page: Page) => page.getByRole('table', { name: 'Produits' });

async function openTab(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Produits' }).click();
  await expect(table(page)).toBeVisible();
}

test('create, edit, mark inactive (row apart), then delete after confirmation', async ({ page }) => {
  await openTab(page);
  await page.getByRole('button', { name: 'Nouveau' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau produit' });
  // The form's refusals (required, positive, whole numbers): product-form-rules.test.tsx.
  await dialog.getByRole('textbox', { name: 'Référence' }).fill(`${RUN}-1`);
  await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill('Vis E2E');
  await dialog.getByRole('textbox', { name: 'Code GTIN' }).fill('03760000000017');
  await dialog.getByRole('textbox', { name: 'Prix (points)' }).fill('0');
  await dialog.getByRole('textbox', { name: 'GIM ID' }).fill('77');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Produit créé')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Rechercher dans « Produits »' }).fill(RUN);
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: `Modifier « ${RUN}-1 »` }).click();
  const edit = page.getByRole('dialog', { name: `Produits : modifier « ${RUN}-1 »` });
  await expect(edit.getByRole('textbox', { name: 'Description', exact: true })).toHaveValue('Vis E2E');
  await edit.getByRole('textbox', { name: 'Prix (points)' }).fill('150');
  await edit.getByRole('checkbox', { name: 'Actif' }).uncheck();
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(edit).toBeHidden();
  await expect(toast(page, 'Produit modifié')).toBeVisible();
  const row = table(page).getByRole('row').nth(1);
  await expect(row).toContainText('150');
  await expect(row).toContainText('Inactif');
  await expect(row.locator('span', { hasText: `${RUN}-1` }).first()).toHaveCSS('text-decoration-line', 'line-through');

  await page.getByRole('button', { name: `Supprimer « ${RUN}-1 »` }).click();
  await page.getByRole('alertdialog', { name: 'Supprimer cet élément ?' }).getByRole('button', { name: 'Supprimer' }).click();
  await expect(toast(page, 'Produit supprimé')).toBeVisible();
  await expect(page.getByText(`Aucun élément ne correspond à « ${RUN.toLowerCase()} ».`)).toBeVisible();
});

test('recalculating the custom columns asks first and shows the server’s sentence', async ({ page }) => {
  await openTab(page);
  await page.getByRole('button', { name: 'Recalculer les colonnes personnalisées' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Recalculer les colonnes personnalisées ?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Recalculer' }).click();
  await expect(toast(page, /^Colonnes personnalisées recalculées : \d+ produit\(s\) modifié\(s\) sur \d+\.$/)).toBeVisible();
});

test('the tab and its dialog have no serious accessibility violation and are reachable with the keyboard', async ({ page }) => {
  await openTab(page);
  expect(await seriousViolations(page)).toEqual([]);
  const add = page.getByRole('button', { name: 'Nouveau' });
  await tabTo(page, add, 40);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Nouveau produit' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Référence' })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

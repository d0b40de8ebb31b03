import { expect, test, type Page } from './fixtures.js';
import { acceptTermsByApi, api, apiLogin, DEMO, seriousViolations, tabTo, toast } from './support.js';

/*
 * The products tab of /admin (back-office.md sections 2, 4, 5): list, search, sort, paging, create with the
 * spec's validation, edit, delete with confirmation, inactive rows apart, the recalculation of the custom
 * columns with its confirmation and the server's message; axe and the keyboard. Products this run creates
 * carry its tag and are deleted at the end.
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
  // Once no product of this run holds them, the run's franchises can go too.
  const { data: franchises } = await api<{ id: string }[]>(`/franchises?pageSize=100&search=${RUN}`, { token });
  for (const f of franchises) await api(`/franchises/${f.id}`, { method: 'DELETE', ifMatch: '*', token });
});

/** A product of this run made through the API, as an import would leave it. */
async function productByApi(suffix: string, over: Record<string, unknown> = {}): Promise<{ id: string; reference: string }> {
  const body = {
    reference: `${RUN}-${suffix}`,
    description: 'Vis E2E',
    descriptionLocal: '',
    currency: 'EUR',
    gimUOM: 'EA',
    gtinCode: '03760000000017',
    primaryUOM: 'EA',
    price: 5,
    gimID: 78,
    gimPackContent: 1,
    gimSterilityFlag: 0,
    category: 'implant',
    ...over,
  };
  const { status, data } = await api<{ id: string; reference: string }>('/products', { method: 'POST', body, token });
  expect(status).toBe(201);
  return data;
}
const storedProduct = async (id: string) => (await api<Record<string, unknown>>(`/products/${id}`, { token })).data;

const table = (page: Page) => page.getByRole('table', { name: 'Produits' });

async function openTab(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Produits' }).click();
  await expect(table(page)).toBeVisible();
}

test('create with the spec’s validation, edit, mark inactive (row apart), then delete after confirmation', async ({ page }) => {
  await openTab(page);
  await page.getByRole('button', { name: 'Nouveau' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau produit' });
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Ce champ est obligatoire').first()).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Référence' }).fill(`${RUN}-1`);
  await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill('Vis E2E');
  await dialog.getByRole('textbox', { name: 'Code GTIN' }).fill('03760000000017');
  await dialog.getByRole('textbox', { name: 'Prix (points)' }).fill('-4');
  await dialog.getByRole('textbox', { name: 'GIM ID' }).fill('1,5');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Veuillez saisir un nombre positif')).toBeVisible();
  await expect(dialog.getByText('Veuillez saisir un nombre entier')).toBeVisible();
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

test('the classification fields are chosen from their reference lists, searched on the server; none is a choice', async ({ page }) => {
  const franchise = `${RUN} Rachis cervical`;
  expect((await api('/franchises', { method: 'POST', body: { name: franchise }, token })).status).toBe(201);
  const made = await productByApi('ref', { franchise: 'Spine', franchiseGroup: 'Orthopaedics' });
  await openTab(page);
  await page.getByRole('searchbox', { name: 'Rechercher dans « Produits »' }).fill(RUN);
  await page.getByRole('button', { name: `Modifier « ${made.reference} »` }).click();
  const edit = page.getByRole('dialog', { name: `Produits : modifier « ${made.reference} »` });
  const field = edit.getByRole('combobox', { name: 'Franchise', exact: true });
  await expect(field).toHaveValue('Spine');
  // No free text: a choice is an option of the list, found by the server's search of what is typed.
  const searched = page.waitForRequest(
    (req) => new URL(req.url()).pathname === '/api/franchises' && new URL(req.url()).searchParams.get('search') === 'rachis cerv',
  );
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.pressSequentially('rachis cerv');
  await searched;
  await page.getByRole('option', { name: franchise }).click();
  await expect(field).toHaveValue(franchise);
  // Text that chose nothing is not kept: the field goes back to its choice (here none).
  const sub = edit.getByRole('combobox', { name: 'Sous-franchise' });
  await sub.pressSequentially('texte libre');
  await sub.press('Tab');
  await expect(sub).toHaveValue('');
  const group = edit.getByRole('combobox', { name: 'Groupe de franchises' });
  await group.click();
  await page.getByRole('option', { name: 'Aucune valeur' }).click();
  await expect(group).toHaveValue('');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(edit).toBeHidden();
  await expect(toast(page, 'Produit modifié')).toBeVisible();
  expect(await storedProduct(made.id)).toMatchObject({ franchise, franchiseGroup: '', subFranchise: '' });
});

test('a stored name the list no longer has stays shown, with a warning, and is saved as it was', async ({ page }) => {
  const gone = `${RUN} Ancienne marque`;
  const made = await productByApi('gone', { gimBrand: gone });
  await openTab(page);
  await page.getByRole('searchbox', { name: 'Rechercher dans « Produits »' }).fill(RUN);
  await page.getByRole('button', { name: `Modifier « ${made.reference} »` }).click();
  const edit = page.getByRole('dialog', { name: `Produits : modifier « ${made.reference} »` });
  await expect(edit.getByRole('combobox', { name: 'Marque GIM', exact: true })).toHaveValue(gone);
  await expect(edit.getByText(`« ${gone} » ne figure plus dans la liste`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await edit.getByRole('textbox', { name: 'Prix (points)' }).fill('6');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(edit).toBeHidden();
  expect(await storedProduct(made.id)).toMatchObject({ gimBrand: gone, price: 6 });
});

test('a product that cannot be read opens no form: the error is said in French', async ({ page }) => {
  const made = await productByApi('unreadable');
  await openTab(page);
  await page.getByRole('searchbox', { name: 'Rechercher dans « Produits »' }).fill(RUN);
  await page.route(`**/api/products/${made.id}`, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"server","message":"Erreur"}}' })
      : route.continue(),
  );
  await page.getByRole('button', { name: `Modifier « ${made.reference} »` }).click();
  await expect(toast(page, 'Erreur lors du chargement du produit')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

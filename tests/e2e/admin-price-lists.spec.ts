import { expect, test, type Page } from './fixtures.js';
import { acceptTermsByApi, api, apiLogin, CHU_NORD, DEMO, seriousViolations, toast } from './support.js';

/*
 * The price lists dialog of a customer (back-office.md sections 2, 4 and 8), opened from the customers tab:
 * 1400 px, lists expanding one at a time, a price saved by Enter and highlighted green for 2 seconds, a
 * list created and deleted after confirmation; a customer without contract gets alert.error.no-contract.
 */

const RUN = `E2E${Date.now().toString(36).toUpperCase()}`;
let token: string;
let orphan: { id: string; name: string } | undefined;

test.use({ signedInAs: DEMO.admin });

test.beforeAll(async () => {
  await acceptTermsByApi(DEMO.admin);
  token = (await apiLogin(DEMO.admin)).token;
  const made = await api<{ id: string; name: string }>('/customers', {
    method: 'POST',
    token,
    body: { number: `9${Date.now() % 1e8}`, name: `Client ${RUN}` },
  });
  if (made.status === 201) orphan = made.data;
});

test.afterAll(async () => {
  if (orphan) await api(`/customers/${orphan.id}`, { method: 'DELETE', ifMatch: '*', token });
});

async function openPriceLists(page: Page, search: string, name: string): Promise<void> {
  await page.goto('/admin');
  await expect(page.getByRole('table', { name: 'Clients' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Rechercher dans « Clients »' }).fill(search);
  await expect(page.getByRole('table', { name: 'Clients' }).getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: `Actions pour « ${name} »` }).click();
  await page.getByRole('menuitem', { name: 'Listes de prix' }).click();
}

test('a customer’s price lists: expand one at a time, a price saved by Enter shows green for 2 s, create and delete', async ({ page }) => {
  await openPriceLists(page, 'Hôpital Nord', CHU_NORD);
  const dialog = page.getByRole('dialog', { name: /^Listes de prix de .* CHU de Démo – Hôpital Nord$/ });
  await expect(dialog).toBeVisible();
  expect((await dialog.boundingBox())!.width).toBeGreaterThan(1000);

  await dialog.getByRole('textbox', { name: 'Nom' }).fill(RUN);
  await dialog.getByRole('button', { name: 'Nouvelle liste de prix' }).click();
  await expect(toast(page, 'Liste de prix créée')).toBeVisible();
  const expand = dialog.getByRole('button', { name: new RegExp(`^Afficher le détail de « ${RUN} `) });
  await expand.click();
  const price = dialog.getByRole('textbox', { name: /^Prix de « .* » \(Entrée pour enregistrer\)$/ }).first();
  await expect(price).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await price.fill('12');
  await price.press('Enter');
  const row = dialog.locator('tr[data-saved]');
  await expect(row).toHaveCount(1);
  await expect(row).toHaveCSS('background-color', /rgb\(/);
  await expect(row).toHaveCount(0, { timeout: 4000 });

  // Another list expanded closes the first one.
  const others = dialog.getByRole('button', { name: /^Afficher le détail de/ });
  if ((await others.count()) > 0) {
    await others.first().click();
    await expect(dialog.getByRole('button', { name: /^Masquer le détail de/ })).toHaveCount(1);
  }

  await dialog.getByRole('button', { name: new RegExp(`^Supprimer « ${RUN} `) }).click();
  await page.getByRole('alertdialog', { name: 'Supprimer cette liste de prix ?' }).getByRole('button', { name: 'Supprimer' }).click();
  await expect(toast(page, 'Liste de prix supprimée')).toBeVisible();
  await expect(dialog.getByRole('button', { name: new RegExp(`« ${RUN} `) })).toHaveCount(0);
});

test('a customer without contract: alert.error.no-contract, and no dialog', async ({ page }) => {
  test.skip(!orphan, 'création du client sans contrat impossible');
  await openPriceLists(page, RUN, orphan!.name);
  await expect(toast(page, 'Ce client n’a aucun contrat : créez-en un avant ses listes de prix.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: /^Listes de prix de/ })).toHaveCount(0);
});

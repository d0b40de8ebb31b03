import { expect, test, type Page } from './fixtures.js';
import { acceptTermsByApi, api, apiLogin, CHU_NORD, createUserWithPassword, DEMO, seriousViolations, tabTo, toast } from './support.js';

/*
 * The customers tab (spec §2, §4, §8): list, search, sort, page, create (status −1), edit with its history,
 * delete, and each row action: linked users, stats carousel, recalculate points, add/remove points, price
 * lists, cart with discount, view as customer. What the tests create carries this run's tag.
 */

const RUN = Date.now().toString(36);
let token: string;

const created: string[] = [];

test.use({ signedInAs: DEMO.admin });

test.beforeAll(async () => {
  await acceptTermsByApi(DEMO.admin);
  token = (await apiLogin(DEMO.admin)).token;
});

// The customers made here go, and with them their links to the users made here.
test.afterAll(async () => {
  for (const id of created) await api(`/customers/${id}`, { method: 'DELETE', ifMatch: '*', token });
});

const table = (page: Page) => page.getByRole('table', { name: 'Clients' });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Rechercher dans « Clients »' });
const rowOf = (page: Page, text: string) => table(page).getByRole('row').filter({ hasText: text });

async function openCustomers(page: Page) {
  await page.goto('/admin');
  await expect(table(page)).toBeVisible();
}

async function createByApi(name: string) {
  const res = await api<{ id: string; number: string }>('/customers', {
    method: 'POST',
    token,
    body: { number: `7${Date.now().toString().slice(-7)}${Math.floor(Math.random() * 10)}`, name, city: 'Lyon' },
  });
  expect(res.status).toBe(201);
  created.push(res.data.id);
  return res.data;
}

async function rowAction(page: Page, name: string, action: string) {
  await rowOf(page, name)
    .getByRole('button', { name: `Actions pour « ${name} »` })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('creates a customer (status −1), edits it with its history, and deletes it', async ({ page }) => {
  await openCustomers(page);
  const name = `E2E Client ${RUN}`;
  await page.getByRole('button', { name: 'Nouveau' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau client' });
  // A missing number refused in the form: customer-form-dialog.test.tsx.
  await dialog.getByRole('textbox', { name: 'Numéro' }).fill(`6${Date.now().toString().slice(-8)}`);
  await dialog.getByRole('textbox', { name: 'Nom' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Ville' }).fill('Nantes');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Client créé avec succès')).toBeVisible();
  await search(page).fill(RUN);
  await expect(rowOf(page, name)).toContainText('—');

  await rowOf(page, name).getByRole('button', { name: `Modifier « ` }).click();
  const edit = page.getByRole('dialog', { name: `Modifier le client « ${name} »` });
  await expect(edit.getByRole('textbox', { name: 'Ville' })).toHaveValue('Nantes');
  await edit.getByRole('textbox', { name: 'Ville' }).fill('Angers');
  await edit.getByRole('button', { name: 'Historique' }).click();
  await expect(edit.getByText(/création/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Client modifié avec succès')).toBeVisible();
  await expect(rowOf(page, name)).toContainText('Angers');

  await rowOf(page, name).getByRole('button', { name: `Supprimer « ` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(toast(page, 'Client supprimé avec succès')).toBeVisible();
  await expect(rowOf(page, name)).toHaveCount(0);
});

test('a refused save closes the dialog and the snackbar says why (spec §4)', async ({ page }) => {
  const existing = await createByApi(`E2E Doublon ${RUN}`);
  await openCustomers(page);
  await page.getByRole('button', { name: 'Nouveau' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau client' });
  await dialog.getByRole('textbox', { name: 'Numéro' }).fill(existing.number);
  await dialog.getByRole('textbox', { name: 'Nom' }).fill(`E2E Doublon bis ${RUN}`);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, `Erreur lors de la création du client : Un client existe déjà avec le numéro « ${existing.number} ».`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // Nothing was written.
  const found = await api<unknown[]>(`/customers?search=${encodeURIComponent(`Doublon bis ${RUN}`)}`, { token });
  expect(found.data).toEqual([]);
});

test('refuses to delete a customer that has sales lines, saying how many', async ({ page }) => {
  await openCustomers(page);
  await search(page).fill('hopital nord');
  await rowOf(page, CHU_NORD).getByRole('button', { name: 'Supprimer « ' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(toast(page, /encore utilisé par .*lignes? de ventes/)).toBeVisible();
});

test('links users, shows the stats carousel, recalculates and adjusts points', async ({ page }) => {
  const name = `E2E Actions ${RUN}`;
  await createByApi(name);
  // A buyer of its own: linking a demo buyer to a second customer would send that buyer, signing in
  // meanwhile in another worker's test, to the customer choice instead of home.
  const buyer = await createUserWithPassword('CUSTOMER', undefined, 'e2e-lien');
  await openCustomers(page);
  await search(page).fill(name);

  await rowAction(page, name, 'Utilisateurs liés');
  const users = page.getByRole('dialog', { name: `Utilisateurs liés à « ${name} »` });
  // None ticked refused in the dialog: customer-users-dialog.test.tsx.
  await users.getByRole('searchbox').fill(buyer.email.split('@')[0]);
  await users.getByRole('checkbox', { name: buyer.email }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await users.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Utilisateurs liés enregistrés')).toBeVisible();

  await rowAction(page, name, 'Statistiques');
  const stats = page.getByRole('dialog', { name: new RegExp(`Statistiques de « ${name} »`) });
  await expect(stats.getByText('Total des points')).toBeVisible();
  await stats.getByRole('button', { name: 'Statistique suivante' }).click();
  await expect(stats.getByText('CA de l’année en cours')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await stats.getByRole('button', { name: 'Fermer' }).last().click();

  await rowAction(page, name, 'Recalculer les points');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Recalculer' }).click();
  await expect(toast(page, 'Points recalculés avec succès')).toBeVisible();

  await rowAction(page, name, 'Ajouter ou retirer des points');
  const points = page.getByRole('dialog', { name: `Points de « ${name} »` });
  await expect(points).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // A decimal amount and an empty reason refused in the dialog: customer-points-dialog.test.tsx.
  await points.getByRole('textbox', { name: /Points à ajouter/ }).fill('250');
  await points.getByRole('textbox', { name: 'Motif' }).fill('Geste commercial E2E');
  await points.getByRole('button', { name: 'Valider' }).click();
  await expect(toast(page, 'Points du client mis à jour')).toBeVisible();
});

test('applies a discount to the customer’s cart after confirmation, and views the portal as the customer', async ({ page }) => {
  await openCustomers(page);
  await search(page).fill('hopital nord');
  await rowAction(page, CHU_NORD, 'Panier et remise');
  const cart = page.getByRole('dialog', { name: `Panier de « ${CHU_NORD} »` });
  await expect(cart.getByRole('textbox', { name: 'Remise (%)' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // A rate above 100 refused in the dialog: customer-cart-dialog.test.tsx.
  await cart.getByRole('textbox', { name: 'Remise (%)' }).fill('5');
  await cart.getByRole('button', { name: 'Appliquer la remise' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Appliquer la remise' }).click();
  await expect(toast(page, 'Remise appliquée au panier')).toBeVisible();
  await expect(cart.getByRole('textbox', { name: 'Remise (%)' })).toHaveValue('5');
  await cart.getByRole('button', { name: 'Fermer' }).last().click();

  await rowAction(page, CHU_NORD, 'Voir en tant que ce client');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(CHU_NORD).first()).toBeVisible();
  // Put the discount back as it was for the other tests.
  await api(`/carts/${(await api<{ id: string }[]>('/customers?search=hopital%20nord', { token })).data[0]!.id}/discountRate`, {
    method: 'PUT',
    ifMatch: '*',
    token,
    body: 0,
  });
});

test('the row actions are reachable with the keyboard', async ({ page }) => {
  await openCustomers(page);
  await search(page).fill('hopital nord');
  const more = rowOf(page, CHU_NORD).getByRole('button', { name: `Actions pour « ${CHU_NORD} »` });
  await tabTo(page, more, 40);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Utilisateurs liés' })).toBeFocused();
  await page.keyboard.press('Escape');
});

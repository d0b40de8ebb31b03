import * as XLSX from '@e965/xlsx';
import { expect, test, type Page } from './fixtures.js';
import { acceptTermsByApi, api, apiLogin, CHU_NORD, DEMO, openMenuEntry, toast } from './support.js';

/**
 * The customer side end to end: catalogue → cart → checkout → Programme orders and invoice → balance,
 * the cart's error messages, and a multi-customer user seeing one customer's data at a time.
 */

const CHU_NORD_ID = 'cust-597151141';
const POINTS_GIFT = 500_000;

const openCart = (page: Page) => page.getByRole('button', { name: /^Panier, \d+ article/ }).click();

async function remainingPoints(page: Page): Promise<number> {
  const text = await page.getByTestId('home-remaining-points').textContent();
  return Number((text ?? '').replace(/\D/g, ''));
}

async function emptyCartByApi(email: string, customerId: string): Promise<void> {
  const { token } = await apiLogin(email);
  const cart = await api<{ cartItems: { cartItemId: string }[] }>(`/carts/${customerId}`, { token });
  for (const item of cart.status === 200 ? cart.data.cartItems : []) {
    await api(`/carts/items/${item.cartItemId}`, { method: 'DELETE', token });
  }
}

async function addFirstProductByApi(email: string, customerId: string): Promise<void> {
  const { token } = await apiLogin(email);
  const products = await api<{ id: string }[]>(`/products/GetAllForCustomer?Customer=${customerId}&pageNumber=1`, { token });
  expect(Array.isArray(products.data) && products.data.length > 0, 'le catalogue de démonstration a des produits').toBe(true);
  const { status } = await api(`/carts/items/${customerId}`, { method: 'POST', token, body: { productId: products.data[0].id, quantity: 1 } });
  expect(status).toBe(200);
}

test.describe.configure({ mode: 'serial' });
test.use({ signedInAs: DEMO.acheteur });

test.beforeAll(async () => {
  await acceptTermsByApi(DEMO.acheteur);
  await acceptTermsByApi(DEMO.groupement);
  const { token } = await apiLogin(DEMO.admin);
  const { status } = await api('/statsContract/updatePoints', {
    method: 'POST',
    token,
    body: { customerId: CHU_NORD_ID, manualPointsToAdd: POINTS_GIFT, reason: 'Dotation de démonstration' },
  });
  expect(status, 'crédit de points par l’administrateur').toBe(200);
});

test('the cart explains what is missing before an order can be placed', async ({ page }) => {
  await emptyCartByApi(DEMO.acheteur, CHU_NORD_ID);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Client : ${CHU_NORD}` })).toBeVisible();
  await openCart(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Panier' })).toBeVisible();
  await expect(page.getByText('Votre panier est vide.')).toBeVisible();

  const order = page.getByRole('button', { name: 'Commander' });
  await expect(order).toBeDisabled();
  await page.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' }).check();
  await expect(order).toBeEnabled();

  // No address chosen (the cart preselects them: the buyer clears both).
  await page.getByRole('checkbox', { name: /identique à l’adresse de facturation/ }).uncheck();
  await page.getByRole('combobox', { name: 'Adresse de facturation' }).selectOption({ index: 0 });
  await page.getByRole('combobox', { name: 'Adresse de livraison' }).selectOption({ index: 0 });
  await order.click();
  await expect(toast(page, 'Veuillez sélectionner une adresse de facturation et une adresse de livraison')).toBeVisible();

  // Addresses chosen, cart empty.
  await page.getByRole('combobox', { name: 'Adresse de facturation' }).selectOption({ index: 1 });
  await page.getByRole('checkbox', { name: /identique à l’adresse de facturation/ }).check();
  await page.getByRole('textbox', { name: 'Service de facturation' }).fill('Pharmacie');
  await order.click();
  await expect(toast(page, 'Votre panier est vide : ajoutez au moins un produit avant de commander')).toBeVisible();

  // A product in the cart, but no invoice service.
  await addFirstProductByApi(DEMO.acheteur, CHU_NORD_ID);
  await page.reload();
  await page.waitForURL(/\/$/); // a reload is a first navigation: /cart sends it home
  await openCart(page);
  await expect(page.getByRole('table', { name: 'Articles du panier' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Adresse de facturation' }).selectOption({ index: 1 });
  await page.getByRole('checkbox', { name: /identique à l’adresse de facturation/ }).check();
  await page.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' }).check();
  await page.getByRole('button', { name: 'Commander' }).click();
  await expect(toast(page, 'Veuillez renseigner le service de facturation')).toBeVisible();
});

test('a buyer spends points on a product, finds the order and its PDF invoice, and sees a lower balance', async ({ page }) => {
  await emptyCartByApi(DEMO.acheteur, CHU_NORD_ID);
  await page.goto('/');
  await expect(page.getByTestId('home-remaining-points')).toBeVisible();
  const before = await remainingPoints(page);
  expect(before).toBeGreaterThan(0);

  await openMenuEntry(page, 'Utiliser mes points');
  await expect(page.getByRole('heading', { level: 1, name: 'Utilisation des points' })).toBeVisible();
  const firstProduct = page.getByRole('list', { name: 'Produits' }).getByRole('listitem').first();
  await firstProduct.getByRole('spinbutton', { name: 'Quantité' }).fill('');
  await firstProduct.getByRole('button', { name: /^Ajouter au panier : / }).click();
  await expect(toast(page, 'Produit ajouté au panier')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Panier, 1 article(s)' })).toBeVisible();

  await openCart(page);
  await expect(page.getByRole('table', { name: 'Articles du panier' }).getByRole('spinbutton')).toHaveValue('1');
  await page.getByRole('combobox', { name: 'Adresse de facturation' }).selectOption({ index: 1 });
  await page.getByRole('checkbox', { name: /identique à l’adresse de facturation/ }).check();
  await expect(page.getByRole('combobox', { name: 'Adresse de livraison' })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Service de facturation' }).fill('Bloc opératoire');
  await page.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' }).check();
  await page.getByRole('button', { name: 'Commander' }).click();

  const recap = page.getByRole('dialog', { name: 'Récapitulatif de la commande' });
  await expect(recap).toBeVisible();
  const created = page.waitForResponse((r) => r.url().includes('/api/orderOneStryker/createOrderFromCart'));
  await recap.getByRole('button', { name: 'Valider la commande' }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  const { orderNumber } = (await response.json()) as { orderNumber: string };
  await expect(toast(page, 'Commande validée')).toBeVisible();
  // The cart says so with the order's number and a link to that order.
  const confirmed = page.getByTestId('order-confirmed');
  await expect(confirmed).toContainText('Commande validée');
  await expect(confirmed).toContainText(orderNumber);
  await expect(page.getByRole('button', { name: 'Panier, 0 article(s)' })).toBeVisible();
  await confirmed.getByRole('link', { name: `Voir la commande ${orderNumber}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes commandes Programme' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: orderNumber });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Afficher le détail de la commande ${orderNumber}` }).click();
  await expect(page.getByRole('table', { name: `Détail de la commande ${orderNumber}` })).toBeVisible();

  const invoice = page.waitForResponse((r) => r.url().includes('/api/orderOneStryker/download/'));
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `Télécharger la facture de la commande ${orderNumber}` }).click();
  const invoiceResponse = await invoice;
  expect(invoiceResponse.status()).toBe(200);
  expect(invoiceResponse.headers()['content-type']).toContain('application/pdf');
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  await page
    .getByRole('link', { name: /accueil/i })
    .first()
    .click();
  await expect.poll(() => remainingPoints(page)).toBeLessThan(before);
});

/** A sales workbook of one line, uploaded as the manufacturer's import and waited for (issue 33, claims). */
async function importSalesLineByApi(row: unknown[]): Promise<void> {
  const { token } = await apiLogin(DEMO.admin);
  const wb = XLSX.utils.book_new();
  const header = [
    'N° de facture',
    'N° de commande',
    'Référence',
    'N° client facturé',
    'N° client déclaré',
    'Montant HT',
    'Quantité facturée',
    'Date de reconnaissance',
  ];
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([header, row]), 'Ventes');
  const form = new FormData();
  form.append('table', 'strykerCommands');
  form.append('file', new Blob([new Uint8Array(XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer)]), 'ventes-reclamation.xlsx');
  const { status, data } = await api<{ id: string }>('/import', { method: 'POST', body: form, token });
  expect(status).toBe(202);
  await expect.poll(async () => (await api<{ status: string }>(`/import/${data.id}`, { token })).data.status, { timeout: 30_000 }).toBe('done');
}

test('a sale missing from the points is declared as a claim, then resolved by the next import', async ({ page }) => {
  const invoice = `FE2E-${Date.now().toString(36).toUpperCase()}`;
  await page.goto('/');
  await openMenuEntry(page, 'Réclamations');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes réclamations' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Déclarer une réclamation' });
  await form.getByRole('textbox', { name: 'Numéro de facture' }).fill(invoice);
  await form.getByRole('textbox', { name: 'Numéro de commande' }).fill(`C-${invoice}`);
  await form.getByRole('textbox', { name: 'Référence' }).fill('REF-E2E-RECLAMATION');
  await form.getByLabel('Date de facturation').fill('14/03/2025');
  await form.getByRole('textbox', { name: 'Montant HT (€)' }).fill('1 480,00');
  await form.getByRole('textbox', { name: 'Quantité' }).fill('2');
  await form.getByRole('button', { name: 'Envoyer la réclamation' }).click();
  await expect(toast(page, 'Réclamation envoyée : vous serez prévenu par e-mail.')).toBeVisible();
  const claim = page
    .getByRole('list', { name: 'Mes réclamations' })
    .getByRole('listitem')
    .filter({ hasText: `Facture ${invoice}` })
    .first();
  await expect(claim).toContainText('Soumise');

  const customerNumber = (
    await api<{ customers: { id: string; number: string }[] }>('/users/user-infos-with-customers', { token: (await apiLogin(DEMO.acheteur)).token })
  ).data.customers.find((c) => c.id === CHU_NORD_ID)!.number;
  await importSalesLineByApi([invoice, `C-${invoice}`, 'REF-E2E-RECLAMATION', customerNumber, customerNumber, 1480, 2, '2025-03-14']);

  await page.reload();
  await expect(claim).toContainText('Résolue par import');
  await expect(claim).toContainText('Résolue par import (Import)');
});

test.describe('a group user', () => {
  test.use({ signedInAs: DEMO.groupement });

  test('a group user works on one customer at a time', async ({ page }) => {
    const customerIdsSeen = new Set<string>();
    page.on('request', (request) => {
      const match = /cust-[A-Za-z0-9_-]+/.exec(request.url());
      if (request.url().includes('/api/') && match) customerIdsSeen.add(match[0]);
    });

    await page.goto('/');
    await expect(page).toHaveURL(/\/select-customer$/);
    await page.getByRole('button', { name: 'Choisir CHU de Dijon' }).click();
    await expect(page.getByRole('heading', { name: 'Client : CHU de Dijon' })).toBeVisible();
    await expect(page.getByTestId('home-remaining-points')).toBeVisible();

    await openMenuEntry(page, 'Mes commandes Programme');
    await expect(page.getByRole('heading', { level: 1, name: 'Mes commandes Programme' })).toBeVisible();
    const customerCells = page.getByRole('table', { name: 'Mes commandes Programme' }).getByRole('row').locator('td:first-child');
    for (const name of await customerCells.allTextContents()) expect(name).toBe('CHU de Dijon');
    expect([...customerIdsSeen]).toEqual(['cust-211377890']);

    // After a swap, only the new customer's data is asked for.
    customerIdsSeen.clear();
    await page.getByRole('button', { name: 'Changer de client' }).click();
    await page.getByRole('button', { name: 'Choisir CHU de Brest' }).click();
    // The page the user was on exists for every customer: it stays, now for CHU de Brest.
    await expect(page.getByRole('banner').getByText('CHU de Brest', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Mes commandes Programme' })).toBeVisible();
    await openMenuEntry(page, /^Mes commandes Stryker$/);
    await expect(page.getByRole('table', { name: 'Commandes de l’entreprise' }).or(page.getByText('Aucune commande trouvée.'))).toBeVisible();
    expect([...customerIdsSeen]).toEqual(['cust-299577171']);
  });
});

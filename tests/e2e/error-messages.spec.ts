import { expect, test, type Page } from '@playwright/test';
import {
  acceptTermsByApi,
  api,
  apiLogin,
  CHU_NORD,
  createUserWithPassword,
  DEMO,
  MAIL_URL,
  signIn,
  toast,
  type SinkMessage,
} from './support.js';

/**
 * The customer screens' error and empty-state messages (spec sections 5 and 8), each provoked once in the
 * browser and checked word for word as the user sees it. Most are provoked for real: a search that finds
 * nothing, an empty form, a customer without contract, an item removed from another tab, a customer the
 * user may no longer see. Failures the browser cannot cause (mail server down, server error, network
 * cut) are made with `page.route` on that one API call, answering what the API answers in that case.
 * The cart's checkout checks, sign-in, reset, terms and session messages are in the other specs.
 */

interface Customer {
  id: string;
  name: string;
}
interface Infos {
  customers: Customer[];
}

/** The API's one error shape, as the real server sends it. */
const apiError = (status: number, code: string, message: string) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify({ error: { code, message } }),
});

/** Side-menu navigation: /points and /cart refuse a first navigation, so the tests move inside the app. */
async function openMenuEntry(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name }).click();
}

const openCart = (page: Page) => page.getByRole('button', { name: /^Panier, \d+ article/ }).click();

async function customersOf(email: string): Promise<{ token: string; customers: Customer[] }> {
  const { token } = await apiLogin(email);
  const { data } = await api<Infos>('/users/user-infos-with-customers', { token });
  return { token, customers: data.customers };
}

/** On the select-customer carousel, brings the customer's slide into view and chooses it. */
async function chooseCustomer(page: Page, customers: Customer[], chosen: Customer): Promise<void> {
  await expect(page).toHaveURL(/\/select-customer$/);
  await page.getByRole('tab', { name: `Aller au client ${customers.findIndex((c) => c.id === chosen.id) + 1}`, exact: true }).click();
  await page.getByRole('button', { name: `Choisir ${chosen.name}` }).click();
}

async function emptyCartByApi(token: string, customerId: string): Promise<void> {
  const cart = await api<{ cartItems: { cartItemId: string }[] }>(`/carts/${customerId}`, { token });
  for (const item of cart.status === 200 ? cart.data.cartItems : []) {
    await api(`/carts/items/${item.cartItemId}`, { method: 'DELETE', token });
  }
}

/** Puts the customer's first product in its cart and returns the cart line. */
async function addFirstProductByApi(token: string, customerId: string): Promise<{ cartItemId: string; description: string }> {
  const products = await api<{ id: string }[]>(`/products/GetAllForCustomer?Customer=${customerId}&pageNumber=1`, { token });
  expect(Array.isArray(products.data) && products.data.length > 0, 'le catalogue de démonstration a des produits').toBe(true);
  const added = await api(`/carts/items/${customerId}`, { method: 'POST', token, body: { productId: products.data[0].id, quantity: 1 } });
  expect(added.status).toBe(200);
  const cart = await api<{ cartItems: { cartItemId: string; description: string }[] }>(`/carts/${customerId}`, { token });
  expect(cart.data.cartItems).toHaveLength(1);
  return cart.data.cartItems[0];
}

let provider: string;
/** A customer the CHU buyer may not see (one of the group buyer's, as the API describes it). */
let foreign: Customer;
/** The commercial's customers, and one of them without any contract file. */
let commercialCustomers: Customer[];
let withoutContract: Customer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await acceptTermsByApi(DEMO.acheteur);
  await acceptTermsByApi(DEMO.commercial);
  const config = await api<{ providerName: string }>('/config');
  provider = config.data.providerName.charAt(0).toUpperCase() + config.data.providerName.slice(1);

  const group = await customersOf(DEMO.groupement);
  foreign = group.customers.find((c) => c.name !== CHU_NORD) as Customer;
  const acheteur = await customersOf(DEMO.acheteur);
  expect(acheteur.customers.map((c) => c.id), 'l’acheteur du CHU ne voit pas ce client').not.toContain(foreign.id);

  const commercial = await customersOf(DEMO.commercial);
  commercialCustomers = commercial.customers;
  for (const customer of commercialCustomers) {
    const files = await api<unknown[]>(`/files/customer/${customer.id}`, { token: commercial.token });
    if (files.status === 200 && files.data.length === 0) {
      withoutContract = customer;
      break;
    }
  }
  expect(withoutContract, 'un client de démonstration sans contrat').toBeDefined();
});

test('company orders: the Excel export reports a refusal and a failure', async ({ page }) => {
  await signIn(page, DEMO.acheteur);
  await expect(page.getByRole('heading', { name: `Client : ${CHU_NORD}` })).toBeVisible();
  await openMenuEntry(page, `Mes commandes ${provider}`);
  await expect(page.getByRole('table', { name: 'Commandes de l’entreprise' })).toBeVisible();
  const exportButton = page.getByRole('button', { name: 'Exporter vers Excel' });

  // The export works for the user's own customer…
  const download = page.waitForEvent('download');
  await exportButton.click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

  // …fails when the server cannot be reached (page.route: a cut connection)…
  await page.route('**/api/Export/**', (route) => route.abort('connectionfailed'));
  await exportButton.click();
  await expect(toast(page, "Erreur lors de l'exportation vers Excel")).toBeVisible();
  await page.unroute('**/api/Export/**');

  // …and a 400 from the server is a refused action (the API's own 400: an export type it does not offer).
  await page.route('**/api/Export/strykercommands/**', (route) => route.continue({ url: route.request().url().replace('/strykercommands/', '/autre/') }));
  const refused = page.waitForResponse((r) => r.url().includes('/api/Export/autre/'));
  await exportButton.click();
  expect((await refused).status()).toBe(400);
  await expect(toast(page, 'Action non autorisée.')).toBeVisible();
});

test('a customer the user may no longer see: every screen says its data could not be loaded, and the export is refused', async ({ page }) => {
  // What a withdrawn access leaves behind: the stored selected customer is one the API now refuses (403).
  await signIn(page, DEMO.acheteur);
  await expect(page.getByRole('heading', { name: `Client : ${CHU_NORD}` })).toBeVisible();
  await page.evaluate((customer) => localStorage.setItem('portail.customer', JSON.stringify(customer)), foreign);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Client : ${foreign.name}` })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Impossible de charger vos statistiques pour le moment.' })).toBeVisible();

  await openMenuEntry(page, `Mes commandes ${provider}`);
  await expect(page.getByRole('alert').filter({ hasText: 'Erreur lors de la récupération des commandes' })).toHaveText('Erreur lors de la récupération des commandes');
  const refused = page.waitForResponse((r) => r.url().includes('/api/Export/'));
  await page.getByRole('button', { name: 'Exporter vers Excel' }).click();
  expect((await refused).status()).toBe(403);
  await expect(toast(page, 'Action non autorisée.')).toBeVisible();

  await openMenuEntry(page, 'Mes commandes Programme');
  await expect(page.getByRole('alert').filter({ hasText: 'Erreur lors de la récupération des commandes Programme' })).toBeVisible();

  await openMenuEntry(page, 'Mon contrat');
  await expect(toast(page, 'Erreur lors de la récupération des fichiers du contrat')).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'Erreur lors de la récupération des fichiers du contrat' })).toBeVisible();

  await openMenuEntry(page, 'Utiliser mes points');
  await expect(page.getByRole('alert').filter({ hasText: 'Erreur lors de la récupération des produits' })).toBeVisible();

  await openCart(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Erreur lors de la récupération du panier' })).toBeVisible();
});

test('contract: a file that can no longer be downloaded, and a customer without contract', async ({ page }) => {
  await signIn(page, DEMO.acheteur);
  await expect(page.getByRole('heading', { name: `Client : ${CHU_NORD}` })).toBeVisible();
  await openMenuEntry(page, 'Mon contrat');
  const files = page.getByRole('table', { name: 'Fichiers du contrat' });
  await expect(files).toBeVisible();
  const firstDownload = files.getByRole('button', { name: /^Télécharger / }).first();

  // The file is removed after the list was shown: the API answers 404 for it (page.route points the
  // request at a file id that does not exist; the answer is the real server's).
  await page.route('**/api/files/file-*', (route) => route.continue({ url: route.request().url().replace(/\/files\/[^/?]+/, '/files/file-supprime') }));
  const missing = page.waitForResponse((r) => r.url().includes('/api/files/file-supprime'));
  await firstDownload.click();
  expect((await missing).status()).toBe(404);
  await expect(toast(page, 'Erreur lors du téléchargement du fichier')).toBeVisible();
  await page.unroute('**/api/files/file-*');

  // A customer with no contract file at all.
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await signIn(page, DEMO.commercial);
  await chooseCustomer(page, commercialCustomers, withoutContract);
  await expect(page.getByRole('heading', { name: `Client : ${withoutContract.name}` })).toBeVisible();
  await openMenuEntry(page, 'Mon contrat');
  await expect(page.getByText('Aucun contrat n’est disponible pour ce client.', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Fichiers du contrat' })).toHaveCount(0);
});

test('contact: an incomplete form, a message sent, and a mail server that fails', async ({ page }) => {
  const sends: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/email')) sends.push(r.url());
  });
  await signIn(page, DEMO.acheteur);
  await expect(page.getByRole('heading', { name: `Client : ${CHU_NORD}` })).toBeVisible();
  await openMenuEntry(page, 'Contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  const send = page.getByRole('button', { name: 'Envoyer' });

  // Nothing filled in, then everything but the subject: refused in the browser, nothing sent.
  await send.click();
  await expect(toast(page, 'Veuillez remplir tous les champs')).toBeVisible();
  const subjectLine = `Test navigateur ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin');
  await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Sophie');
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill(subjectLine);
  await toast(page, 'Veuillez remplir tous les champs').getByRole('button', { name: 'Fermer' }).click();
  await expect(toast(page, 'Veuillez remplir tous les champs')).toHaveCount(0);
  await send.click();
  await expect(toast(page, 'Veuillez remplir tous les champs')).toBeVisible();
  expect(sends).toHaveLength(0);

  // The mail server is down (page.route: the API's answer when SendGrid refuses): the form is kept for a retry.
  await page.getByRole('combobox', { name: 'Sujet' }).selectOption('Technique');
  await page.route('**/api/email', (route) => route.fulfill(apiError(502, 'mail_failed', "Erreur lors de l'envoi de l'email, veuillez réessayer")));
  await send.click();
  await expect(toast(page, "Erreur lors de l'envoi de l'email, veuillez réessayer")).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue(subjectLine);
  await page.unroute('**/api/email');

  // Sent for real: the success message, an empty form, and the message in the sales mailbox.
  await send.click();
  await expect(toast(page, 'Email envoyé avec succès')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('');
  await expect
    .poll(async () => {
      const all = (await (await fetch(`${MAIL_URL}/messages`)).json()) as SinkMessage[];
      return all.filter((m) => m.text.includes(subjectLine) && m.cc.includes(DEMO.acheteur)).length;
    })
    .toBe(1);
});

test('Programme orders: a search that finds nothing, and invoices and details that cannot be fetched', async ({ page }) => {
  await signIn(page, DEMO.acheteur);
  await expect(page.getByRole('heading', { name: `Client : ${CHU_NORD}` })).toBeVisible();
  await openMenuEntry(page, 'Mes commandes Programme');
  const table = page.getByRole('table', { name: 'Mes commandes Programme' });
  await expect(table).toBeVisible();

  // No order carries this number.
  const search = page.getByRole('searchbox');
  await search.fill('CMD-INEXISTANTE-0000');
  const notFound = toast(page, "Aucun commande portant ce numéro n'a été trouvée");
  await expect(notFound).toBeVisible();
  await expect(page.getByRole('main').getByText("Aucun commande portant ce numéro n'a été trouvée", { exact: true })).toBeVisible();
  await expect(table).toHaveCount(0);
  await notFound.getByRole('button', { name: 'Fermer' }).click();
  await expect(notFound).toHaveCount(0);
  await search.fill('');
  await expect(table).toBeVisible();

  const firstRow = table.getByRole('row').nth(1);
  const orderNumber = (await firstRow.getByRole('cell').nth(1).textContent()) ?? '';
  expect(orderNumber).not.toBe('');

  // The invoice cannot be fetched: the connection is cut (page.route).
  await page.route('**/api/orderOneStryker/download/**', (route) => route.abort('connectionfailed'));
  await firstRow.getByRole('button', { name: `Télécharger la facture de la commande ${orderNumber}` }).click();
  await expect(toast(page, 'Erreur lors du téléchargement du fichier')).toBeVisible();
  await page.unroute('**/api/orderOneStryker/download/**');

  // The order is gone by the time its invoice is asked for: the API's real 404 (page.route points the
  // request at an order id that does not exist).
  await page.route('**/api/orderOneStryker/download/**', (route) =>
    route.continue({ url: route.request().url().replace(/\/download\/[^/?]+/, '/download/order-supprimee') }),
  );
  const missing = page.waitForResponse((r) => r.url().includes('/download/order-supprimee'));
  await firstRow.getByRole('button', { name: `Télécharger la facture de la commande ${orderNumber}` }).click();
  expect((await missing).status()).toBe(404);
  await expect(notFound).toBeVisible();
  await page.unroute('**/api/orderOneStryker/download/**');

  // The order's lines cannot be loaded (page.route: a server error).
  await page.route('**/api/orderOneStryker/*/details', (route) => route.fulfill(apiError(500, 'server_error', 'Une erreur inattendue est survenue. Veuillez réessayer.')));
  await firstRow.getByRole('button', { name: `Afficher le détail de la commande ${orderNumber}` }).click();
  await expect(toast(page, 'Erreur lors de la récupération du détail de la commande')).toBeVisible();
  await expect(page.getByRole('table', { name: `Détail de la commande ${orderNumber}` })).toHaveCount(0);
});

test('catalogue, cart and checkout: no product found, an item removed here or elsewhere, an order that fails', async ({ page }) => {
  const { token } = await apiLogin(DEMO.commercial);
  await emptyCartByApi(token, withoutContract.id);
  const line = await addFirstProductByApi(token, withoutContract.id);

  await signIn(page, DEMO.commercial);
  await chooseCustomer(page, commercialCustomers, withoutContract);
  await expect(page.getByRole('heading', { name: `Client : ${withoutContract.name}` })).toBeVisible();

  // A catalogue search that matches nothing.
  await openMenuEntry(page, 'Utiliser mes points');
  await expect(page.getByRole('list', { name: 'Produits' })).toBeVisible();
  await page.getByRole('searchbox').fill('zzproduit-inexistant');
  await expect(page.getByText('Aucun produit trouvé.', { exact: true })).toBeVisible();

  // Removed from the cart here.
  await openCart(page);
  const lines = page.getByRole('table', { name: 'Articles du panier' });
  await expect(lines).toBeVisible();
  await lines.getByRole('button', { name: `Retirer ${line.description} du panier` }).click();
  await page.getByRole('alertdialog', { name: 'Retirer cet article ?' }).getByRole('button', { name: 'Retirer' }).click();
  await expect(toast(page, 'Article retiré du panier')).toBeVisible();
  await expect(page.getByText('Votre panier est vide.', { exact: true })).toBeVisible();

  // Already removed elsewhere (another tab) when the user removes it here: the API answers 404.
  const again = await addFirstProductByApi(token, withoutContract.id);
  await page.reload();
  await page.waitForURL(/\/$/); // a reload is a first navigation: /cart sends it home
  await openCart(page);
  await expect(lines).toBeVisible();
  expect((await api(`/carts/items/${again.cartItemId}`, { method: 'DELETE', token })).status).toBe(200);
  await lines.getByRole('button', { name: `Retirer ${again.description} du panier` }).click();
  await page.getByRole('alertdialog', { name: 'Retirer cet article ?' }).getByRole('button', { name: 'Retirer' }).click();
  await expect(toast(page, "Erreur lors de la suppression de l'article")).toBeVisible();
  await expect(page.getByText('Votre panier est vide.', { exact: true })).toBeVisible();

  // The order fails on the server (page.route: a server error); nothing is ordered, the cart is kept.
  await addFirstProductByApi(token, withoutContract.id);
  await page.reload();
  await page.waitForURL(/\/$/);
  await openCart(page);
  await expect(lines).toBeVisible();
  await page.getByRole('combobox', { name: 'Adresse de facturation' }).selectOption({ index: 1 });
  await page.getByRole('checkbox', { name: /identique à l’adresse de facturation/ }).check();
  await page.getByRole('textbox', { name: 'Service de facturation' }).fill('Pharmacie');
  await page.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' }).check();
  await page.getByRole('button', { name: 'Commander' }).click();
  const recap = page.getByRole('dialog', { name: 'Récapitulatif de la commande' });
  await page.route('**/api/orderOneStryker/createOrderFromCart', (route) =>
    route.fulfill(apiError(500, 'server_error', 'Une erreur inattendue est survenue. Veuillez réessayer.')),
  );
  await recap.getByRole('button', { name: 'Valider la commande' }).click();
  await expect(toast(page, 'Erreur lors de la validation de la commande')).toBeVisible();
  // The recap stays open for another try.
  await expect(recap.getByRole('button', { name: 'Valider la commande' })).toBeEnabled();
  const cart = await api<{ cartItems: unknown[] }>(`/carts/${withoutContract.id}`, { token });
  expect(cart.data.cartItems).toHaveLength(1);
  await emptyCartByApi(token, withoutContract.id);
});

test('sign-in and customer choice: no customer, a server out of reach, a customer whose data cannot be loaded', async ({ page }) => {
  // A user linked to no customer.
  const lonely = await createUserWithPassword('CUSTOMER');
  await signIn(page, lonely.email, lonely.password);
  await expect(toast(page, `Aucun client n'est associé à votre compte. Veuillez contacter ${provider} pour plus d'informations.`)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The server cannot be reached at sign-in (page.route: a cut connection).
  await page.route('**/api/Authenticate/login', (route) => route.abort('connectionfailed'));
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(toast(page, 'Le serveur est injoignable. Vérifiez votre connexion.')).toBeVisible();
  await page.unroute('**/api/Authenticate/login');

  // The chosen customer's data cannot be loaded (page.route: a server error on its figures): back to login.
  await signIn(page, DEMO.commercial);
  const chosen = commercialCustomers[0];
  await page.route(`**/api/statsContract/customer/${chosen.id}`, (route) =>
    route.fulfill(apiError(500, 'server_error', 'Une erreur inattendue est survenue. Veuillez réessayer.')),
  );
  await chooseCustomer(page, commercialCustomers, chosen);
  await expect(toast(page, 'Impossible de charger les informations du client. Veuillez vous reconnecter.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => [localStorage.getItem('portail.token'), localStorage.getItem('portail.customer')])).toEqual([null, null]);
});

test('forgotten password: the reset e-mail cannot be sent', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Réinitialiser le mot de passe' });
  await dialog.getByRole('textbox', { name: 'Adresse email' }).fill(DEMO.acheteur);
  // page.route: the API fails to hand the message to the mail server.
  await page.route('**/api/Authenticate/askresetpassword', (route) => route.fulfill(apiError(500, 'server_error', 'Une erreur inattendue est survenue. Veuillez réessayer.')));
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.locator('.fui-Toast').getByText("Erreur lors de l'envoi de l'email de réinitialisation du mot de passe", { exact: true })).toBeVisible();
});

test('Programme service: a service the customer’s status does not give yet', async ({ page }) => {
  await signIn(page, DEMO.commercial);
  await chooseCustomer(page, commercialCustomers, withoutContract);
  await expect(page.getByRole('heading', { name: `Client : ${withoutContract.name}` })).toBeVisible();
  await openMenuEntry(page, 'Services et avantages');
  const intro = page.getByText(/^Votre statut actuel est \d\./);
  await expect(intro).toBeVisible();
  const status = Number(/(\d)/.exec((await intro.textContent()) ?? '')?.[1]);
  expect(status, 'le client de démonstration choisi est en dessous du statut 3').toBeLessThan(3);
  await expect(page.getByText(`Ce service est réservé aux statuts 3 et 4 (votre statut : ${status}).`, { exact: true })).toBeVisible();
});

test('customer choice: an account without any customer is told so', async ({ page }) => {
  // The administrator is linked to no customer; customer users without one are refused at sign-in (above).
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/select-customer');
  await expect(page.getByRole('heading', { level: 1, name: 'Choisir un client' })).toBeVisible();
  await expect(page.getByText('Aucun client n’est associé à votre compte.', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Choisir / })).toHaveCount(0);
});

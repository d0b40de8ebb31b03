import { expect, test } from './fixtures.js';
import { apiError, openCart, chooseCustomer, emptyCartByApi, addFirstProductByApi, errorScene, newBuyerOf, type ErrorScene } from './error-support.js';
import { api, createUserWithPassword, DEMO, openMenuEntry, signIn, toast } from './support.js';

/** The customer screens' error messages, continued from error-messages.spec.ts: catalogue, cart and checkout, sign-in. */

let scene: ErrorScene;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  scene = await errorScene();
});

test.describe('a buyer, on a customer without contract', () => {
  test('catalogue, cart and checkout: no product found, an item removed here or elsewhere, an order that fails', async ({ page }) => {
    // The customer's own buyer: staff viewing it only read (« voir comme »).
    const buyer = await newBuyerOf(scene.withoutContract);
    const { token } = buyer;
    await emptyCartByApi(token, scene.withoutContract.id);
    const line = await addFirstProductByApi(token, scene.withoutContract.id);

    await signIn(page, buyer.email, buyer.password);
    await expect(page.getByRole('heading', { name: `Client : ${scene.withoutContract.name}` })).toBeVisible();

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
    const again = await addFirstProductByApi(token, scene.withoutContract.id);
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
    await addFirstProductByApi(token, scene.withoutContract.id);
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
    // The modal recap hides the rest of the page from assistive technologies (the toast is announced
    // through Fluent's live region): look for the toast itself whatever the hiding.
    await expect(page.getByRole('listitem', { name: 'Erreur lors de la validation de la commande', includeHidden: true })).toBeVisible();
    // The recap stays open for another try.
    await expect(recap.getByRole('button', { name: 'Valider la commande' })).toBeEnabled();
    const cart = await api<{ cartItems: unknown[] }>(`/carts/${scene.withoutContract.id}`, { token });
    expect(cart.data.cartItems).toHaveLength(1);
    await emptyCartByApi(token, scene.withoutContract.id);
  });
});

test('sign-in and customer choice: no customer, a server out of reach, a customer whose data cannot be loaded', async ({ page }) => {
  // A user linked to no customer.
  const lonely = await createUserWithPassword('CUSTOMER');
  await signIn(page, lonely.email, lonely.password);
  await expect(toast(page, `Aucun client n'est associé à votre compte. Veuillez contacter ${scene.provider} pour plus d'informations.`)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The server cannot be reached at sign-in (page.route: a cut connection).
  await page.route('**/api/Authenticate/login', (route) => route.abort('connectionfailed'));
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(toast(page, 'Le serveur est injoignable. Vérifiez votre connexion.')).toBeVisible();
  await page.unroute('**/api/Authenticate/login');

  // The chosen customer's data cannot be loaded (page.route: a server error on its figures): back to login.
  await signIn(page, DEMO.commercial);
  const chosen = scene.commercialCustomers[0];
  await page.route(`**/api/statsContract/customer/${chosen.id}`, (route) =>
    route.fulfill(apiError(500, 'server_error', 'Une erreur inattendue est survenue. Veuillez réessayer.')),
  );
  await chooseCustomer(page, chosen);
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
  await page.route('**/api/Authenticate/askresetpassword', (route) =>
    route.fulfill(apiError(500, 'server_error', 'Une erreur inattendue est survenue. Veuillez réessayer.')),
  );
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.locator('.fui-Toast').getByText("Erreur lors de l'envoi de l'email de réinitialisation du mot de passe", { exact: true })).toBeVisible();
});

test.describe('the commercial, on the customer below status 3', () => {
  test.use({ signedInAs: DEMO.commercial });

  test('Programme service: a service the customer’s status does not give yet', async ({ page }) => {
    await page.goto('/');
    await chooseCustomer(page, scene.withoutContract);
    await expect(page.getByRole('heading', { name: `Client : ${scene.withoutContract.name}` })).toBeVisible();
    await openMenuEntry(page, 'Services et avantages');
    const intro = page.getByText(/^Votre statut actuel est \d\./);
    await expect(intro).toBeVisible();
    const status = Number(/(\d)/.exec((await intro.textContent()) ?? '')?.[1]);
    expect(status, 'le client de démonstration choisi est en dessous du statut 3').toBeLessThan(3);
    await expect(page.getByText(`Ce service est réservé aux statuts 3 et 4 (votre statut : ${status}).`, { exact: true })).toBeVisible();
  });
});

import { expect, test, type Page } from './fixtures.js';
import { cartByApi, emptyCartByApi, openBuyerHome } from './portal-support.js';
import { acceptTermsByApi, api, apiLogin, DEMO, toast } from './support.js';

/**
 * The cart speaks one unit per figure (issue 13): prices and totals in points, fees and what is left to
 * pay in euros, the same figures in the summary and the recap; the badge and the page count the same
 * lines; a quantity below 1 is refused in the form; the addresses are preselected; after checkout the
 * cart says « Commande validée » with the order's number and a link to it.
 */

const CHU_NORD_ID = 'cust-597151141';

test.describe.configure({ mode: 'serial' });

async function twoLinesByApi(): Promise<void> {
  await emptyCartByApi();
  const { token } = await apiLogin(DEMO.acheteur);
  const products = await api<{ id: string }[]>(`/products/GetAllForCustomer?Customer=${CHU_NORD_ID}&pageNumber=1`, { token });
  for (const [i, quantity] of [3, 1].entries()) {
    const { status } = await api(`/carts/items/${CHU_NORD_ID}`, { method: 'POST', token, body: { productId: products.data[i].id, quantity } });
    expect(status).toBe(200);
  }
}

const figure = (scope: Page | ReturnType<Page['getByRole']>, id: string) => scope.getByTestId(id);

test.use({ signedInAs: DEMO.acheteur });

test.beforeAll(async () => {
  await acceptTermsByApi(DEMO.acheteur);
});

test('the cart labels every figure with its unit, and the summary and the recap agree', async ({ page }) => {
  await twoLinesByApi();
  await openBuyerHome(page);
  // Badge and page count the same lines (not the 4 units).
  await expect(page.getByRole('button', { name: 'Panier, 2 article(s)' })).toBeVisible();
  await page.getByRole('button', { name: 'Panier, 2 article(s)' }).click();
  await expect(page.getByRole('heading', { name: 'Articles du panier (2)' })).toBeVisible();
  await expect(figure(page, 'cart-item-count')).toHaveText('2');
  // CHU Nord has two delivery addresses and, before the first order of a stack, no last one: none is
  // preselected (the third test checks the preselection), so the buyer chooses it, before the figures are
  // read. Once its one billing address is chosen: a form touched before that keeps what the buyer did.
  await expect(page.getByRole('combobox', { name: 'Adresse de facturation' })).not.toHaveValue('');
  await page.getByRole('checkbox', { name: /identique à l’adresse de facturation/ }).check();

  const summary = page.getByRole('definition');
  for (const text of await summary.allTextContents()) expect(text, 'chaque montant a son unité').toMatch(/^(\d+|.+ pts|.+ pts.+ pts|.+ €)$/);
  await expect(figure(page, 'cart-total')).toHaveText(/ pts$/);
  await expect(figure(page, 'cart-remaining')).toHaveText(/ €$/);
  const cart = await cartByApi();
  const lineCents = cart.cartItems.reduce((a, i) => a + Math.round(i.price * 100) * i.quantity, 0);
  const shownTotal = Number(((await figure(page, 'cart-total').textContent()) ?? '').replace(/[^\d,]/g, '').replace(',', '.'));
  expect(Math.round(shownTotal * 100)).toBe(lineCents);

  const total = await figure(page, 'cart-total').textContent();
  const used = await figure(page, 'cart-points-used').textContent();
  const remaining = await figure(page, 'cart-remaining').textContent();
  await page.getByRole('textbox', { name: 'Service de facturation' }).fill('Bloc opératoire');
  await page.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' }).check();
  await page.getByRole('button', { name: 'Commander' }).click();
  const recap = page.getByRole('dialog', { name: 'Récapitulatif de la commande' });
  await expect(recap).toBeVisible();
  await expect(figure(recap, 'cart-total')).toHaveText(total ?? '');
  await expect(figure(recap, 'cart-points-used')).toHaveText(used ?? '');
  await expect(figure(recap, 'cart-remaining')).toHaveText(remaining ?? '');
  await recap.getByRole('button', { name: 'Annuler' }).click();
});

test('a quantity of 0 or below is refused in the form and nothing is sent', async ({ page }) => {
  await twoLinesByApi();
  await openBuyerHome(page);
  await page.getByRole('button', { name: /^Panier, \d+ article/ }).click();
  const sent: string[] = [];
  page.on('request', (r) => r.url().includes('/quantity') && sent.push(r.url()));
  const quantity = page.getByRole('table', { name: 'Articles du panier' }).getByRole('spinbutton').first();
  for (const bad of ['0', '-2']) {
    await quantity.fill(bad);
    await quantity.press('Enter');
    await expect(page.getByText('Veuillez saisir un nombre entier positif')).toBeVisible();
  }
  expect(sent).toEqual([]);
  await quantity.fill('2');
  await quantity.press('Enter');
  await expect(page.getByText('Veuillez saisir un nombre entier positif')).toHaveCount(0);
  await expect.poll(() => sent.length).toBe(1);
});

test('addresses are preselected, the order is confirmed with its number and a link, and the next cart keeps the addresses', async ({ page }) => {
  await twoLinesByApi();
  await openBuyerHome(page);
  await page.getByRole('button', { name: /^Panier, \d+ article/ }).click();
  // CHU Nord has one billing address: it is chosen without a click.
  const billing = page.getByRole('combobox', { name: 'Adresse de facturation' });
  await expect(billing).not.toHaveValue('');
  const delivery = page.getByRole('combobox', { name: 'Adresse de livraison' });
  await delivery.selectOption({ index: (await delivery.locator('option').count()) - 1 });
  const chosenDelivery = await delivery.inputValue();

  await page.getByRole('textbox', { name: 'Service de facturation' }).fill('Bloc opératoire');
  await page.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' }).check();
  await page.getByRole('button', { name: 'Commander' }).click();
  const created = page.waitForResponse((r) => r.url().includes('/api/orderOneStryker/createOrderFromCart'));
  await page.getByRole('dialog', { name: 'Récapitulatif de la commande' }).getByRole('button', { name: 'Valider la commande' }).click();
  const { orderNumber } = (await (await created).json()) as { orderNumber: string };
  await expect(toast(page, 'Commande validée')).toBeVisible();
  const confirmed = page.getByTestId('order-confirmed');
  await expect(confirmed).toContainText(`Commande validée`);
  await expect(confirmed).toContainText(orderNumber);
  await expect(page.getByRole('button', { name: 'Panier, 0 article(s)' })).toBeVisible();

  await confirmed.getByRole('link', { name: `Voir la commande ${orderNumber}` }).click();
  await expect(page.getByRole('row').filter({ hasText: orderNumber })).toBeVisible();

  // A new cart, on another visit: the addresses of the last order come back.
  await twoLinesByApi();
  await page.goto('/');
  await page.getByRole('button', { name: 'Panier, 2 article(s)' }).click();
  await expect(page.getByRole('combobox', { name: 'Adresse de livraison' })).toHaveValue(chosenDelivery);
});

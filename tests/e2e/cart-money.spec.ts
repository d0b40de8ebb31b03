import { expect, test } from './fixtures.js';
import { emptyCartByApi, openBuyerHome } from './portal-support.js';
import { acceptTermsByApi, api, apiLogin, DEMO, toast } from './support.js';

/**
 * The order journey through the stack: the badge counts the cart's lines, the addresses are preselected,
 * after checkout the cart says « Commande validée » with the order's number and a link to the order, and
 * the next cart keeps the addresses. The figures' units, the recap's figures and the quantity rule are the
 * cart page's own (frontend/src/features/cart/components/cart-checkout.test.tsx).
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

test.use({ signedInAs: DEMO.acheteur });

test.beforeAll(async () => {
  await acceptTermsByApi(DEMO.acheteur);
});

test('addresses are preselected, the order is confirmed with its number and a link, and the next cart keeps the addresses', async ({ page }) => {
  await twoLinesByApi();
  await openBuyerHome(page);
  // The badge counts the lines, not the 4 units.
  await page.getByRole('button', { name: 'Panier, 2 article(s)' }).click();
  await expect(page.getByRole('heading', { name: 'Articles du panier (2)' })).toBeVisible();
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

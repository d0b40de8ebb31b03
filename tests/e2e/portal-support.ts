import { expect, type Page } from '@playwright/test';
import { api, apiLogin, CHU_NORD, DEMO, seriousViolations } from './support.js';

/** Helpers of the signed-in customer screens' accessibility specs (accessibility-portal*.spec.ts). */

const CHU_NORD_ID = 'cust-597151141';

export const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Fails with the list of violations, so the report says what to fix. */
export async function expectNoSeriousViolation(page: Page, state: string): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, `${state} :\n${violations.join('\n')}`).toEqual([]);
}

/** Home of the CHU buyer, the page's session being theirs (`test.use({ signedInAs: DEMO.acheteur })`, fixtures.ts). */
export async function openBuyerHome(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Client : ${CHU_NORD}` })).toBeVisible();
}

/** The slices of a donut chart (loaded lazily), found by the chart's title. */
export const donutSlices = (page: Page, title: RegExp) => page.getByLabel(title).locator('path[role="option"]');

// ---------------------------------------------------------------- cart set-up through the API

export interface CartAnswer {
  cartItems: { cartItemId: string; productId: string; description: string; quantity: number; price: number }[];
}

export async function cartByApi(): Promise<CartAnswer> {
  const { token } = await apiLogin(DEMO.acheteur);
  const { status, data } = await api<CartAnswer>(`/carts/${CHU_NORD_ID}`, { token });
  expect(status, 'lecture du panier').toBe(200);
  return data;
}

export async function emptyCartByApi(): Promise<void> {
  const { token } = await apiLogin(DEMO.acheteur);
  for (const item of (await cartByApi()).cartItems) await api(`/carts/items/${item.cartItemId}`, { method: 'DELETE', token });
}

/** Leaves exactly one line in the cart: one unit of the first product of the catalogue. */
export async function oneLineInCart(): Promise<CartAnswer['cartItems'][number]> {
  await emptyCartByApi();
  const { token } = await apiLogin(DEMO.acheteur);
  const products = await api<{ id: string }[]>(`/products/GetAllForCustomer?Customer=${CHU_NORD_ID}&pageNumber=1`, { token });
  expect(Array.isArray(products.data) && products.data.length > 0, 'le catalogue de démonstration a des produits').toBe(true);
  const { status } = await api(`/carts/items/${CHU_NORD_ID}`, { method: 'POST', token, body: { productId: products.data[0].id, quantity: 1 } });
  expect(status, 'ajout au panier').toBe(200);
  const { cartItems } = await cartByApi();
  expect(cartItems).toHaveLength(1);
  return cartItems[0];
}

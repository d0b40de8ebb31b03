import { expect, test } from './fixtures.js';
import { donutSlices, openBuyerHome } from './portal-support.js';
import { acceptTermsByApi, DEMO, openMenuEntry } from './support.js';

/**
 * Charts in French and product pictures (issue 13): legends overflow as « +N autres », each chart's title
 * shows once, the donut's centre fits its ring, tooltips are French-formatted with their unit; catalogue
 * cards show the product's picture, and a designed placeholder when there is none.
 */

test.use({ signedInAs: DEMO.acheteur });

test.beforeAll(async () => {
  await acceptTermsByApi(DEMO.acheteur);
});

const SUB_FRANCHISE_TITLE = /^Ventes \d{4} par sous-franchise$/;

test('home charts: French overflow, one title each, a centre that fits, tooltips in euros', async ({ page }) => {
  await openBuyerHome(page);
  const slices = donutSlices(page, SUB_FRANCHISE_TITLE);
  await expect(slices.first()).toBeVisible();

  await expect(page.getByRole('button', { name: /^\+\d+ autres/ }).first()).toBeVisible();
  await expect(page.getByText(/\+\d+ more/)).toHaveCount(0);

  for (const title of [SUB_FRANCHISE_TITLE, /^Ventes par catégorie$/]) await expect(page.getByText(title)).toHaveCount(1);

  // The centre: a short amount in euros, narrower than the ring's hole (inner radius 70 px).
  const figure = page.getByRole('figure', { name: SUB_FRANCHISE_TITLE });
  const centre = figure.locator('text').filter({ hasText: /€$/ }).first();
  await expect(centre).toBeVisible();
  const box = await centre.boundingBox();
  expect(box?.width ?? Infinity).toBeLessThan(140);

  // Each slice's value as its tooltip (and its accessible name) gives it: French grouping and the euro sign.
  for (const name of await slices.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''))) {
    expect(name).toMatch(/^.+, \d[\d\u202f\u00a0 ]*€\.?$/);
  }
});

test('catalogue cards show the product picture; without one, a designed placeholder', async ({ page }) => {
  await openBuyerHome(page);
  await openMenuEntry(page, 'Utiliser mes points');
  const first = page.getByRole('list', { name: 'Produits' }).getByRole('listitem').first();
  const picture = first.locator('img');
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);

  // A picture that cannot be had (the product has none): the card keeps its pictogram placeholder.
  await page.route('**/api/products/*/image', (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'not_found', message: 'Ce produit n’a pas d’image' } }),
    }),
  );
  await page.getByRole('searchbox').fill('Lame');
  const card = page.getByRole('list', { name: 'Produits' }).getByRole('listitem').first();
  await expect(card.getByTestId('product-placeholder')).toBeVisible();
  await expect(card.getByTestId('product-placeholder').locator('svg')).toBeVisible();
});

import { expect, test, type Page } from './fixtures.js';
import { acceptTermsByApi, createUserWithPassword, DEMO, seriousViolations, signIn, storedToken, termsDialog } from './support.js';

/*
 * The admin view's tabs (spec §2): a tab change starting again on page 1 with the loading overlay, the search
 * forgotten when leaving /admin, the terms check whose refusal logs out, and axe on the tabs no other spec scans
 * as they open. The « Plus » swap and back: admin-reference-lists.spec.ts.
 */

test.use({ signedInAs: DEMO.admin });

test.beforeAll(async () => {
  await acceptTermsByApi(DEMO.admin);
});

async function openAdmin(page: Page) {
  await page.goto('/admin');
  await expect(page.getByRole('tab', { name: 'Clients', selected: true })).toBeVisible();
}

test('changing tab starts on page 1 again, and leaving /admin forgets the search', async ({ page }) => {
  await openAdmin(page);
  const customers = page.getByRole('table', { name: 'Clients' });
  await expect(customers).toBeVisible();
  await page.getByRole('searchbox', { name: 'Rechercher dans « Clients »' }).fill('Démo');
  await expect.poll(() => customers.getByRole('row').count()).toBeGreaterThan(1);
  await page.getByRole('tab', { name: 'Utilisateurs' }).click();
  await expect(page.getByRole('table', { name: 'Utilisateurs' })).toBeVisible();
  await page.getByRole('tab', { name: 'Clients' }).click();
  await expect(page.getByRole('searchbox', { name: 'Rechercher dans « Clients »' })).toHaveValue('');
  await page.getByRole('searchbox', { name: 'Rechercher dans « Clients »' }).fill('Nord');
  await page.goto('/sitemap');
  await page.goBack();
  await expect(page.getByRole('searchbox', { name: 'Rechercher dans « Clients »' })).toHaveValue('');
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // Issue 30, defect 14: the tab list pushed the page to 1,057 px and the columns got 44 px each, a number
  // drawn over the name beside it. The tabs and the table now scroll inside their own boxes.
  test('the page does not scroll sideways and no cell runs over the next', async ({ page }) => {
    await openAdmin(page);
    await expect(page.getByRole('table', { name: 'Clients' }).getByRole('row').nth(1)).toBeVisible();
    const overflow = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      cells: Array.from(document.querySelectorAll<HTMLElement>('td, th'))
        .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
        .map((cell) => (cell.textContent ?? '').trim().slice(0, 40)),
    }));
    expect(overflow).toEqual({ page: 0, cells: [] });
  });
});

test.describe('a fresh administrator, signed in with the form', () => {
  test.use({ signedInAs: undefined });

  test('an administrator who refuses the current terms on /admin is logged out and sent to login', async ({ page }) => {
    const fresh = await createUserWithPassword('ADMIN', undefined, 'e2e-cgu');
    await signIn(page, fresh.email, fresh.password);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(termsDialog(page)).toBeVisible();
    await termsDialog(page).getByRole('button', { name: 'Refuser' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();
  });
});

// The tabs whose own spec scans them as they open (admin-contracts, admin-products, admin-addresses, admin-orders
// with an order open, admin-terms with a version open) are not scanned again here; the customers' and users'
// specs scan them with a dialog open, which hides the list from axe: their lists are scanned here, on one load.
test('axe finds no serious or critical violation on the tabs « Clients » and « Utilisateurs »', async ({ page }) => {
  await openAdmin(page);
  await expect(page.getByRole('table', { name: 'Clients' }).getByRole('row').nth(1)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), 'Clients').toEqual([]);
  await page.getByRole('tab', { name: 'Utilisateurs' }).click();
  await expect(page.getByRole('tab', { name: 'Utilisateurs', selected: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Utilisateurs' }).getByRole('row').nth(1)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), 'Utilisateurs').toEqual([]);
});

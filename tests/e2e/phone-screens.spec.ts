import { expect, test, type Page } from './fixtures.js';
import { expectNoSeriousViolation, h1, oneLineInCart, openBuyerHome } from './portal-support.js';
import { acceptTermsByApi, DEMO, openMenuEntry } from './support.js';

/**
 * Every customer screen on a phone (390 × 844, issue 13): nothing scrolls sideways, neither the page nor
 * a box inside it, no table cell's content runs over its neighbour (issue 30, defect 14: Fluent's tables
 * share their width equally, and a price was drawn over a name), and axe finds no serious violation at that
 * size (the desktop size is covered by accessibility-portal.spec.ts).
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, signedInAs: DEMO.acheteur });

test.beforeAll(async () => {
  await acceptTermsByApi(DEMO.acheteur);
});

/** What scrolls sideways: the page itself, or any element whose content is wider than its box; a cell that overflows. */
async function sidewaysScrolling(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) found.push(`page : ${root.scrollWidth} px pour ${root.clientWidth} px`);
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const style = getComputedStyle(el);
      if (!['auto', 'scroll'].includes(style.overflowX)) continue;
      if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0) {
        found.push(
          `${el.tagName.toLowerCase()}${el.getAttribute('aria-label') ? `[${el.getAttribute('aria-label')}]` : ''}.${el.className.toString().split(' ')[0]} : ${el.scrollWidth} px pour ${el.clientWidth} px`,
        );
      }
    }
    // A cell does not scroll: content wider than it is drawn over the next cell.
    for (const cell of Array.from(document.querySelectorAll<HTMLElement>('td, th'))) {
      if (cell.scrollWidth > cell.clientWidth + 1 && cell.clientWidth > 0) {
        found.push(`cellule « ${(cell.textContent ?? '').trim().slice(0, 40)} » : ${cell.scrollWidth} px pour ${cell.clientWidth} px`);
      }
    }
    return found;
  });
}

async function expectFitsPhone(page: Page, state: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(await sidewaysScrolling(page), state).toEqual([]);
  await expectNoSeriousViolation(page, `${state} (390 × 844)`);
}

// One page for every screen: each test paid a cold load of the site through the emulator (eight of them, 55 s of
// the last run); in one page the site's chunks come from the browser's cache and each screen costs its own
// data. Each screen is a step, named in the report when it fails.
test('every customer screen fits the phone, and axe finds no serious violation', async ({ page }) => {
  test.slow();
  await test.step('home', async () => {
    await openBuyerHome(page);
    await expect(page.getByTestId('home-remaining-points')).toBeVisible();
    await expectFitsPhone(page, 'accueil');
  });

  await test.step('company orders, an order open, and the cost tab', async () => {
    await page.goto('/stryker-commands');
    await expect(h1(page, 'Mes commandes Stryker')).toBeVisible();
    const table = page.getByRole('table', { name: 'Commandes de l’entreprise' });
    await table
      .getByRole('button', { name: /^Factures de la commande / })
      .first()
      .click();
    await expectFitsPhone(page, '/stryker-commands');
    await page.getByRole('tab', { name: 'Coûts' }).click();
    await expectFitsPhone(page, '/stryker-commands, coûts');
  });

  await test.step('Programme orders with a detail open', async () => {
    await page.goto('/stryker-one-commands');
    await expect(h1(page, 'Mes commandes Programme')).toBeVisible();
    await page
      .getByRole('button', { name: /^Afficher le détail de la commande / })
      .first()
      .click();
    await expectFitsPhone(page, '/stryker-one-commands');
  });

  await test.step('catalogue', async () => {
    await openBuyerHome(page);
    await openMenuEntry(page, 'Utiliser mes points');
    await expect(h1(page, 'Utilisation des points')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Produits' }).getByRole('listitem').first()).toBeVisible();
    await expectFitsPhone(page, '/points');
  });

  await test.step('cart with its summary, and the recap', async () => {
    await oneLineInCart();
    await openBuyerHome(page);
    await page.getByRole('button', { name: 'Panier, 1 article(s)' }).click();
    await expect(h1(page, 'Panier')).toBeVisible();
    await expect(page.getByTestId('cart-remaining')).toBeVisible();
    await expectFitsPhone(page, '/cart');
    await page.getByRole('textbox', { name: 'Service de facturation' }).fill('Bloc opératoire');
    await page.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' }).check();
    await page.getByRole('button', { name: 'Commander' }).click();
    await expect(page.getByRole('dialog', { name: 'Récapitulatif de la commande' })).toBeVisible();
    await expectFitsPhone(page, 'récapitulatif');
  });

  await test.step('contract', async () => {
    await page.goto('/contrat');
    await expect(h1(page, 'Mon contrat')).toBeVisible();
    await expectFitsPhone(page, '/contrat');
  });

  await test.step('Programme service', async () => {
    await page.goto('/service-one-stryker');
    await expect(h1(page, 'Services et avantages')).toBeVisible();
    await expectFitsPhone(page, '/service-one-stryker');
  });

  await test.step('contact', async () => {
    await page.goto('/contact');
    await expect(h1(page, 'Contact')).toBeVisible();
    await expectFitsPhone(page, '/contact');
  });
});

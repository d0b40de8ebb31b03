import * as XLSX from '@e965/xlsx';
import { expect, test, type Page } from './fixtures.js';
import { acceptTermsByApi, DEMO } from './support.js';

/*
 * The back office walked as its users walk it (issue 30, « Navigation »): from the page each role lands on,
 * every area that role may read is reached by clicking only, through the back office's own navigation;
 * what the role may not do is not offered, and a page the API refuses says « Accès refusé ».
 */

const backOffice = (page: Page) => page.getByRole('navigation', { name: 'Back-office' });
const adminTabs = (page: Page) => page.getByRole('tablist', { name: 'Sections de l’administration' }).getByRole('tab');
const refused = (page: Page) => page.getByRole('heading', { name: 'Accès refusé' });

/** Clicks every main tab of /admin, then a list of « Plus »: each shows its table, none is refused. */
async function visitAdminTabs(page: Page, expected: string[]): Promise<void> {
  // Fluent draws each tab's label twice (the bold copy reserves its width): compare the accessible names.
  await expect(adminTabs(page)).toHaveCount(expected.length);
  for (const [i, name] of expected.entries()) await expect(adminTabs(page).nth(i)).toHaveAccessibleName(name);
  for (const name of expected) {
    await page.getByRole('tab', { name, exact: true }).click();
    await expect(page.getByRole('tab', { name, exact: true, selected: true })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('table').first()).toBeVisible();
    await expect(refused(page)).toHaveCount(0);
  }
  await page.getByRole('button', { name: 'Plus de listes' }).click();
  await page.getByRole('menuitem', { name: 'Franchises', exact: true }).click();
  await expect(page.getByRole('tabpanel').getByRole('table', { name: /Franchises/ })).toBeVisible();
  await expect(refused(page)).toHaveCount(0);
}

async function expectCurrent(page: Page, area: string): Promise<void> {
  await expect(backOffice(page).getByRole('link', { name: area, exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(backOffice(page).locator('[aria-current="page"]')).toHaveCount(1);
}

test.describe('an administrator', () => {
  test.use({ signedInAs: DEMO.admin });

  test.beforeAll(async () => {
    await acceptTermsByApi(DEMO.admin);
  });

  test('reaches Administration, every KPI tab and the imports by clicking the back-office navigation', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(backOffice(page).getByRole('link')).toHaveText(['Administration', 'Listes de prix', 'Réclamations', 'KPI', 'Imports']);
    await expectCurrent(page, 'Administration');
    await visitAdminTabs(page, [
      'Clients',
      'Utilisateurs',
      'Contrats',
      'Produits',
      'Adresses',
      'Commandes Stryker',
      'Commandes Programme',
      'Conditions générales',
    ]);

    await backOffice(page).getByRole('link', { name: 'Listes de prix' }).click();
    await expect(page.getByRole('heading', { name: 'Listes de prix', level: 1 })).toBeVisible();
    await expectCurrent(page, 'Listes de prix');
    await page
      .getByRole('button', { name: /^Ouvrir la liste / })
      .first()
      .click();
    await expect(page.getByRole('form', { name: 'Pourcentage sur toute la liste' })).toBeVisible();

    await backOffice(page).getByRole('link', { name: 'Réclamations' }).click();
    await expect(page.getByRole('heading', { name: 'Réclamations', level: 1 })).toBeVisible();
    await expectCurrent(page, 'Réclamations');
    // The demo data holds claims in every status: the list shows them.
    await expect(page.getByRole('table', { name: 'Réclamations' }).getByRole('row').nth(1)).toBeVisible();

    await backOffice(page).getByRole('link', { name: 'KPI' }).click();
    await expect(page.getByRole('heading', { name: 'Tableau de bord KPI', level: 1 })).toBeVisible();
    await expectCurrent(page, 'KPI');
    for (const name of ['Statistiques', 'Divisions', 'Clients', 'Groupements', 'Commandes One Stryker', 'Provisions (COGS)', 'Passif points']) {
      await page.getByRole('tab', { name, exact: true }).click();
      await expect(page.getByRole('tabpanel', { name })).toBeVisible();
      await expect(refused(page)).toHaveCount(0);
    }

    await backOffice(page).getByRole('link', { name: 'Imports' }).click();
    await expect(page.getByRole('heading', { name: 'Imports', level: 1 })).toBeVisible();
    await expectCurrent(page, 'Imports');
    await expect(
      page.getByRole('table', { name: 'Imports passés, les plus récents d’abord' }).or(page.getByText('Aucun import pour le moment.')),
    ).toBeVisible();

    await backOffice(page).getByRole('link', { name: 'Administration' }).click();
    await expect(page.getByRole('heading', { name: 'Administration', level: 1 })).toBeVisible();
  });

  test('the import dialog’s result links to its job in the history', async ({ page }) => {
    const file = `navigation-${Date.now().toString(36)}.xlsx`;
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      wb,
      XLSX.utils.aoa_to_sheet([
        ['Référence', 'Description', 'Prix en points', 'Catégorie'],
        ['NAV-E2E-1', 'Essai', 1, 'consommable'],
      ]),
      'Produits',
    );

    await page.goto('/');
    await backOffice(page).getByRole('link', { name: 'Imports' }).click();
    // /admin has an « Importer » button too: wait for the history before using its own.
    await expect(page.getByRole('heading', { name: 'Imports', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Importer', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Importer un fichier Excel' });
    await dialog.getByLabel('Données à importer').selectOption('products');
    await dialog.locator('input[type=file]').setInputFiles({
      name: file,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer,
    });
    // A dry run: the job is recorded in the history but writes nothing.
    await dialog.getByRole('checkbox', { name: /Essai à blanc/ }).check();
    await dialog.getByRole('button', { name: 'Importer', exact: true }).click();

    await dialog.getByRole('link', { name: 'Voir cet import dans l’historique' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/imports\/[^/]+$/);
    await expect(page.getByRole('heading', { name: `Détail – ${file}` })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: file })).toBeVisible();
    await expectCurrent(page, 'Imports');
  });

  test('on a phone, the navigation is a menu button opening a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole('button', { name: 'Back-office · Administration' }).click();
    const drawer = page.getByRole('dialog', { name: 'Back-office' });
    await drawer.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'KPI' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Tableau de bord KPI', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Back-office · KPI' }).click();
    await expect(drawer.getByRole('link', { name: 'KPI' })).toHaveAttribute('aria-current', 'page');
    await drawer.getByRole('link', { name: 'Imports' }).click();
    await expect(page.getByRole('heading', { name: 'Imports', level: 1 })).toBeVisible();
  });
});

test.describe('a commercial user', () => {
  test.use({ signedInAs: DEMO.commercial });

  test.beforeAll(async () => {
    await acceptTermsByApi(DEMO.commercial);
  });

  test('finds his customers by a search, the back office in the menu, every list he may read, and no write', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/select-customer$/);
    // His customers are searched on the server, not turned one by one in a carousel.
    const cards = page.getByRole('heading', { level: 2 });
    await expect(cards.first()).toBeVisible();
    const chosen = (await cards.allTextContents()).at(-1)!;
    await page.getByRole('searchbox', { name: /Rechercher un client/ }).fill(chosen);
    await expect(cards).toHaveText([chosen]);
    await page.getByRole('button', { name: `Choisir ${chosen}` }).click();
    await expect(page.getByRole('heading', { name: `Client : ${chosen}` })).toBeVisible();

    // KPI and the imports are the administrator's (access 'admin'): not offered. Claims are the commercial's too.
    await expect(backOffice(page).getByRole('link')).toHaveText(['Administration', 'Listes de prix', 'Réclamations']);
    await backOffice(page).getByRole('link', { name: 'Listes de prix' }).click();
    await expect(page.getByRole('heading', { name: 'Listes de prix', level: 1 })).toBeVisible();
    await page
      .getByRole('button', { name: /^Ouvrir la liste / })
      .first()
      .click();
    await expect(page.getByRole('table', { name: 'Produits de la liste' })).toBeVisible();
    await expect(page.getByRole('form')).toHaveCount(0);
    await backOffice(page).getByRole('link', { name: 'Administration' }).click();
    await expect(page.getByRole('heading', { name: 'Administration', level: 1 })).toBeVisible();
    await expectCurrent(page, 'Administration');
    await visitAdminTabs(page, ['Clients', 'Contrats', 'Produits', 'Adresses', 'Commandes Programme']);

    await page.getByRole('tab', { name: 'Clients', exact: true }).click();
    const customers = page.getByRole('table', { name: 'Clients' });
    await customers
      .getByRole('button', { name: /^Actions pour/ })
      .first()
      .click();
    await expect(page.getByRole('menuitem', { name: 'Recalculer les points' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Utilisateurs liés' }).click();
    const dialog = page.getByRole('dialog', { name: /^Utilisateurs liés à/ });
    await expect(dialog.getByRole('list', { name: 'Utilisateurs' }).getByRole('listitem').first()).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Enregistrer' })).toHaveCount(0);
    await expect(dialog.getByRole('checkbox')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a page the API refuses him says « Accès refusé » instead of waiting or offering an import', async ({ page }) => {
    await page.goto('/kpi');
    // The page's code, its texts and the refused call come one after the other on a first load.
    await expect(refused(page)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Votre compte ne donne pas accès à ce contenu.', { exact: false })).toBeVisible();
    await expect(page.getByRole('tablist', { name: 'Sections du tableau de bord' })).toHaveCount(0);

    await page.getByRole('link', { name: "Retour à l'administration" }).click();
    await expect(page.getByRole('heading', { name: 'Administration', level: 1 })).toBeVisible();

    await page.goto('/admin/imports');
    await expect(refused(page)).toBeVisible({ timeout: 30_000 });
    // Imports is none of his areas: nothing in his navigation claims to be this page.
    await expect(backOffice(page).locator('[aria-current="page"]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Importer', exact: true })).toHaveCount(0);
    await expect(page.getByText('Aucun import pour le moment.')).toHaveCount(0);
  });
});

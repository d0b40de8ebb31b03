import { expect, test, type Page } from './fixtures.js';
import { acceptTermsByApi, DEMO, seriousViolations } from './support.js';

/*
 * The read-only tabs (back-office.md section 2): imported orders (one order's lines at a time) and
 * Stryker commands (detail dialog, recalculation with confirmation); search, sort, paging; axe.
 */

test.use({ signedInAs: DEMO.admin });

test.beforeAll(async () => {
  await acceptTermsByApi(DEMO.admin);
});

const ordersTable = (page: Page) => page.getByRole('table', { name: 'Commandes Programme' });

test('imported orders: sorted, searched, paged, one order’s lines at a time', async ({ page }) => {
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Commandes Programme' }).click();
  await expect(ordersTable(page)).toBeVisible();
  await expect(ordersTable(page).getByRole('columnheader', { name: 'N° client' })).toBeVisible();
  const date = ordersTable(page).getByRole('columnheader', { name: 'Date' });
  await expect(date).toHaveAttribute('aria-sort', 'descending');
  await ordersTable(page).getByRole('columnheader', { name: 'Montant total' }).click();
  await expect(ordersTable(page).getByRole('columnheader', { name: 'Montant total' })).toHaveAttribute('aria-sort', 'ascending');
  // The header turns at once, the rows when the sorted page has come: wait for them before reading the first.
  // Paid in points: whole points, French grouping, as the portal's order history shows them (« 49 115 pts »).
  const cells = () => ordersTable(page).locator('tbody tr td:nth-child(5)').allTextContents();
  const amounts = async () => (await cells()).map((t) => Number(t.replace(/pts|\s/g, '')));
  await expect.poll(async () => (await amounts()).every((v, i, all) => i === 0 || all[i - 1] <= v)).toBe(true);
  for (const text of await cells()) expect(text).toMatch(/^\d{1,3}(\s\d{3})* pts$/);
  await expect(page.getByRole('button', { name: /^(Nouveau|Supprimer)/ })).toHaveCount(0);

  const first = ordersTable(page).getByRole('row').nth(1);
  const number = (await first.getByRole('cell').nth(2).textContent())!;
  await first.getByRole('button', { name: `Afficher le détail de « ${number} »` }).click();
  const lines = page.getByRole('region', { name: `Lignes de la commande ${number}` });
  await expect(lines.getByRole('columnheader', { name: 'Prix unitaire' })).toBeVisible();
  const second = ordersTable(page).getByRole('row').nth(2);
  const other = (await second.getByRole('cell').nth(2).textContent())!;
  await second.getByRole('button', { name: `Afficher le détail de « ${other} »` }).click();
  await expect(page.getByRole('region', { name: /^Lignes de la commande/ })).toHaveCount(1);
  await expect(page.getByRole('region', { name: `Lignes de la commande ${other}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('searchbox', { name: 'Rechercher dans « Commandes Programme »' }).fill(other);
  await expect(ordersTable(page).getByRole('row')).toHaveCount(2);
});

test('Stryker commands: paged list, read-only detail dialog, recalculation asked first', async ({ page }) => {
  await page.goto('/admin');
  await page
    .getByRole('tab', { name: /^Commandes / })
    .first()
    .click();
  // The provider's name in the title, not the text's placeholder.
  await expect(page.getByRole('heading', { level: 2, name: 'Commandes Stryker' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Commandes Stryker' });
  await expect(table.getByRole('row')).toHaveCount(16);
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  const invoice = (await table.getByRole('row').nth(1).getByRole('cell').nth(2).textContent())!;
  await table
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: `Détails « ${invoice} »` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Ligne de vente ${invoice}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  // Every field under its French label, none under the name it has in the data.
  await expect(dialog.locator('dt')).toHaveText([
    'Client facturé',
    'Client déclaré',
    'N° de facture',
    'N° de commande',
    'Référence',
    'Description',
    'Montant des ventes',
    'Quantité facturée',
    'Date de comptabilisation de la vente',
    'Franchise',
    'Groupe de franchises',
    'Sous-franchise',
    'Marque GIM',
    'Type d’article GIM',
    'Sous-marque GIM',
    'SAPG',
    'Regroupement GIM',
    'Regroupement SAPG',
    'Unité de mesure',
    'Devise',
    'Ville',
    'Groupement d’achat',
  ]);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Fermer' }).click();

  await page.getByRole('button', { name: 'Recalculer les colonnes personnalisées' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Recalculer les colonnes personnalisées ?' })).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Annuler' }).click();

  // On a phone the table scrolls in its box: an invoice number, an order number and a reference each stay on one line.
  await page.setViewportSize({ width: 390, height: 844 });
  const first = table.getByRole('row').nth(1);
  for (const column of [2, 3, 4]) {
    const lines = await first
      .getByRole('cell')
      .nth(column)
      .evaluate((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
    expect(lines, `colonne ${column}`).toBe(1);
  }
});

import * as XLSX from '@e965/xlsx';
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.js';
import { acceptTermsByApi, DEMO, toast } from './support.js';

/*
 * The Excel import from the browser: the dialog (file chooser, template), the progress bar polled every
 * second, the result with its counts, the error report download, then the rollback from the « Imports »
 * view, with its confirmation. The dialog without a file and the row of an import a later one changed are
 * the screens' own states (frontend/src/features/import/components/import-states.test.tsx).
 */

const RUN = Date.now().toString(36).toUpperCase();
const FILE = `produits-e2e-${RUN}.xlsx`;

function productsWorkbook(
  rows: unknown[][] = [
    ['Référence', 'Description', 'Prix en points', 'Catégorie'],
    [`E2E-${RUN}-1`, 'Produit importé', '12,5', 'consommable'],
    [`E2E-${RUN}-2`, 'Catégorie fausse', 3, 'jouet'],
  ],
): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'Produits');
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

test.use({ signedInAs: DEMO.admin });

test.beforeAll(async () => {
  await acceptTermsByApi(DEMO.admin);
});

test('import : envoi → avancement → résultat → rapport d’erreurs → annulation', async ({ page }) => {
  await page.goto('/admin/imports');
  await expect(page.getByRole('heading', { name: 'Imports', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Importer', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer un fichier Excel' });
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Données à importer').selectOption('products');
  const template = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Télécharger le modèle' }).click();
  expect((await template).suggestedFilename()).toBe('modele-import-products.xlsx');

  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: FILE, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: productsWorkbook() });
  await dialog.getByRole('button', { name: 'Importer', exact: true }).click();
  await expect(dialog.getByRole('progressbar')).toBeVisible();
  await expect(dialog.getByText('Avancement de l’import – Terminé')).toBeVisible({ timeout: 30_000 });
  // Rows were rejected: the dialog says so, never « importé avec succès ».
  await expect(dialog.getByText('Import terminé avec des rejets (lignes rejetées : 1 sur 2). Le rapport d’erreurs les détaille.')).toBeVisible();
  await expect(dialog.getByText(/avec succès/)).toHaveCount(0);
  await expect(dialog.locator('[data-count=read]')).toHaveText('2');
  await expect(dialog.locator('[data-count=created]')).toHaveText('1');
  await expect(dialog.locator('[data-count=rejected]')).toHaveText('1');
  await expect(dialog.getByText(/Ligne 3, « Catégorie » = « jouet »/)).toBeVisible();

  const report = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Télécharger le rapport d’erreurs' }).click();
  const download = await report;
  expect(download.suggestedFilename()).toBe(`rejets-produits-e2e-${RUN}.xlsx`);
  const rows = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(readFileSync(await download.path()), { type: 'buffer' }).Sheets.Rejets, {
    header: 1,
    blankrows: false,
  });
  expect(rows).toContainEqual([3, 'Catégorie', 'jouet', 'capital, consommable, implant ou services attendu']);

  await dialog.getByRole('button', { name: 'Fermer' }).click();
  const row = page.getByRole('row').filter({ hasText: FILE });
  await expect(row).toContainText('Terminé');
  await row.getByRole('button', { name: /Annuler l’import/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Annuler cet import ?' });
  await expect(confirm).toContainText(FILE);
  await expect(confirm.getByRole('button', { name: 'Garder l’import' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Annuler l’import' }).click();
  await expect(toast(page, 'Annulation lancée.')).toBeVisible();
  await expect(row).toContainText('Annulé', { timeout: 30_000 });
  await expect(row.getByRole('button', { name: /Annuler l’import/ })).toHaveCount(0);
});

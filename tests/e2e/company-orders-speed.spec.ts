import * as XLSX from '@e965/xlsx';
import { readFileSync } from 'node:fs';
import { expect, test, type Locator } from '@playwright/test';
import { createHeavyCustomer, HEAVY_ORDERS, removeHeavyCustomer, type HeavyCustomer } from './heavy-customer-support.js';
import { signIn } from './support.js';

/**
 * Company orders at the size of the default data's heaviest customer (issue 13): the first rows show within
 * 1 s of the click on the menu entry, and the Excel export is downloaded within 2 s of its click. The test
 * stack has the small seed, so the customer (674 orders, 3,250 lines) is made through the API and removed
 * afterwards.
 *
 * The first rows are timed in the page, from the click event to the frame after the rows are in the
 * document. Timed from Node, the first version of this test also counted the click's wait for the menu to
 * stop sliding in and the gaps between expect's retries (100, 250, 500, then 1,000 ms): rows painted 210 to
 * 340 ms after it started timing were seen at 1.04 to 1.24 s, and it was withdrawn.
 */

const ROW = 'table[aria-label="Commandes de l’entreprise"] button[aria-label^="Factures de la commande "]';

let customer: HeavyCustomer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  customer = await createHeavyCustomer();
});

test.afterAll(async () => {
  test.setTimeout(120_000);
  if (customer) await removeHeavyCustomer(customer);
});

interface FirstRows {
  /** From the click event to the frame after the first rows are in the document. */
  shownMs: number;
  /** When the orders' answer ended, from the same click (negative: before it, thanks to the menu's prefetch). */
  ordersMs: number | null;
}

/** Times the next click on `entry` in the page; the returned function waits for the first order rows. */
async function timeFirstRows(entry: Locator): Promise<() => Promise<FirstRows>> {
  await entry.evaluate((link, selector) => {
    const timing = new Promise<FirstRows>((resolve) => {
      link.addEventListener(
        'click',
        (event) => {
          const clicked = event.timeStamp;
          const painted = () =>
            requestAnimationFrame(() =>
              setTimeout(() => {
                const orders = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((r) =>
                  r.name.includes('/api/strykerCommands/by-customer/'),
                );
                resolve({ shownMs: Math.round(performance.now() - clicked), ordersMs: orders ? Math.round(orders.responseEnd - clicked) : null });
              }),
            );
          if (document.querySelector(selector)) return painted();
          const observer = new MutationObserver(() => {
            if (!document.querySelector(selector)) return;
            observer.disconnect();
            painted();
          });
          observer.observe(document.body, { childList: true, subtree: true });
        },
        { capture: true, once: true },
      );
    });
    (window as unknown as { firstRows: Promise<FirstRows> }).firstRows = timing;
  }, ROW);
  return () => entry.page().evaluate(() => (window as unknown as { firstRows: Promise<FirstRows> }).firstRows);
}

test('premières lignes en moins d’1 s, export téléchargé en moins de 2 s', async ({ page }) => {
  await signIn(page, customer.buyer.email, customer.buyer.password);
  await expect(page.getByRole('heading', { name: `Client : ${customer.name}` })).toBeVisible();
  // The buyer opens the menu from a home page that has loaded, as in the original measurement.
  await expect(page.getByTestId('home-remaining-points')).toBeVisible();

  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const entry = page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: /^Mes commandes Stryker$/ });
  await expect(entry).toBeVisible();
  const firstRows = await timeFirstRows(entry);
  await entry.click();
  const { shownMs, ordersMs } = await firstRows();
  const table = page.getByRole('table', { name: 'Commandes de l’entreprise' });
  await expect(table.getByRole('button', { name: /^Factures de la commande / }).first()).toBeVisible();
  await expect(table.getByRole('button', { name: new RegExp(`^Factures de la commande C${customer.tag}\\d+$`) })).toHaveCount(10);
  const said = `premières lignes en ${shownMs} ms (réponse des commandes à ${ordersMs} ms du clic)`;
  console.log(said);
  expect(shownMs, said).toBeLessThanOrEqual(1_000);

  const clicked = Date.now();
  const download = page.waitForEvent('download', { timeout: 10_000 });
  await page.getByRole('button', { name: 'Exporter vers Excel' }).click();
  const file = await download;
  const path = await file.path();
  const exportMs = Date.now() - clicked;
  const answerMs = await page.evaluate(() => {
    const answer = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((r) => r.name.includes('/api/Export/'));
    return answer ? Math.round(answer.responseEnd - answer.startTime) : null;
  });
  const exported = `export en ${exportMs} ms (réponse de l’API en ${answerMs} ms)`;
  console.log(exported);
  expect(file.suggestedFilename()).toBe(`commandes-${customer.number}-toutes-annees.xlsx`);
  expect(exportMs, exported).toBeLessThanOrEqual(2_000);

  // The whole history is in the workbook, not a page of it.
  const sheet = XLSX.read(readFileSync(path)).Sheets.Commandes!;
  const orders = new Set(
    XLSX.utils
      .sheet_to_json<unknown[]>(sheet, { header: 1 })
      .slice(3)
      .map((row) => String(row[1])),
  );
  expect(orders.size).toBe(HEAVY_ORDERS);
});

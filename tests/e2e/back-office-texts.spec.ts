import { expect, test, type Page } from './fixtures.js';
import { frAdmin } from '@portail/common/i18n/fr-admin';
import { frCatalogue } from '@portail/common/i18n/fr-catalogue';
import { frImport } from '@portail/common/i18n/fr-import';
import { frKpi } from '@portail/common/i18n/fr-kpi';
import { acceptTermsByApi, DEMO, signIn } from './support.js';

/*
 * The back office's texts are not in the first download: they come with the admin, KPI and import pages
 * (issue 9). A page must wait for them, so none of their keys (admin.tab.products…) ever shows, not even for
 * a moment on a first load. Every text and label the page puts on screen while it loads is recorded.
 */

const KEYS = Object.keys({ ...frAdmin, ...frCatalogue, ...frKpi, ...frImport });
const KEY_PATTERN = new RegExp(`(?<![\\w.-])(${KEYS.map((key) => key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\w-]|\\.\\w)`);

/** Records, from the first paint on, every text node and label the page shows. */
async function recordShownTexts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const shown: string[] = [];
    // Each text node and label on its own: an element's textContent runs its children's texts together.
    const textsIn = (node: Node): string[] => {
      if (!(node instanceof Element)) return [node.textContent ?? ''];
      const texts: string[] = [];
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '');
      for (const element of [node, ...node.querySelectorAll('*')]) {
        for (const name of ['aria-label', 'placeholder', 'title']) texts.push(element.getAttribute(name) ?? '');
      }
      return texts;
    };
    (window as unknown as { __shown: string[] }).__shown = shown;
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') shown.push(record.target.textContent ?? '');
        else if (record.type === 'attributes') shown.push((record.target as Element).getAttribute(record.attributeName ?? '') ?? '');
        else for (const node of record.addedNodes) shown.push(...textsIn(node));
      }
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['aria-label', 'placeholder', 'title'] });
  });
  return () => page.evaluate(() => (window as unknown as { __shown: string[] }).__shown);
}

/**
 * The catalogues' chunks (fr-admin-….js, en-kpi-….js) arrive late, as on a slow line: on this machine they
 * would come before the page's own chunk, and a page that did not wait for them would still pass.
 */
async function slowCatalogues(page: Page): Promise<void> {
  await page.route(/\/assets\/(fr|en)-[a-z]+-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
}

const rawKeys = (texts: string[]) => texts.flatMap((text) => KEY_PATTERN.exec(text)?.[1] ?? []);

test.beforeAll(async () => {
  await acceptTermsByApi(DEMO.admin);
});

test('the admin page shows its tabs, never a raw key, on sign-in and on a fresh load', async ({ page }) => {
  await slowCatalogues(page);
  const shown = await recordShownTexts(page);
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('tab', { name: 'Produits' })).toBeVisible();
  expect(rawKeys(await shown())).toEqual([]);

  await page.reload();
  await expect(page.getByRole('tablist', { name: 'Sections de l’administration' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Produits' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Clients' })).toBeVisible();
  expect(rawKeys(await shown())).toEqual([]);
});

test.describe('already signed in', () => {
  test.use({ signedInAs: DEMO.admin });

  test('the KPI and import pages, loaded directly, show their texts and no raw key', async ({ page }) => {
    await slowCatalogues(page);
    const shown = await recordShownTexts(page);

    await page.goto('/kpi');
    await expect(page.getByRole('tablist', { name: 'Sections du tableau de bord' })).toBeVisible();
    expect(rawKeys(await shown())).toEqual([]);

    await page.goto('/admin/imports');
    await expect(page.getByRole('heading', { name: 'Imports', level: 1 })).toBeVisible();
    expect(rawKeys(await shown())).toEqual([]);
  });

  test('a reader who chose English gets the admin page in English from the first paint', async ({ page }) => {
    await page.goto('/admin');
    await page.evaluate(() => localStorage.setItem('portail.language', 'en'));
    await slowCatalogues(page);
    const shown = await recordShownTexts(page);

    await page.reload();
    await expect(page.getByRole('tablist', { name: 'Administration sections' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Products' })).toBeVisible();
    expect(rawKeys(await shown())).toEqual([]);
    await page.evaluate(() => localStorage.removeItem('portail.language'));
  });
});

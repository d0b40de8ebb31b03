import { chromium, type Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';

export interface FrontendResult {
  loginJsGzip: number;
  homeJsBeforeChartsGzip: number;
  homeJsTotalGzip: number;
  homeLcpMs: number;
}

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

// A chunk that carries the v9 charts library: its components register these display names.
const isChartChunk = (source: string) => /DonutChart|VerticalBarChart|react-charts/.test(source);

/** Records every script the page downloads, with its gzip size (level 9, as a CDN would serve it). */
function recordScripts(page: Page) {
  const scripts = new Map<string, { gzip: number; chart: boolean }>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (!body) return;
    scripts.set(response.url(), { gzip: gzipSync(body, { level: 9 }).length, chart: isChartChunk(body.toString('utf8')) });
  });
  return scripts;
}

const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);

export async function measureFrontend(site: string, email: string, password: string): Promise<FrontendResult> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const loginScripts = recordScripts(page);
    await page.goto(`${site}/login`, { waitUntil: 'networkidle' });
    const loginJsGzip = sum([...loginScripts.values()].map((s) => s.gzip));

    await page.getByLabel('Adresse email').fill(email);
    await page.locator('input[type="password"]').fill(password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(`${site}/`);
    // A returning user has accepted the terms: the first visit accepts them, as a new user would.
    const accept = page.getByRole('button', { name: 'Accepter' });
    if (await accept.waitFor({ timeout: 5_000 }).then(() => true, () => false)) await accept.click();
    await page.getByRole('alertdialog').waitFor({ state: 'hidden' });

    // A fresh page with the session in local storage: what a returning user downloads for home.
    const home = await context.newPage();
    const homeScripts = recordScripts(home);
    await home.addInitScript(() => {
      (window as unknown as { __lcp: number }).__lcp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) (window as unknown as { __lcp: number }).__lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await home.goto(`${site}/`, { waitUntil: 'networkidle' });
    await home.waitForTimeout(500);
    // LCP is final once the user interacts; a click on the page body settles it.
    await home.mouse.click(1, 1);
    const homeLcpMs = await home.evaluate(() => (window as unknown as { __lcp: number }).__lcp);
    const all = [...homeScripts.values()];
    return {
      loginJsGzip,
      homeJsBeforeChartsGzip: sum(all.filter((s) => !s.chart).map((s) => s.gzip)),
      homeJsTotalGzip: sum(all.map((s) => s.gzip)),
      homeLcpMs,
    };
  } finally {
    await browser.close();
  }
}

import { chromium, type Page } from '@playwright/test';
import { chromiumPath } from '../scripts/chromium.mjs';
import { gzipSync } from 'node:zlib';

export interface FrontendResult {
  loginJsGzip: number;
  homeJsBeforeChartsGzip: number;
  homeJsTotalGzip: number;
  homeLcpMs: number;
}

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// A chunk that carries the v9 charts library: its components register these display names.
const isChartChunk = (source: string) => /DonutChart|VerticalBarChart|react-charts/.test(source);

interface Script {
  gzip: number;
  chart: boolean;
  /** Chunks this one imports statically (file names, as the bundler writes `from"./x.js"`). */
  imports: string[];
}

const fileName = (url: string) => new URL(url).pathname.split('/').pop() ?? url;

/** Records every script the page downloads, with its gzip size (level 9, as a CDN would serve it). */
function recordScripts(page: Page) {
  const scripts = new Map<string, Script>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (!body) return;
    const source = body.toString('utf8');
    const imports = [...source.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((match) => match[1]);
    scripts.set(fileName(response.url()), { gzip: gzipSync(body, { level: 9 }).length, chart: isChartChunk(source), imports });
  });
  return scripts;
}

/**
 * The scripts downloaded for the charts: the chunks that carry chart code, and the chunks that only they
 * import (a library the charts share with another lazy page, such as the menus, gets a chunk of its own
 * without any chart name in it, yet the home fetches it only with the charts).
 */
function chartScripts(scripts: Map<string, Script>): Set<string> {
  const forCharts = new Set([...scripts].filter(([, script]) => script.chart).map(([name]) => name));
  for (let grew = true; grew;) {
    grew = false;
    for (const name of scripts.keys()) {
      if (forCharts.has(name)) continue;
      const importers = [...scripts].filter(([, script]) => script.imports.includes(name)).map(([other]) => other);
      if (importers.length > 0 && importers.every((other) => forCharts.has(other))) {
        forCharts.add(name);
        grew = true;
      }
    }
  }
  return forCharts;
}

const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);

export async function measureFrontend(site: string, email: string, password: string): Promise<FrontendResult> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
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
    if (
      await accept.waitFor({ timeout: 5_000 }).then(
        () => true,
        () => false,
      )
    )
      await accept.click();
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
    const forCharts = chartScripts(homeScripts);
    return {
      loginJsGzip,
      homeJsBeforeChartsGzip: sum([...homeScripts].filter(([name]) => !forCharts.has(name)).map(([, s]) => s.gzip)),
      homeJsTotalGzip: sum([...homeScripts.values()].map((s) => s.gzip)),
      homeLcpMs,
    };
  } finally {
    await browser.close();
  }
}

/**
 * `npm run bench`: measures the local stack and writes docs/performance.md.
 * Every API figure stands beside a floor measured in the same run (a bare Node server returning the
 * same bytes), so the numbers say what our code costs on this machine, not how fast the machine is.
 * Two stacks, one after the other on the bench ports: the default demo data (100,000 sales lines) for
 * every scenario, then 1,000,000 sales lines for the back-office targets set at that size.
 * `npm run bench -- --sans-million` skips the second stack (seeding it takes minutes); `npm run bench --
 * --import-seul` measures only the Excel import (docs/import-bench.md), on the first stack; `npm run bench --
 * --recherche-ventes-seule` only the search of the sales lines, on the second stack (1,000,000 lines); `npm run
 * bench -- --commande-seule` only the checkout, home statistics and users list beside their same-database floors;
 * `npm run bench -- --groupements-seul` only the buying groups' home, at the default size then at 1,000,000 lines
 * (unless `--sans-million`).
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:net';
import { login } from './api-client.js';
import { runApiScenarios } from './api-scenarios.js';
import { salesSearches, writeSalesSearch } from './sales-search-scenario.js';
import {
  adminFirstPages,
  adminSearches,
  allSalesLinesFirstPage,
  cheapBesideHeavy,
  heaviestCustomer,
  heavyReads,
  MILLION_FACTOR,
} from './backoffice-scenarios.js';
import { coldStart, writeColdStart } from './cold-start.js';
import { backgroundExport } from './export-scenario.js';
import { measureFrontend } from './frontend.js';
import { importScenario, millionLineImport, readsDuringImport, writeImportFigures } from './import-scenario.js';
import { kpiReads } from './kpi-scenarios.js';
import { buyingGroupReads, writeBuyingGroups } from './buying-group-scenario.js';
import { sameDatabaseScenarios, writeSameDatabase } from './same-database-scenarios.js';
import { loadAverage, report, type BenchFigures } from './report.js';
import type { ScenarioResult } from './scenario.js';
import { benchProfile, startBenchStack } from './stack.js';

const root = new URL('..', import.meta.url).pathname;
const api = `http://127.0.0.1:${benchProfile.api}`;
const importOnly = process.argv.includes('--import-seul');
const coldStartOnly = process.argv.includes('--demarrage-seul');
const salesSearchOnly = process.argv.includes('--recherche-ventes-seule');
const checkoutOnly = process.argv.includes('--commande-seule');
const groupsOnly = process.argv.includes('--groupements-seul');
const withMillion = !process.argv.includes('--sans-million') && !importOnly && !checkoutOnly;

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** The second stack reuses the ports: wait until the first one has let go of them. */
async function portsFreed(): Promise<void> {
  const ports = [benchProfile.api, benchProfile.cosmos, benchProfile.site, benchProfile.blob, benchProfile.mail];
  for (let i = 0; i < 240; i++) {
    if (!(await Promise.all(ports.map(portOpen))).some(Boolean)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('La première pile de mesure ne libère pas ses ports');
}

/** A stack with the given data size; BENCH_SIZE is read by scripts/stack.ts, which inherits our environment. */
async function withStack<T>(size: 'default' | 'bench', work: () => Promise<T>): Promise<T> {
  if (size === 'bench') process.env.BENCH_SIZE = 'bench';
  else delete process.env.BENCH_SIZE;
  const stack = await startBenchStack(root);
  try {
    return await work();
  } finally {
    stack.stop();
    await portsFreed();
  }
}

/**
 * The import scenarios, last at the default size: 200,000 imported lines would change what other reads measure.
 * Each part signs in afresh, as the admin would: an hour into a full run the first token has expired, and on
 * 2026-11-28 the run stopped there, its figures lost, while it followed the import of 1,000,000 lines.
 */
async function importFigures(): Promise<void> {
  const imported = await importScenario(api, await login(api, 'admin@demo.test'));
  const load = loadAverage();
  const during = await readsDuringImport(api, await login(api, 'admin@demo.test'));
  writeImportFigures(root, imported, load, during, await millionLineImport(api, await login(api, 'admin@demo.test')));
}

const loadAtStart = loadAverage();

// Before the site's build: this measure reads the API alone (the stack serves an empty folder when none was built before).
if (salesSearchOnly) {
  if (!existsSync(`${root}frontend/dist/index.html`)) process.env.SITE_DIST ??= mkdtempSync(join(tmpdir(), 'bench-site-'));
  const started = Date.now();
  await withStack('bench', async () => {
    const seedSeconds = (Date.now() - started) / 1000;
    const results = await salesSearches(api, await login(api, 'admin@demo.test'), benchProfile.cosmos);
    writeSalesSearch(root, results, { loadAtStart, loadAtEnd: loadAverage(), seedSeconds });
  });
  process.exit(0);
}

// API calls only: no site is built; the stack serves an empty folder when none was built before.
if (checkoutOnly) {
  if (!existsSync(`${root}frontend/dist/index.html`)) process.env.SITE_DIST ??= mkdtempSync(join(tmpdir(), 'bench-site-'));
  await withStack('default', async () =>
    writeSameDatabase(root, await sameDatabaseScenarios(root, api, benchProfile.cosmos), { loadAtStart, loadAtEnd: loadAverage() }),
  );
  process.exit(0);
}

if (groupsOnly) {
  if (!existsSync(`${root}frontend/dist/index.html`)) process.env.SITE_DIST ??= mkdtempSync(join(tmpdir(), 'bench-site-'));
  const atDefault = await withStack('default', async () => buyingGroupReads(api, await login(api, 'admin@demo.test')));
  const millionGroups = withMillion ? await withStack('bench', async () => buyingGroupReads(api, await login(api, 'admin@demo.test'), atDefault)) : undefined;
  writeBuyingGroups(root, { atDefault, ...(millionGroups ? { million: millionGroups } : {}), loadAtStart, loadAtEnd: loadAverage() });
  process.exit(0);
}

execSync('npm run build -w frontend', { cwd: root, stdio: 'inherit' });

if (coldStartOnly) {
  await withStack('default', async () => writeColdStart(root, await coldStart(root), loadAverage()));
  process.exit(0);
}

if (importOnly) {
  await withStack('default', importFigures);
  process.exit(0);
}

const atDefault = await withStack('default', async () => {
  const portal = await runApiScenarios(api);
  const sameDatabase = await sameDatabaseScenarios(root, api, benchProfile.cosmos);
  const loadAfterSameDatabase = loadAverage();
  const admin = await login(api, 'admin@demo.test');
  const heavyCustomer = await heaviestCustomer(api, admin);
  const kpi = await kpiReads(api, admin);
  const groups = await buyingGroupReads(api, admin);
  const backOffice = [
    ...(await heavyReads(api, admin, heavyCustomer)),
    ...(await cheapBesideHeavy(api, admin, heavyCustomer)),
    ...(await adminFirstPages(api, admin)),
    ...(await adminSearches(api, admin)),
    ...kpi,
    ...groups,
  ];
  const front = await measureFrontend(`http://localhost:${benchProfile.site}`, 'acheteur@chu-demo.test', process.env.DEMO_PASSWORD ?? 'Demo!2025');
  const cold = { figures: await coldStart(root), load: loadAverage() };
  await importFigures();
  return { portal, backOffice, heavyCustomer, front, kpi, groups, cold, sameDatabase, loadAfterSameDatabase };
});

let million: (NonNullable<BenchFigures['million']> & { groups: ScenarioResult[] }) | undefined;
if (withMillion) {
  const started = Date.now();
  million = await withStack('bench', async () => {
    const seedSeconds = (Date.now() - started) / 1000;
    const admin = await login(api, 'admin@demo.test');
    // Chosen the same way as at the default size: the heaviest of the commercial's ten customers.
    const heavyCustomer = await heaviestCustomer(api, admin);
    const results = [
      ...(await heavyReads(api, admin, heavyCustomer, MILLION_FACTOR)),
      await allSalesLinesFirstPage(api, admin),
      ...(await adminFirstPages(api, admin)),
      ...(await adminSearches(api, admin)),
      ...(await kpiReads(api, admin, atDefault.kpi)),
    ];
    const groups = await buyingGroupReads(api, admin, atDefault.groups);
    results.push(...groups);
    return {
      results,
      groups,
      heavyCustomer,
      seedSeconds,
      exported: await backgroundExport(api, admin),
      salesSearch: await salesSearches(api, admin, benchProfile.cosmos),
    };
  });
}

const text = report({ ...atDefault, million, loadAtStart, loadAtEnd: loadAverage() });
writeFileSync(`${root}docs/performance.md`, text);
writeColdStart(root, atDefault.cold.figures, atDefault.cold.load);
writeSameDatabase(root, atDefault.sameDatabase, { loadAtStart, loadAtEnd: atDefault.loadAfterSameDatabase });
if (million) writeSalesSearch(root, million.salesSearch, { loadAtStart, loadAtEnd: loadAverage(), seedSeconds: million.seedSeconds });
writeBuyingGroups(root, { atDefault: atDefault.groups, ...(million ? { million: million.groups } : {}), loadAtStart, loadAtEnd: loadAverage() });
console.log(text);

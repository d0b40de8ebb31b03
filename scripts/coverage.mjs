#!/usr/bin/env node
/**
 * `npm run coverage`: v8 line and branch coverage of functions/src, common/src and frontend/src, kept out of
 * `npm test` (it slows every run). Issue 32 asks that it never drops when tests move to another level
 * (docs/testing.md, « Coverage »).
 *
 *   1. the unit and web projects: vitest's own v8 coverage, every source file of the three folders counted;
 *   2. the API project: a test stack of its own whose Functions host runs the deployment bundle with source
 *      maps and NODE_V8_COVERAGE (API_COVERAGE_DIR, scripts/stack.ts), stopped with SIGTERM so that Node
 *      writes its profile, then mapped back to functions/src and common/src (v8-to-istanbul);
 *   3. one table per folder: each part alone and a combined line figure.
 *
 * Lines are counted on vitest's lines (the lines holding a statement) in every part, so that the figures
 * compare: the API's line is covered if its profile ran that line. Branches are each part's own and are not
 * added: vitest maps V8's ranges onto the source's syntax (each if, ?:, ??, ||), v8-to-istanbul onto V8's
 * blocks, only in the files the API loaded; adding them would count one `if` twice.
 *
 *   npm run coverage [-- --unit-only | --api-only | --report-only]   (--api-only keeps the last unit and web report)
 * The stack takes the ports of `npm test` moved by STACK_PORT_OFFSET (as scripts/stack.ts), and serves
 * SITE_DIST or an empty page: the API tests need no site. Reports land in .local/coverage/.
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import libCoverage from 'istanbul-lib-coverage';
import v8ToIstanbul from 'v8-to-istanbul';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, '.local/coverage');
const bin = (name) => join(root, 'node_modules/.bin', name);
const FOLDERS = ['functions/src', 'common/src', 'frontend/src'];
// Tests and what only tests load (fakes, harnesses, set-up) are not the code under measure.
const EXCLUDE = ['**/*.test.ts', '**/*.test.tsx', '**/testing/**', '**/*.d.ts'];
const unitOnly = process.argv.includes('--unit-only');
const apiOnly = process.argv.includes('--api-only');
// Reads the last run's reports again, the API profile included, without running any test.
const reportOnly = process.argv.includes('--report-only');
let failed = false;

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    failed = true;
    console.error(`« ${[command, ...args].join(' ').slice(0, 200)} » : code de sortie ${result.status}`);
  }
}

for (const part of reportOnly ? [] : apiOnly ? ['api', 'api-v8'] : ['.']) rmSync(join(out, part), { recursive: true, force: true });
mkdirSync(out, { recursive: true });

// The web project (the site's component tests) did not always exist: older commits are measured alike.
const projects = ['unit', ...(readFileSync(join(root, 'vitest.config.ts'), 'utf8').includes("name: 'web'") ? ['web'] : [])];
if (reportOnly) {
  if (existsSync(join(out, 'api-v8'))) await convertApiProfile(join(out, 'api-v8'), join(out, 'api/coverage-final.json'));
} else {
  if (!apiOnly) measureUnit();
  if (!unitOnly) await measureApi();
}
report();
process.exit(failed ? 1 : 0);

function measureUnit() {
  console.log(`\n▶ Couverture des projets vitest ${projects.join(' + ')}`);
  run(bin('vitest'), [
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--coverage.enabled',
    '--coverage.provider=v8',
    ...FOLDERS.map((f) => `--coverage.include=${f}/**`),
    ...EXCLUDE.map((e) => `--coverage.exclude=${e}`),
    '--coverage.reporter=json',
    '--coverage.reporter=json-summary',
    '--coverage.reporter=text-summary',
    // A test that fails under load must not throw away the measure of all the others (the run still fails).
    '--coverage.reportOnFailure',
    `--coverage.reportsDirectory=${join(out, 'unit')}`,
  ]);
}

async function measureApi() {
  const offset = Number(process.env.STACK_PORT_OFFSET ?? 0);
  const ports = JSON.parse(readFileSync(join(root, 'scripts/local/profiles.json'), 'utf8')).test;
  const v8Dir = join(out, 'api-v8');
  let siteDist = process.env.SITE_DIST;
  if (!siteDist) {
    siteDist = join(out, 'site');
    mkdirSync(siteDist, { recursive: true });
    writeFileSync(join(siteDist, 'index.html'), '<!doctype html><title>Couverture</title>\n');
  }
  console.log(`\n▶ Couverture de l’API : pile de test (décalage de ports ${offset}), journal dans ${relative(root, out)}/stack.log`);
  const log = join(out, 'stack.log');
  const fd = openSync(log, 'w');
  const stack = spawn(bin('tsx'), ['scripts/stack.ts', 'test'], {
    cwd: root,
    stdio: ['ignore', fd, fd],
    detached: true,
    env: { ...process.env, API_COVERAGE_DIR: v8Dir, SITE_DIST: siteDist },
  });
  closeSync(fd);
  const exited = new Promise((resolve) => stack.once('exit', resolve));
  let stopped = false;
  void exited.then(() => (stopped = true));
  const until = Date.now() + 600_000;
  while (!stopped && Date.now() < until && !readFileSync(log, 'utf8').includes('Portail fidélité prêt (test)')) {
    await new Promise((r) => setTimeout(r, 1000));
  }
  if (stopped || Date.now() >= until) {
    failed = true;
    console.error('La pile de test n’a pas démarré :\n' + readFileSync(log, 'utf8').slice(-4000));
    if (!stopped) process.kill(-stack.pid, 'SIGKILL');
    return;
  }
  run(bin('vitest'), ['run', '--project', 'api'], {
    API_URL: `http://127.0.0.1:${ports.api + offset}`,
    MAIL_URL: `http://127.0.0.1:${ports.mail + offset}`,
  });
  // SIGTERM: the host stops its queues and exits, and Node writes the profile on that exit (a SIGKILL writes none).
  process.kill(-stack.pid, 'SIGTERM');
  await exited;
  if (!existsSync(v8Dir)) {
    failed = true;
    console.error(`Pas de profil V8 dans ${v8Dir} : le Functions host ne s’est pas arrêté proprement.`);
    return;
  }
  await convertApiProfile(v8Dir, join(out, 'api/coverage-final.json'));
}

/**
 * The host's V8 profiles (one per process and worker thread) mapped back through the bundle's source maps
 * (saved in each profile by Node) to functions/src and common/src, as an istanbul coverage map. c8 12 was
 * tried first: on this bundle of many sources per file it kept every statement as run and no function or
 * branch; v8-to-istanbul, which it is built on, maps the same profiles when called per script.
 */
async function convertApiProfile(v8Dir, file) {
  const map = libCoverage.createCoverageMap({});
  const wanted = (path) => FOLDERS.slice(0, 2).some((f) => path.startsWith(join(root, f) + '/')) && !/\.test\.ts$|\/testing\//.test(path);
  for (const name of readdirSync(v8Dir)) {
    const profile = JSON.parse(readFileSync(join(v8Dir, name), 'utf8'));
    const maps = profile['source-map-cache'] ?? {};
    for (const script of profile.result) {
      if (!maps[script.url]) continue;
      const path = fileURLToPath(script.url);
      const code = readFileSync(path, 'utf8');
      const converter = v8ToIstanbul(path, 0, { source: code, originalSource: code, sourceMap: { sourcemap: maps[script.url].data } });
      await converter.load();
      converter.applyCoverage(script.functions);
      const converted = converter.toIstanbul();
      for (const [source, coverage] of Object.entries(converted)) if (wanted(source)) map.merge({ [source]: coverage });
      converter.destroy();
    }
  }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(map.toJSON()));
}

function load(file) {
  return existsSync(file) ? libCoverage.createCoverageMap(JSON.parse(readFileSync(file, 'utf8'))) : null;
}

function report() {
  const unit = load(join(out, 'unit/coverage-final.json'));
  const api = load(join(out, 'api/coverage-final.json'));
  const folderOf = (file) => FOLDERS.find((f) => relative(root, file).startsWith(`${f}/`));
  const rows = Object.fromEntries(FOLDERS.map((f) => [f, { unit: zero(), api: zero(), combined: { lines: [0, 0] } }]));
  const files = [];
  for (const file of unit?.files() ?? []) {
    const folder = folderOf(file);
    if (!folder) continue;
    const u = unit.fileCoverageFor(file);
    const a = api?.files().includes(file) ? api.fileCoverageFor(file) : null;
    const uLines = u.getLineCoverage();
    const aLines = a?.getLineCoverage() ?? {};
    const lines = Object.keys(uLines);
    const combinedCovered = lines.filter((l) => uLines[l] > 0 || aLines[l] > 0).length;
    const apiCovered = lines.filter((l) => aLines[l] > 0).length;
    add(rows[folder].unit, u.toSummary());
    if (folder !== 'frontend/src') {
      rows[folder].api.lines[0] += apiCovered;
      rows[folder].api.lines[1] += lines.length;
    }
    if (a) {
      rows[folder].api.branches[0] += a.toSummary().branches.covered;
      rows[folder].api.branches[1] += a.toSummary().branches.total;
    }
    rows[folder].combined.lines[0] += combinedCovered;
    rows[folder].combined.lines[1] += lines.length;
    const s = u.toSummary();
    files.push({
      file: relative(root, file),
      lines: [s.lines.covered, s.lines.total],
      branches: [s.branches.covered, s.branches.total],
      apiLines: [apiCovered, lines.length],
      apiBranches: a ? [a.toSummary().branches.covered, a.toSummary().branches.total] : null,
      combinedLines: [combinedCovered, lines.length],
    });
  }
  writeFileSync(join(out, 'files.json'), `${JSON.stringify(files, null, 1)}\n`);
  writeFileSync(join(out, 'folders.json'), `${JSON.stringify(rows, null, 1)}\n`);
  const pct = ([c, t]) => (t === 0 ? '—' : `${((100 * c) / t).toFixed(2)} %`);
  console.log(`\n▶ Couverture v8 (${relative(root, out)}/folders.json ; par fichier : files.json)`);
  console.table(
    Object.fromEntries(
      FOLDERS.map((f) => [
        f,
        {
          'lignes (unit+web)': pct(rows[f].unit.lines),
          'branches (unit+web)': pct(rows[f].unit.branches),
          'lignes (api)': api ? pct(rows[f].api.lines) : '—',
          'branches (api)': api ? pct(rows[f].api.branches) : '—',
          'lignes (ensemble)': pct(rows[f].combined.lines),
        },
      ]),
    ),
  );
}

function zero() {
  return { lines: [0, 0], branches: [0, 0] };
}

function add(row, summary) {
  row.lines[0] += summary.lines.covered;
  row.lines[1] += summary.lines.total;
  row.branches[0] += summary.branches.covered;
  row.branches[1] += summary.branches.total;
}

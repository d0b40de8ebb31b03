// `npm test`: install what is missing, then unit tests, API tests against a fresh local stack (its own
// ports, data in memory), and browser tests in Chromium. Ends with the failing tests, if any, and one
// "N passed, N failed" line.
import { execSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const phases = [];
/** Times of each phase, printed at the end: where the run's minutes went. */
const timed = async (title, work) => {
  const started = Date.now();
  try {
    return await work();
  } finally {
    phases.push([title, Date.now() - started]);
  }
};
// On a fresh clone this installs the packages, then runs this script again on the project's Node 22:
// that second run times its own phases, and the first one's install is told to it.
const installStarted = Number(process.env.PORTAIL_TEST_STARTED ?? Date.now());
process.env.PORTAIL_TEST_STARTED = String(installStarted);
await import('./ensure-installed.mjs');
phases.push(['installation', Date.now() - installStarted]);

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium est introuvable (${CHROMIUM}) : installez-le (apt-get install chromium) ou indiquez CHROMIUM_PATH.`);
    process.exit(1);
  }
  console.log('Installation de Chromium (apt-get)…');
  await timed('Chromium', () => execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' }));
}

const bin = (name) => `${root}node_modules/.bin/${name}`;
const reports = `${root}test-results`;
mkdirSync(reports, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedSteps = 0;
/** The failing tests, named again at the very end: a log read from its tail still says which ones failed. */
const failures = [];
/** Browser tests that failed once and passed on their second attempt (playwright.config.ts retries). */
const secondAttempts = [];
const firstLine = (text = '') => stripVTControlCharacters(text).trim().split('\n')[0].slice(0, 300);

function step(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  phases.push([title, Date.now() - started]);
  if (result.status !== 0) {
    failedSteps += 1;
    failures.push(`étape « ${title} » : code de sortie ${result.status}`);
  }
  return result.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return void (totals.failed += 1);
  const r = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests + (r.numFailedTestSuites ?? 0);
  totals.skipped += r.numPendingTests + r.numTodoTests;
  for (const suite of r.testResults) {
    const file = relative(root, suite.name);
    const failed = suite.assertionResults.filter((t) => t.status === 'failed');
    for (const t of failed) failures.push(`${file} › ${t.fullName} : ${firstLine(t.failureMessages?.[0])}`);
    if (suite.status === 'failed' && !failed.length) failures.push(`${file} : ${firstLine(suite.message)}`);
  }
}

function countPlaywright(file) {
  if (!existsSync(file)) return void (totals.failed += 1);
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      if (spec.ok && spec.tests.some((t) => t.status === 'flaky')) {
        const error = spec.tests.flatMap((t) => t.results).find((res) => res.error)?.error;
        secondAttempts.push(`${spec.file}:${spec.line} › ${spec.title} : ${firstLine(error?.message)}`);
      }
      if (spec.ok) continue;
      const error = spec.tests.flatMap((t) => t.results).find((res) => res.error)?.error;
      failures.push(`${spec.file}:${spec.line} › ${spec.title} : ${firstLine(error?.message)}`);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of suites ?? []) walk(suite);
}

/**
 * A step run beside others: its output is kept and printed whole when it ends, so that two steps running
 * together do not mix their lines.
 */
function stepBeside(title, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      phases.push([title, Date.now() - started]);
      console.log(`\n▶ ${title}\n${output.trimEnd()}`);
      if (code !== 0) {
        failedSteps += 1;
        failures.push(`étape « ${title} » : code de sortie ${code}`);
      }
      resolve(code === 0);
    });
  });
}

// The checks that need no stack run while the site is built and the stack starts: on two cores the type
// check and the lint each keep one core busy, and the stack's start waits on its stores as much as it
// computes. The tests that need the stack wait for it.
console.log('\n▶ Vérification des types, lint, construction du site et démarrage de la pile locale de test, en parallèle');
const { profileFor, startStack } = await import('./local/stack-process.mjs');
const ports = profileFor('test');
let stack = null;
process.on('exit', () => stack?.stop());
const stackReady = stepBeside('Construction du site', 'npm', ['run', 'build', '-w', 'frontend']).then(async (built) => {
  if (!built) return false;
  const started = Date.now();
  // Kept for diagnosis: what the API, the Cosmos server and the proxies printed during the run.
  stack = startStack(root, 'test', `${reports}/stack.log`);
  // Slower than alone: it shares the cores with the type check and the lint.
  const ready = await stack.ready(480_000);
  phases.push(['Démarrage de la pile (paquet de l’API compris), pendant les vérifications', Date.now() - started]);
  return ready;
});
await Promise.all([stepBeside('Vérification des types', 'npm', ['run', 'typecheck']), stepBeside('Lint', 'npm', ['run', 'lint'])]);

if (await stackReady) {
  const env = {
    API_URL: `http://127.0.0.1:${ports.api}`,
    SITE_URL: `http://localhost:${ports.site}`,
    MAIL_URL: `http://127.0.0.1:${ports.mail}`,
    CHROMIUM_PATH: CHROMIUM,
  };
  // One vitest run for the three projects: the API tests spend most of their time waiting on the stack's
  // queues and timers, and the unit and component tests fill that time (vitest.config.ts).
  step(
    'Tests unitaires, des composants du site et de l’API',
    bin('vitest'),
    ['run', '--project', 'unit', '--project', 'web', '--project', 'api', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest.json`],
    env,
  );
  countVitest(`${reports}/vitest.json`);
  step('Tests dans le navigateur', bin('playwright'), ['test'], { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json` });
  countPlaywright(`${reports}/e2e.json`);
} else {
  step('Tests unitaires et des composants du site', bin('vitest'), [
    'run',
    '--project',
    'unit',
    '--project',
    'web',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reports}/vitest.json`,
  ]);
  countVitest(`${reports}/vitest.json`);
  failedSteps += 1;
  console.error(
    stack
      ? 'La pile locale de test n’a pas démarré :\n' + stack.log().slice(-5000)
      : 'La pile locale de test n’a pas démarré : la construction du site a échoué.',
  );
}
stack?.stop();

// A step can fail without a failing test (type errors, a build, a suite that finds no test): it counts as one.
const failed = Math.max(totals.failed, failedSteps);
const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')} s`;
console.log(`\nDurées :\n${phases.map(([title, ms]) => `- ${title} : ${minutes(ms)}`).join('\n')}\n- en tout : ${minutes(Date.now() - installStarted)}`);
if (secondAttempts.length) console.log(`\nPassés à la seconde tentative seulement, à examiner :\n${secondAttempts.map((f) => `- ${f}`).join('\n')}`);
if (failures.length) console.log(`\nTests en échec :\n${failures.map((f) => `- ${f}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);

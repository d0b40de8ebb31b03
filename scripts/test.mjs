// `npm test`: install what is missing, then unit tests, API tests against a fresh local stack (its own
// ports, data in memory), and browser tests in Chromium. Ends with the failing tests, if any, and one
// "N passed, N failed" line.
import { execSync, spawn } from 'node:child_process';
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

const { CHROMIUM_PACKAGE, chromiumPath: CHROMIUM } = await import('./chromium.mjs');
if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium est introuvable (${CHROMIUM}) : installez-le (apt-get install ${CHROMIUM_PACKAGE}) ou indiquez CHROMIUM_PATH.`);
    process.exit(1);
  }
  console.log(`Installation de Chromium (apt-get install ${CHROMIUM_PACKAGE})…`);
  await timed('Chromium', () =>
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${CHROMIUM_PACKAGE}`, { stdio: 'inherit' }),
  );
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
 * A step, run beside others: its output is kept and printed whole when it ends, so that two steps running
 * together do not mix their lines; or, `shown`, printed as it comes (one such step at a time).
 */
function stepAsync(title, command, args, env = {}, { shown = false } = {}) {
  const started = Date.now();
  if (shown) console.log(`\n▶ ${title}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', shown ? 'inherit' : 'pipe', shown ? 'inherit' : 'pipe'],
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.on('close', (code) => {
      phases.push([title, Date.now() - started]);
      if (!shown) console.log(`\n▶ ${title}\n${output.trimEnd()}`);
      if (code !== 0) {
        failedSteps += 1;
        failures.push(`étape « ${title} » : code de sortie ${code}`);
      }
      resolve(code === 0);
    });
  });
}

// The checks that need no stack run while the site is built and the stacks start: on two cores the type
// check and the lint each keep one core busy, and a stack's start waits on its stores as much as it
// computes. The tests that need a stack wait for it.
//
// Two stacks of the test profile, each with its own demo data: one for the API tests, one for the browser
// tests, which run side by side. Run one after the other, the API tests' last three minutes left the two cores
// half idle (they wait on queues and timers, one file at a time), while the browser tests keep both busy.
console.log('\n▶ Vérification des types, lint, construction du site et démarrage des piles locales de test, en parallèle');
const { profileFor, startStack } = await import('./local/stack-process.mjs');
const offset = Number(process.env.STACK_PORT_OFFSET ?? 0);
/** The browser tests' stack: the test profile's ports moved by this much (no other profile uses them). */
const BROWSER_STACK_OFFSET = 5;
const stacks = {
  api: { title: 'API', ports: profileFor('test', offset), log: `${reports}/stack.log`, offset },
  browser: {
    title: 'navigateur',
    ports: profileFor('test', offset + BROWSER_STACK_OFFSET),
    log: `${reports}/stack-browser.log`,
    offset: offset + BROWSER_STACK_OFFSET,
  },
};
const running = [];
process.on('exit', () => running.forEach((s) => s.stop()));
const stacksReady = stepAsync('Construction du site', 'npm', ['run', 'build', '-w', 'frontend']).then(async (built) => {
  if (!built) return false;
  const started = Date.now();
  // Kept for diagnosis: what the APIs, the Cosmos servers and the proxies printed during the run.
  const ready = await Promise.all(
    Object.values(stacks).map(async (stack) => {
      stack.process = startStack(root, 'test', stack.log, stack.offset);
      running.push(stack.process);
      // Slower than alone: it shares the cores with the type check and the lint.
      return (stack.ready = await stack.process.ready(480_000));
    }),
  );
  phases.push(['Démarrage des deux piles (paquet de l’API compris), pendant les vérifications', Date.now() - started]);
  return ready.every(Boolean);
});
await Promise.all([stepAsync('Vérification des types', 'npm', ['run', 'typecheck']), stepAsync('Lint', 'npm', ['run', 'lint'])]);

const envOf = ({ ports }) => ({
  API_URL: `http://127.0.0.1:${ports.api}`,
  SITE_URL: `http://localhost:${ports.site}`,
  MAIL_URL: `http://127.0.0.1:${ports.mail}`,
  CHROMIUM_PATH: CHROMIUM,
});
const vitestRun = (projects) => [
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reports}/vitest.json`,
];
// Playwright empties its output folder when it starts: each run has its own, apart from the reports and logs.
const playwright = (output, report, ...args) =>
  stepAsync(
    `Tests dans le navigateur${output.endsWith('mesures') ? ' : mesures dans la page, seules' : ''}`,
    bin('playwright'),
    ['test', `--output=${reports}/${output}`, ...args],
    {
      ...envOf(stacks.browser),
      PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/${report}`,
    },
  );

if (await stacksReady) {
  // One vitest run for the three projects: the API tests first, one file at a time, while the browser tests
  // keep the cores busy; then the unit and component tests on both cores (vitest.config.ts). Its output is
  // shown as it comes; the browser tests' is shown whole when they end.
  console.log('\n▶ Tests unitaires, des composants du site et de l’API, à côté des tests dans le navigateur');
  const started = Date.now();
  await Promise.all([
    stepAsync('Tests unitaires, des composants du site et de l’API', bin('vitest'), vitestRun(['unit', 'web', 'api']), envOf(stacks.api), { shown: true }),
    playwright('e2e', 'e2e.json', '--project=client-chu', '--project=independants'),
  ]);
  phases.push(['Tests unitaires, de l’API et dans le navigateur, côte à côte', Date.now() - started]);
  countVitest(`${reports}/vitest.json`);
  countPlaywright(`${reports}/e2e.json`);
  // Times measured in the page while other tests run would measure the machine: last, alone (playwright.config.ts).
  await playwright('e2e-mesures', 'e2e-mesures.json', '--project=mesures', '--no-deps');
  countPlaywright(`${reports}/e2e-mesures.json`);
} else {
  await stepAsync('Tests unitaires et des composants du site', bin('vitest'), vitestRun(['unit', 'web']), {}, { shown: true });
  countVitest(`${reports}/vitest.json`);
  failedSteps += 1;
  const notStarted = Object.values(stacks).filter((stack) => !stack.ready);
  console.error(
    notStarted.some((stack) => stack.process)
      ? notStarted.map((stack) => `La pile locale de test (${stack.title}) n’a pas démarré :\n${stack.process?.log().slice(-5000) ?? ''}`).join('\n')
      : 'Les piles locales de test n’ont pas démarré : la construction du site a échoué.',
  );
}
running.forEach((s) => s.stop());

// A step can fail without a failing test (type errors, a build, a suite that finds no test): it counts as one.
const failed = Math.max(totals.failed, failedSteps);
const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')} s`;
console.log(`\nDurées :\n${phases.map(([title, ms]) => `- ${title} : ${minutes(ms)}`).join('\n')}\n- en tout : ${minutes(Date.now() - installStarted)}`);
if (secondAttempts.length) console.log(`\nPassés à la seconde tentative seulement, à examiner :\n${secondAttempts.map((f) => `- ${f}`).join('\n')}`);
if (failures.length) console.log(`\nTests en échec :\n${failures.map((f) => `- ${f}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);

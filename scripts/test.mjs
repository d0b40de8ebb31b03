// `npm test`: install what is missing, then unit tests, API tests against a fresh local stack (its own
// ports, data in memory), and browser tests in Chromium. Ends with one "N passed, N failed" line.
import { execSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
await import('./ensure-installed.mjs');

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium est introuvable (${CHROMIUM}) : installez-le (apt-get install chromium) ou indiquez CHROMIUM_PATH.`);
    process.exit(1);
  }
  console.log('Installation de Chromium (apt-get)…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
}

const bin = (name) => `${root}node_modules/.bin/${name}`;
const reports = `${root}test-results`;
mkdirSync(reports, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedSteps = 0;

function step(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failedSteps += 1;
  return result.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return void (totals.failed += 1);
  const r = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests + (r.numFailedTestSuites ?? 0);
  totals.skipped += r.numPendingTests + r.numTodoTests;
}

function countPlaywright(file) {
  if (!existsSync(file)) return void (totals.failed += 1);
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

step('Vérification des types', 'npm', ['run', 'typecheck']);
step('Tests unitaires', bin('vitest'), ['run', '--project', 'unit', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/unit.json`]);
countVitest(`${reports}/unit.json`);
step('Construction du site', 'npm', ['run', 'build', '-w', 'frontend']);

console.log('\n▶ Démarrage de la pile locale de test');
const stack = spawn(bin('tsx'), ['scripts/stack.ts', 'test'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
let stackLog = '';
stack.stdout.on('data', (d) => (stackLog += d));
stack.stderr.on('data', (d) => (stackLog += d));
const offset = Number(process.env.STACK_PORT_OFFSET ?? 0);
const ports = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync(`${root}scripts/local/profiles.json`, 'utf8')).test).map(([k, v]) => [k, typeof v === 'number' ? v + offset : v]),
);

async function ready() {
  const until = Date.now() + 240_000;
  while (Date.now() < until) {
    if (stack.exitCode !== null) return false;
    if (/Portail fidélité prêt/.test(stackLog)) return true;
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

const stopStack = () => {
  try {
    process.kill(-stack.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', stopStack);

if (await ready()) {
  const env = {
    API_URL: `http://127.0.0.1:${ports.api}`,
    SITE_URL: `http://localhost:${ports.site}`,
    MAIL_URL: `http://127.0.0.1:${ports.mail}`,
    CHROMIUM_PATH: CHROMIUM,
  };
  step('Tests de l’API', bin('vitest'), ['run', '--project', 'api', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/api.json`], env);
  countVitest(`${reports}/api.json`);
  step('Tests dans le navigateur', bin('playwright'), ['test'], { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json` });
  countPlaywright(`${reports}/e2e.json`);
} else {
  failedSteps += 1;
  console.error('La pile locale de test n’a pas démarré :\n' + stackLog.slice(-5000));
}
stopStack();

// A step can fail without a failing test (type errors, a build, a suite that finds no test): it counts as one.
const failed = Math.max(totals.failed, failedSteps);
console.log(`\n${totals.passed} passed, ${failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);

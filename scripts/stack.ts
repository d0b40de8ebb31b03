/**
 * Starts the whole local Azure stack on loopback: Azurite (Blob, Queue), the Cosmos DB server, the mail
 * sink, the Functions host and the Static Web Apps CLI in front of the site. Seeds demo data when empty.
 * Usage: tsx scripts/stack.ts [dev|test|bench] [--vite] [--in-memory]
 *   dev: `npm start`; the site is the production build (frontend/dist), rebuilt first when a source changed.
 *   --vite: `npm run dev`; the same stack with Vite's dev server (hot reload) behind the Static Web Apps CLI,
 *   and the API from its sources (tsx) instead of its deployment package.
 *   --in-memory: dev ports without .local/dev and with the small demo data, to try the dev stack without
 *   touching its data (with STACK_PORT_OFFSET, next to a running `npm start`).
 *   test: `npm test` (serves frontend/dist as built by scripts/test.mjs, or SITE_DIST). bench: in memory, default demo
 *   data; BENCH_SIZE=bench for 1 M sales lines.
 * The API is what azd deploys: the folder scripts/package-api.mjs builds (the bundle and its native packages),
 * built again at each start into .local/, and loaded by the local Functions host (scripts/local/functions-host)
 * through the same registration path as in Azure, on Node 22.
 */
import { build } from 'esbuild';
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { totalmem } from 'node:os';
import { join } from 'node:path';
import { assertNodeRuntime } from './node-runtime.mjs';
import { packageApi } from './package-api.mjs';
import { profileEnv, profileFor, type Profile } from './local/profiles.js';
import { startMailSink } from './local/mail-sink.js';
import { stopChild, watchChild } from './local/stack-children.js';

assertNodeRuntime();
const root = new URL('..', import.meta.url).pathname;
const requested = process.argv[2] ?? 'dev';
const useVite = process.argv.includes('--vite');
const inMemory = process.argv.includes('--in-memory');
const profile: Profile = {
  ...profileFor(requested === 'test' || requested === 'bench' ? requested : 'dev'),
  ...(inMemory ? { dataDir: null, seedSize: 'small' as const } : {}),
};
const persistent = profile.name === 'dev' && !inMemory;
const children: ChildProcess[] = [];
const bin = (name: string) => join(root, 'node_modules/.bin', name);

function settingsFile(): string {
  const file = join(root, 'functions/local.settings.json');
  if (persistent && !existsSync(file)) copyFileSync(join(root, 'local.settings.sample.json'), file);
  return persistent ? file : join(root, 'local.settings.sample.json');
}

/** What the site's build is made of: a change to any of them (a deleted file changes its folder) means a rebuild. */
const SITE_SOURCES = [
  'frontend/src',
  'frontend/public',
  'frontend/index.html',
  'frontend/auth-redirect.html',
  'frontend/vite.config.ts',
  'frontend/tsconfig.json',
  'frontend/package.json',
  'common/src',
  'package-lock.json',
];

function newestChange(path: string): number {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

/**
 * `npm start` serves what Azure serves, the production build. Building takes a while, so it runs only when
 * a source is newer than the last build's index.html (written by Vite at the end; a failed build leaves
 * none, and the next start builds again). Started while the stores start and the data is seeded.
 */
function buildSiteIfStale(): Promise<void> {
  const built = statSync(join(root, 'frontend/dist/index.html'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (Math.max(...SITE_SOURCES.map((p) => newestChange(join(root, p)))) <= built) {
    console.log('Site : frontend/dist est à jour, pas de nouvelle construction.');
    return Promise.resolve();
  }
  console.log('Site : construction de frontend/dist (sources modifiées depuis la dernière construction)…');
  const build = spawn('npm', ['run', 'build', '-w', 'frontend'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(build);
  let output = '';
  build.stdout?.on('data', (d: Buffer) => (output += d));
  build.stderr?.on('data', (d: Buffer) => (output += d));
  return new Promise((resolve, reject) => {
    build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`La construction du site a échoué (code ${code}) :\n${output.slice(-4000)}`))));
    build.on('error', (err) => reject(new Error(`La construction du site n'a pas pu être lancée (${err.message}).`)));
  });
}

/**
 * The local Functions host, bundled to one plain ES module (its packages stay in node_modules), so that it
 * runs on Node itself, without tsx's loader between the runtime and the deployed app.
 */
async function buildFunctionsHost(file: string): Promise<void> {
  await build({
    entryPoints: [join(root, 'scripts/local/functions-host/main.ts')],
    outfile: file,
    bundle: true,
    packages: 'external',
    alias: { '@portail/common': join(root, 'common/src/index.ts') },
    platform: 'node',
    format: 'esm',
    target: 'node22',
    logLevel: 'warning',
  });
}

/**
 * API_COVERAGE_DIR, set by `npm run coverage` (scripts/coverage.mjs) only: the Functions host writes its V8
 * coverage there when it stops (NODE_V8_COVERAGE on that process alone), and its bundle gets source maps so
 * that the profile maps back to functions/src and common/src. Without it the stack runs what ships.
 */
const coverageDir = process.env.API_COVERAGE_DIR || undefined;

/** How the API runs: its deployment package on Node (the default), or its sources under tsx (`npm run dev`). */
async function apiCommand(): Promise<{ command: string; args: string[] }> {
  const work = join(root, '.local', `api-${profile.api}`);
  const host = join(work, 'functions-host.mjs');
  await buildFunctionsHost(host);
  if (useVite) return { command: bin('tsx'), args: [host, join(root, 'functions/src/index.ts')] };
  const started = Date.now();
  const { out } = await packageApi({ out: join(work, 'package'), sourcemap: coverageDir !== undefined });
  console.log(`API : paquet de déploiement construit en ${((Date.now() - started) / 1000).toFixed(1)} s (${out})`);
  return { command: process.execPath, args: [host, out] };
}

function run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): ChildProcess {
  // Own process group: some tools (the Static Web Apps CLI) start children of their own, stopped with them.
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const prefix = `[${name}] `;
  child.stdout?.on('data', (d: Buffer) => process.stdout.write(indent(prefix, d)));
  child.stderr?.on('data', (d: Buffer) => process.stderr.write(indent(prefix, d)));
  watchChild(child, name, stopOnFailure);
  children.push(child);
  return child;
}

/** A process of the stack stopped or could not start: the others are stopped too, not left holding their ports. */
function stopOnFailure(message: string) {
  if (stopping) return;
  console.error(message);
  void stop(1);
}

const indent = (prefix: string, d: Buffer) => d.toString().replace(/^(?=.)/gm, prefix);

async function waitFor(url: string, timeoutMs = 120_000, accept = (s: number) => s < 500): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (accept(res.status)) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} ne répond pas après ${timeoutMs / 1000} s`);
}

let stopping = false;
async function stop(code = 0): Promise<never> {
  stopping = true;
  // The Cosmos server writes its snapshot on SIGTERM: give it time.
  await Promise.all(children.map((c) => stopChild(c, 120_000)));
  process.exit(code);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

async function main() {
  const dataDir = profile.dataDir ? join(root, profile.dataDir) : null;
  if (dataDir) mkdirSync(join(dataDir, 'azurite'), { recursive: true });
  const settings = settingsFile();
  const values = (JSON.parse(readFileSync(settings, 'utf8')) as { Values: Record<string, string> }).Values;
  const env = { ...process.env, ...values, ...profileEnv(profile), LOCAL_SETTINGS_FILE: settings };
  Object.assign(process.env, env);
  const siteBuilt = profile.name === 'dev' && !useVite ? buildSiteIfStale() : Promise.resolve();
  const api = apiCommand();
  // Awaited once the stores are up; a failure must not go unnoticed meanwhile.
  api.catch(() => undefined);
  // Awaited before the site is served; a failure must not go unnoticed meanwhile.
  siteBuilt.catch(() => undefined);

  run('azurite', bin('azurite'), [
    '--silent',
    '--skipApiVersionCheck',
    '--loose',
    '--disableTelemetry',
    '--blobHost',
    '127.0.0.1',
    '--blobPort',
    String(profile.blob),
    '--queueHost',
    '127.0.0.1',
    '--queuePort',
    String(profile.queue),
    '--tableHost',
    '127.0.0.1',
    '--tablePort',
    String(profile.table),
    ...(dataDir ? ['--location', join(dataDir, 'azurite')] : ['--inMemoryPersistence']),
  ]);

  // The local Cosmos server keeps every document in memory, about 3 KB each with its indexes. Node's default
  // heap limit (about 4 GB) holds 1,300,000 sales lines at most: a full bench run (100,000 seeded, 200,000
  // then 1,000,000 imported) lost its server to it midway. Half the machine's memory, at most 16 GB. V8 sizes
  // the young generation from that limit too: left to grow with it, it cut the checkout bench's throughput
  // by a quarter (more live data copied at each scavenge), so it is set. 64 MB semi-spaces rather than 16:
  // every document written survives, and fewer scavenges (each one also walks the old documents' pointers
  // to new ones) took the server from 11.6 to 10.2 CPU-s per 200,000-line import (20.0 s instead of 21.7 on
  // the same machine, docs/import.md) and the checkout bench from 306 to 339 req/s (p99 198 -> 160 ms).
  const cosmosHeapMB = Math.max(4096, Math.min(16_384, Math.floor(totalmem() / 1024 / 1024 / 2)));
  const cosmos = fork(join(root, 'scripts/local/cosmos-server.ts'), [String(profile.cosmos), ...(dataDir ? [join(dataDir, 'cosmos-snapshot.json')] : [])], {
    cwd: root,
    detached: true,
    execArgv: [`--max-old-space-size=${cosmosHeapMB}`, '--max-semi-space-size=64', '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.push(cosmos);
  watchChild(cosmos, 'cosmos', stopOnFailure);
  await new Promise<void>((resolve) => cosmos.once('message', () => resolve()));

  await startMailSink(profile.mail, dataDir ? join(dataDir, 'mail.jsonl') : undefined);
  await waitFor(`http://127.0.0.1:${profile.blob}/devstoreaccount1?comp=list`, 30_000, () => true);

  const { ensureDatabase } = await import('../functions/src/data/cosmos.js');
  await ensureDatabase();
  const { isStoreEmpty, seedDemoData } = await import('./seed/index.js');
  if (await isStoreEmpty()) {
    const started = Date.now();
    console.log(`Données de démonstration (${profile.seedSize}) en cours de création…`);
    await seedDemoData({ size: profile.name === 'bench' && process.env.BENCH_SIZE === 'bench' ? 'bench' : profile.seedSize });
    console.log(`Données de démonstration créées en ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } else {
    // A store seeded before the services' images existed gets them too (same bytes every run).
    const { benefitImages, uploadBenefitImages } = await import('./seed/index.js');
    await uploadBenefitImages(benefitImages());
  }

  // The Functions host starts its Node worker with these options (Azure and Core Tools alike): so does this one.
  const nodeArguments = (process.env.languageWorkers__node__arguments ?? '').split(/\s+/).filter(Boolean);
  const { command, args } = await api;
  run('api', command, [...nodeArguments, ...args], coverageDir ? { ...env, NODE_V8_COVERAGE: coverageDir } : env);
  await waitFor(`http://127.0.0.1:${profile.api}/api/config`);

  const swa = join(root, 'tools/swa/node_modules/.bin/swa');
  const swaArgs = [
    '--api-devserver-url',
    `http://127.0.0.1:${profile.api}`,
    '--port',
    String(profile.site),
    '--host',
    '127.0.0.1',
    '--swa-config-location',
    root,
  ];
  if (profile.name === 'dev' && useVite) {
    run('vite', bin('vite'), ['frontend', '--port', String(profile.vite), '--strictPort', '--host', '127.0.0.1'], env);
    await waitFor(`http://127.0.0.1:${profile.vite}/`);
    run('swa', swa, ['start', `http://127.0.0.1:${profile.vite}`, ...swaArgs], env);
  } else {
    await siteBuilt;
    // SITE_DIST: a build elsewhere than frontend/dist, so that two checkouts' stacks can serve their own.
    run('swa', swa, ['start', process.env.SITE_DIST ?? join(root, 'frontend/dist'), ...swaArgs], env);
  }
  await waitFor(`http://127.0.0.1:${profile.site}/api/config`);

  console.log(`
Portail fidélité prêt (${profile.name}) :
  site       http://localhost:${profile.site}  (${useVite ? 'serveur de développement Vite' : 'build de production frontend/dist'})
  API        http://localhost:${profile.api}/api  (OpenAPI : /api/openapi.json)
  e-mails    http://localhost:${profile.mail}
  Cosmos DB  https://127.0.0.1:${profile.cosmos}   Azurite  ${profile.blob}/${profile.queue}
Ctrl+C pour arrêter${dataDir ? ' (les données sont conservées dans ' + profile.dataDir + ')' : ''}.`);
}

main().catch((err) => {
  console.error(err);
  void stop(1);
});

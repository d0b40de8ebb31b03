/**
 * Cold start of the API: from the process's start to the first answered request (GET /api/config, the
 * site's first call), for the deployment package on Node (what Azure runs) and for the TypeScript sources
 * under tsx (what every local run used before), side by side, on the bench stack's stores. Each is started
 * RUNS times, alternating, each time as a new process on a port of its own. Also the package's size,
 * unzipped and zipped, without and with the native binaries. Written into docs/performance.md, section
 * « Démarrage à froid ».
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { profileEnv, type Profile } from '../scripts/local/profiles.js';
import { benchProfile } from './stack.js';
import { replaceSection } from './report.js';

const RUNS = 5;
const TARGET_MS = 1000;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Milliseconds from spawning `command` to the first 200 of GET /api/config on its port. */
async function firstAnswer(root: string, profile: Profile, command: string, args: string[]): Promise<number> {
  const port = await freePort();
  const values = (JSON.parse(readFileSync(join(root, 'local.settings.sample.json'), 'utf8')) as { Values: Record<string, string> }).Values;
  const env = { ...process.env, ...values, ...profileEnv(profile), FUNCTIONS_PORT: String(port) };
  const started = performance.now();
  // Its own process group: tsx starts the API in a child process of its own, which a kill of tsx alone leaves running.
  const child = spawn(command, args, { cwd: root, env, stdio: 'ignore', detached: true });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} s'est arrêté (code ${child.exitCode})`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/config`);
        if (res.status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 5));
    }
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function folderBytes(dir: string, skip: (path: string) => boolean = () => false): number {
  let total = 0;
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const path = join(dir, entry);
    if (skip(entry)) continue;
    const stat = statSync(path);
    if (stat.isFile()) total += stat.size;
  }
  return total;
}

const NATIVE = (path: string) => path.includes('prebuilds/') || path.includes('nice-linux-x64-gnu/');

/** Bytes of the folder zipped (zip -9, as azd's deployment zip), or null without a zip command. */
function zippedBytes(dir: string, exclude: string[]): number | null {
  const work = mkdtempSync(join(tmpdir(), 'api-zip-'));
  try {
    execFileSync('zip', ['-qr9', join(work, 'api.zip'), '.', ...(exclude.length ? ['-x', ...exclude] : [])], { cwd: dir, stdio: 'ignore' });
    return statSync(join(work, 'api.zip')).size;
  } catch {
    return null;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export interface ColdStartFigures {
  packageMs: number[];
  sourcesMs: number[];
  unzippedMB: number;
  unzippedWithoutNativeMB: number;
  zippedMB: number | null;
  zippedWithoutNativeMB: number | null;
  packages: number;
}

/**
 * Measures both starts on a running stack (the bench's by default), whose folder .local/api-<port>/ holds the
 * host and the package it built.
 */
export async function coldStart(root: string, profile: Profile = benchProfile): Promise<ColdStartFigures> {
  const work = join(root, '.local', `api-${profile.api}`);
  const host = join(work, 'functions-host.mjs');
  const pkg = join(work, 'package');
  if (!existsSync(host) || !existsSync(pkg)) throw new Error(`${work} : la pile de mesure n'a pas construit l'hôte et le paquet`);
  const packageMs: number[] = [];
  const sourcesMs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    packageMs.push(await firstAnswer(root, profile, process.execPath, [host, pkg]));
    sourcesMs.push(await firstAnswer(root, profile, join(root, 'node_modules/.bin/tsx'), [host, join(root, 'functions/src/index.ts')]));
  }
  const mb = (bytes: number) => bytes / 1024 / 1024;
  const zipped = zippedBytes(pkg, []);
  const zippedWithoutNative = zippedBytes(pkg, ['node_modules/argon2/prebuilds/*', 'node_modules/@napi-rs/nice-linux-x64-gnu/*']);
  return {
    packageMs,
    sourcesMs,
    unzippedMB: mb(folderBytes(pkg)),
    unzippedWithoutNativeMB: mb(folderBytes(pkg, NATIVE)),
    zippedMB: zipped === null ? null : mb(zipped),
    zippedWithoutNativeMB: zippedWithoutNative === null ? null : mb(zippedWithoutNative),
    packages: readdirSync(join(pkg, 'node_modules'), { recursive: true, encoding: 'utf8' }).filter(
      (p) => p.endsWith('package.json') && p.split('/').filter((s) => s === 'node_modules').length === 0,
    ).length,
  };
}

const fmt = (n: number, digits = 0) => n.toLocaleString('fr-FR', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** The section of docs/performance.md, put in place of the previous one (or at the end). */
export function writeColdStart(root: string, f: ColdStartFigures, load: number, where = 'sur les stockages de la pile de mesure'): void {
  const range = (values: number[]) => `${fmt(median(values))} ms (de ${fmt(Math.min(...values))} à ${fmt(Math.max(...values))})`;
  const zip = (v: number | null) => (v === null ? 'non mesuré (pas de commande zip)' : `${fmt(v, 1)} Mo`);
  const section = `## Démarrage à froid et taille du paquet de l'API

Du lancement du processus à la première réponse (GET /api/config), ${RUNS} démarrages de chaque, alternés, chacun un
nouveau processus de l'hôte Functions local, ${where} (\`bench/cold-start.ts\`).
Charge moyenne de la machine : ${fmt(load, 1)}.

| Ce qui démarre | Médiane (min – max) | Objectif |
|---|---|---|
| Le paquet de déploiement (bundle esbuild) sous Node ${process.versions.node} | ${range(f.packageMs)} | ≤ ${fmt(TARGET_MS)} ms : ${median(f.packageMs) <= TARGET_MS ? 'atteint' : 'manqué'} |
| Les sources TypeScript sous tsx (ce que toute exécution locale lançait jusqu'ici) | ${range(f.sourcesMs)} | – |

| Paquet (\`scripts/package-api.mjs\`) | Aujourd'hui | Avant (toutes les dépendances de production copiées, 2026-11-26) | Objectif |
|---|---|---|---|
| Décompressé, binaires natifs compris | ${fmt(f.unzippedMB, 1)} Mo | environ 300 Mo, environ 450 paquets | – |
| Décompressé, sans les binaires natifs | ${fmt(f.unzippedWithoutNativeMB, 1)} Mo | – | ≤ 20 Mo : ${f.unzippedWithoutNativeMB <= 20 ? 'atteint' : 'manqué'} |
| Compressé (zip -9), binaires compris | ${zip(f.zippedMB)} | – | – |
| Compressé, sans les binaires natifs | ${zip(f.zippedWithoutNativeMB)} | – | ≤ 5 Mo : ${f.zippedWithoutNativeMB === null ? '–' : f.zippedWithoutNativeMB <= 5 ? 'atteint' : 'manqué'} |
| Paquets npm déployés comme tels | ${fmt(f.packages)} (argon2, @napi-rs/nice et leurs dépendances) | environ 450 | – |
`;
  replaceSection(root, "## Démarrage à froid et taille du paquet de l'API", section);
}

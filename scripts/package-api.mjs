#!/usr/bin/env node
/**
 * Builds the Function App's deployment folder (azure.yaml: service `api`, prepackage hook), self-contained:
 *   functions/.azure-package/{host.json, package.json, dist/, node_modules/}
 *
 * Why a folder of its own: functions/ is an npm workspace, its packages are hoisted to the root node_modules,
 * so zipping functions/ would deploy an app without its dependencies; a remote build (Oryx) cannot install
 * `@portail/common`, which is not on the registry (esbuild bundles it into dist/). So the production
 * dependencies of functions/package.json are copied, with the exact versions of the lockfile, from the
 * installed tree, and azd deploys the folder as it is (remoteBuild: false).
 *
 * Native code: argon2 ships prebuilt binaries for every platform inside its npm package (prebuilds/<platform>),
 * and node-gyp-build prefers a local build/ over them. The build/ folder of a native package is left out, so
 * that Azure's Linux x64 workers load prebuilds/linux-x64/*.glibc.node whatever machine ran the deployment;
 * a native package without a Linux x64 prebuild stops the packaging. argon2's prebuild needs Node 22 (the Flex
 * runtime in infra/modules/functions.bicep): under Node 20 it crashes while loading.
 *
 *   node scripts/package-api.mjs [--out <dir>] [--skip-build] [--link]
 *
 * --link hard-links the packages' files instead of copying them (same file system only): the test uses it to
 * check the folder in seconds without writing 300 MB.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const functionsDir = join(root, 'functions');
const args = process.argv.slice(2);
const outArg = args.indexOf('--out');
const out = outArg >= 0 ? resolve(args[outArg + 1]) : join(functionsDir, '.azure-package');
const link = args.includes('--link');
/** Workspace packages are bundled by esbuild (functions/package.json build script), not deployed. */
const BUNDLED = new Set(['@portail/common']);

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

if (!args.includes('--skip-build')) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: functionsDir, stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (!existsSync(join(functionsDir, 'dist', 'index.js'))) throw new Error('functions/dist/index.js is missing: run npm run build -w functions');

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
cpSync(join(functionsDir, 'dist'), join(out, 'dist'), { recursive: true });
cpSync(join(functionsDir, 'host.json'), join(out, 'host.json'));

const manifest = readJson(join(functionsDir, 'package.json'));
const dependencies = Object.fromEntries(Object.entries(manifest.dependencies ?? {}).filter(([name]) => !BUNDLED.has(name)));
writeFileSync(
  join(out, 'package.json'),
  `${JSON.stringify({ name: manifest.name, version: manifest.version, private: true, type: manifest.type, main: manifest.main, dependencies }, null, 2)}\n`,
);

/** Node's lookup: the nearest node_modules/<name> from `fromDir` upwards, within the repository. */
function locate(name, fromDir) {
  for (let dir = fromDir; dir.startsWith(root); dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dir === root) break;
  }
  return undefined;
}

/** Where a package installed at `source` lands in the folder: the same place below its top node_modules. */
function naturalTarget(source) {
  const rel = relative(root, source).split(sep);
  const first = rel.indexOf('node_modules');
  return join(out, ...rel.slice(first));
}

function checkNative(source, name) {
  if (!existsSync(join(source, 'binding.gyp'))) return;
  const prebuilt = join(source, 'prebuilds', 'linux-x64');
  const binaries = existsSync(prebuilt) ? readdirSync(prebuilt).filter((f) => f.endsWith('.node')) : [];
  if (!binaries.some((f) => !f.includes('musl'))) {
    throw new Error(`${name} is native and ships no prebuilt Linux x64 (glibc) binary: it cannot run on Azure Functions from this package`);
  }
}

/** Copies (or hard-links, --link) the files of a package folder, symbolic links followed. */
function copyTree(source, target, keep, rel = []) {
  mkdirSync(target, { recursive: true });
  for (const entry of readdirSync(source)) {
    const path = [...rel, entry];
    if (!keep(path)) continue;
    const from = realpathSync(join(source, entry));
    if (statSync(from).isDirectory()) copyTree(from, join(target, entry), keep, path);
    else if (link) linkSync(from, join(target, entry));
    else copyFileSync(from, join(target, entry));
  }
}

const placed = new Map(); // target folder -> source folder
const copied = [];

function place(name, fromSource, parentTarget) {
  const source = locate(name, fromSource);
  if (!source) return false;
  let target = naturalTarget(source);
  const taken = placed.get(target);
  if (taken === source) return true;
  // Two versions of one package: the second one goes below the package that needs it.
  if (taken !== undefined) target = join(parentTarget, 'node_modules', name);
  if (placed.get(target) === source) return true;
  placed.set(target, source);
  checkNative(source, name);
  const hasPrebuilds = existsSync(join(source, 'prebuilds'));
  copyTree(source, target, (rel) => {
    if (rel[0] === 'node_modules') return false;
    if (hasPrebuilds && rel[0] === 'build') return false;
    // What only editors and compilers read: no use on the server.
    return !/\.(?:map|d\.[cm]?ts|tsbuildinfo)$/.test(rel.at(-1) ?? '');
  });
  copied.push(name);
  const pkg = readJson(join(source, 'package.json'));
  const required = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies });
  const optional = new Set([
    ...Object.keys(pkg.optionalDependencies ?? {}),
    ...Object.entries(pkg.peerDependenciesMeta ?? {}).filter(([, m]) => m?.optional).map(([n]) => n),
  ]);
  for (const dep of new Set([...required, ...optional])) {
    if (!place(dep, source, target) && !optional.has(dep)) throw new Error(`${name} needs ${dep}, which is not installed: run npm ci`);
  }
  return true;
}

for (const name of Object.keys(dependencies)) {
  if (!place(name, functionsDir, out)) throw new Error(`${name} is not installed: run npm ci`);
}

const argon2 = join(out, 'node_modules', 'argon2', 'prebuilds', 'linux-x64', 'argon2.glibc.node');
if (!existsSync(argon2)) throw new Error(`missing ${relative(out, argon2)}`);
console.log(`API package: ${relative(process.cwd(), out) || '.'} (${copied.length} packages, argon2 linux-x64 prebuild included)`);

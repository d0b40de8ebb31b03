#!/usr/bin/env node
/**
 * Builds the Function App's deployment folder (azure.yaml: service `api`, prepackage hook), self-contained:
 *   functions/.azure-package/{host.json, package.json, bundled-packages.json, dist/, node_modules/}
 *
 * dist/ is the whole API bundled by esbuild (functions/build.mjs), the packages it was made of included; the
 * only packages deployed as such are the native ones the bundle loads at run time (NATIVE_PACKAGES), with
 * their dependencies, at the exact versions installed from the lockfile. azd deploys the folder as it is
 * (remoteBuild: false): a remote build (Oryx) could not install `@portail/common`, which is not on the registry.
 * bundle-manifest.json lists what the bundle imports at run time and each package inside it, its version
 * and the files of it that went in (from esbuild's metafile): the record of what was shipped, which
 * scripts/package-api.test.ts checks against the lockfile and the registry's tarball.
 *
 * Native code: argon2 ships prebuilt binaries inside its npm package (prebuilds/<platform>), and
 * node-gyp-build prefers a local build/ over them. The build/ folder is left out and so are the other
 * platforms' prebuilds, so that Azure's Linux x64 workers load prebuilds/linux-x64/*.glibc.node whatever
 * machine ran the deployment. @napi-rs/nice's binary is its optional package @napi-rs/nice-linux-x64-gnu.
 * A native package without a Linux x64 binary stops the packaging. argon2's prebuild needs Node 22 (the Flex
 * runtime in infra/modules/functions.bicep, and the project's Node): under Node 20 it crashes while loading.
 *
 *   node scripts/package-api.mjs [--out <dir>] [--link]
 *
 * --link hard-links the packages' files instead of copying them (same file system only). The local stack
 * builds the same folder with packageApi (scripts/stack.ts) and runs it: what ships is what the tests run.
 */
import { copyFileSync, cpSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const functionsDir = join(root, 'functions');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * Builds the deployment folder `out`; `link` hard-links the packages' files instead of copying them;
 * `sourcemap` writes the bundle's source maps (`npm run coverage` only, never a deployment).
 */
export async function packageApi({ out = join(functionsDir, '.azure-package'), link = false, sourcemap = false } = {}) {
  const { buildApi, NATIVE_PACKAGES } = await import(pathToFileURL(join(functionsDir, 'build.mjs')).href);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const metafile = await buildApi(join(out, 'dist'), { sourcemap });
  cpSync(join(functionsDir, 'host.json'), join(out, 'host.json'));

  const manifest = readJson(join(functionsDir, 'package.json'));
  const dependencies = Object.fromEntries(NATIVE_PACKAGES.map((name) => [name, manifest.dependencies[name]]));
  writeFileSync(
    join(out, 'package.json'),
    `${JSON.stringify({ name: manifest.name, version: manifest.version, private: true, type: manifest.type, main: manifest.main, dependencies }, null, 2)}\n`,
  );
  const copied = copyPackages(out, dependencies, link);
  checkNativeBinaries(out);
  writeFileSync(
    join(out, 'bundle-manifest.json'),
    `${JSON.stringify({ external: externalImports(metafile), packages: bundledPackages(metafile) }, null, 1)}\n`,
  );
  return { out, copied };
}

/** Node's lookup: the nearest node_modules/<name> from `fromDir` upwards, within the repository. */
function locate(name, fromDir) {
  for (let dir = fromDir; dir.startsWith(root); dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dir === root) break;
  }
  return undefined;
}

function checkNative(source, name) {
  if (!existsSync(join(source, 'binding.gyp'))) return;
  const prebuilt = join(source, 'prebuilds', 'linux-x64');
  const binaries = existsSync(prebuilt) ? readdirSync(prebuilt).filter((f) => f.endsWith('.node')) : [];
  if (!binaries.some((f) => !f.includes('musl'))) {
    throw new Error(`${name} is native and ships no prebuilt Linux x64 (glibc) binary: it cannot run on Azure Functions from this package`);
  }
}

/** Copies (or hard-links) the files of a package folder, symbolic links followed. */
function copyTree(source, target, keep, link, rel = []) {
  mkdirSync(target, { recursive: true });
  for (const entry of readdirSync(source)) {
    const path = [...rel, entry];
    if (!keep(path)) continue;
    const from = realpathSync(join(source, entry));
    if (statSync(from).isDirectory()) copyTree(from, join(target, entry), keep, link, path);
    else if (link) linkSync(from, join(target, entry));
    else copyFileSync(from, join(target, entry));
  }
}

/** What of a package goes to the server: no nested node_modules, no local build, no other platform's binary. */
function serverFiles(source) {
  const hasPrebuilds = existsSync(join(source, 'prebuilds'));
  return (rel) => {
    if (rel[0] === 'node_modules') return false;
    if (hasPrebuilds && rel[0] === 'build') return false;
    if (rel[0] === 'prebuilds' && rel.length > 1 && rel[1] !== 'linux-x64') return false;
    // What only editors and compilers read: no use on the server.
    return !/\.(?:map|d\.[cm]?ts|tsbuildinfo)$/.test(rel.at(-1) ?? '');
  };
}

/** Copies each dependency and what it needs into out/node_modules, where Node's lookup will find them. */
function copyPackages(out, dependencies, link) {
  const placed = new Map(); // target folder -> source folder
  const copied = [];

  /** Where a package installed at `source` lands in the folder: the same place below its top node_modules. */
  const naturalTarget = (source) => {
    const rel = relative(root, source).split(sep);
    return join(out, ...rel.slice(rel.indexOf('node_modules')));
  };

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
    copyTree(source, target, serverFiles(source), link);
    copied.push(name);
    const pkg = readJson(join(source, 'package.json'));
    const required = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies });
    const optional = new Set([
      ...Object.keys(pkg.optionalDependencies ?? {}),
      ...Object.entries(pkg.peerDependenciesMeta ?? {})
        .filter(([, m]) => m?.optional)
        .map(([n]) => n),
    ]);
    for (const dep of new Set([...required, ...optional])) {
      if (!place(dep, source, target) && !optional.has(dep)) throw new Error(`${name} needs ${dep}, which is not installed: run npm ci`);
    }
    return true;
  }

  for (const name of Object.keys(dependencies)) {
    if (!place(name, functionsDir, out)) throw new Error(`${name} is not installed: run npm ci`);
  }
  return copied;
}

/** The binaries Azure's Linux x64 workers load: argon2's prebuild and @napi-rs/nice's platform package. */
function checkNativeBinaries(out) {
  const argon2 = join(out, 'node_modules', 'argon2', 'prebuilds', 'linux-x64', 'argon2.glibc.node');
  if (!existsSync(argon2)) throw new Error(`missing ${relative(out, argon2)}`);
  if (!existsSync(join(out, 'node_modules', '@napi-rs', 'nice-linux-x64-gnu'))) {
    throw new Error('@napi-rs/nice-linux-x64-gnu is not installed (npm ci on Linux x64 installs it): Azure would start without it');
  }
}

/** What the bundle still imports at run time, Node's own modules aside. */
function externalImports(metafile) {
  const paths = Object.values(metafile.outputs).flatMap((o) => o.imports.filter((i) => i.external).map((i) => i.path));
  return [...new Set(paths)].filter((p) => !p.startsWith('node:') && !builtinModules.includes(p)).sort();
}

/** The packages inside the bundle: name, version, where it was installed and the files of it that esbuild read. */
function bundledPackages(metafile) {
  const packages = new Map();
  for (const input of Object.keys(metafile.inputs)) {
    const match = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\/(.+)$/.exec(input);
    if (!match) continue;
    const [, name, file] = match;
    const dir = resolve(functionsDir, input.slice(0, input.length - file.length));
    const entry = packages.get(dir) ?? { name, version: readJson(join(dir, 'package.json')).version, path: relative(root, dir), files: [] };
    entry.files.push(file);
    packages.set(dir, entry);
  }
  return [...packages.values()].sort((a, b) => a.name.localeCompare(b.name) || a.path.localeCompare(b.path));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const outArg = args.indexOf('--out');
  const { out, copied } = await packageApi({ out: outArg >= 0 ? resolve(args[outArg + 1]) : undefined, link: args.includes('--link') });
  console.log(`API package: ${relative(process.cwd(), out) || '.'} (bundle, and ${copied.length} packages for the native binaries: ${copied.join(', ')})`);
}

/**
 * The folder azd deploys to the Function App (scripts/package-api.mjs) stands on its own: assembled outside
 * the repository, its bundle imports no package but the native ones shipped beside it, argon2 resolves to
 * its Linux x64 prebuilt binary (the one Azure's workers load, not one built here), and the Cosmos DB SDK
 * inside the bundle is, byte for byte, the one the registry publishes. That the folder runs is proven by the
 * whole API suite, which the local stack serves from the same folder (tests/api/packaged-app.test.ts).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(join(tmpdir(), 'api-package-'));
const out = join(work, 'package');

beforeAll(() => {
  execFileSync(process.execPath, [join(root, 'scripts/package-api.mjs'), '--out', out, '--link'], { cwd: root, stdio: 'pipe' });
}, 240_000);

afterAll(() => rmSync(work, { recursive: true, force: true }), 120_000);

interface BundledPackage {
  name: string;
  version: string;
  path: string;
  files: string[];
}

const manifest = () => JSON.parse(readFileSync(join(out, 'bundle-manifest.json'), 'utf8')) as { external: string[]; packages: BundledPackage[] };

/** Runs an ES module snippet with the package folder as its base, as the Functions worker would. */
const runInPackage = (code: string): string =>
  execFileSync(process.execPath, ['--input-type=module', '-e', code], { cwd: out, encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } });

/** The lockfile's integrity (sha512 of the registry's tarball) of an installed package. */
function lockedIntegrity(path: string): string {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { integrity: string }> };
  return lock.packages[path].integrity;
}

describe('API deployment package', () => {
  it('has the entry point, the workers, host.json and a manifest of only the native packages', () => {
    const manifest = JSON.parse(readFileSync(join(out, 'package.json'), 'utf8')) as { main: string; type: string; dependencies: Record<string, string> };
    expect(existsSync(join(out, manifest.main))).toBe(true);
    for (const worker of ['xlsx-worker', 'import-reader', 'import-worker', 'xlsx-file-writer', 'workbook-check'])
      expect(existsSync(join(out, `dist/workers/${worker}.js`)), worker).toBe(true);
    expect(existsSync(join(out, 'dist/worker.js')), "piscina's thread entry").toBe(true);
    expect(existsSync(join(out, 'host.json'))).toBe(true);
    expect(manifest.type).toBe('module');
    expect(Object.keys(manifest.dependencies).sort()).toEqual(['@napi-rs/nice', 'argon2']);
  });

  it('imports no package but the native ones and the module the Functions worker provides, all resolved from the folder', () => {
    expect(manifest().external).toEqual(['@azure/functions-core', '@napi-rs/nice', 'argon2']);
    const resolved = JSON.parse(runInPackage(`console.log(JSON.stringify(['@napi-rs/nice', 'argon2'].map((s) => import.meta.resolve(s))))`)) as string[];
    for (const url of resolved) expect(url.startsWith(`file://${out}/node_modules/`), url).toBe(true);
  });

  it("ships argon2's Linux x64 prebuilt binary, which node-gyp-build picks, and no other platform's", () => {
    const argon2 = join(out, 'node_modules/argon2');
    expect(readdirSync(join(argon2, 'prebuilds'))).toEqual(['linux-x64']);
    expect(readdirSync(join(argon2, 'prebuilds/linux-x64'))).toContain('argon2.glibc.node');
    expect(existsSync(join(argon2, 'build'))).toBe(false);
    const picked = runInPackage(
      "import { createRequire } from 'node:module'; const require = createRequire(process.cwd() + '/'); console.log(require('node-gyp-build').resolve(process.cwd() + '/node_modules/argon2'));",
    );
    expect(picked.trim()).toBe(join(out, 'node_modules/argon2/prebuilds/linux-x64/argon2.glibc.node'));
  });

  it('bundles the Cosmos DB SDK as the registry publishes it: the tarball of the lockfile, file for file', () => {
    const [cosmos, ...others] = manifest().packages.filter((p) => p.name === '@azure/cosmos');
    expect(others).toEqual([]);
    expect(cosmos.files.length).toBeGreaterThan(50);
    // npm ci left the tarball in npm's cache: pack takes it from there, or from the registry.
    const tarballs = join(work, 'tarballs');
    mkdirSync(tarballs);
    const name = execFileSync('npm', ['pack', `@azure/cosmos@${cosmos.version}`, '--pack-destination', tarballs, '--prefer-offline', '--silent'], {
      cwd: work,
      encoding: 'utf8',
    }).trim();
    const tarball = readFileSync(join(tarballs, name));
    expect(`sha512-${createHash('sha512').update(tarball).digest('base64')}`).toBe(lockedIntegrity(cosmos.path));
    const unpacked = join(work, 'published');
    mkdirSync(unpacked);
    execFileSync('tar', ['-xzf', join(tarballs, name), '-C', unpacked]);
    for (const file of cosmos.files) {
      expect(readFileSync(join(root, cosmos.path, file)).equals(readFileSync(join(unpacked, 'package', file))), file).toBe(true);
    }
  }, 60_000);

  it('loads under the project Node (22, the Azure runtime) and hashes with argon2 from the folder', () => {
    const output = runInPackage(
      [
        "const { default: argon2 } = await import('argon2'); const h = await argon2.hash('Mot-de-passe-1');",
        "console.log(process.versions.node.split('.')[0], h.startsWith('$argon2id$'), await argon2.verify(h, 'Mot-de-passe-1'));",
      ].join('\n'),
    );
    expect(output.trim().split('\n').at(-1)).toBe('22 true true');
  }, 60_000);
});

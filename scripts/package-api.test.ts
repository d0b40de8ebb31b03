/**
 * The folder azd deploys to the Function App (scripts/package-api.mjs) stands on its own: assembled outside
 * the repository, so that nothing resolves from the workspace's node_modules, every package the bundle
 * imports resolves from it, and argon2 resolves to its Linux x64 prebuilt binary, the one Azure's workers
 * load, not one built on the machine that packaged it.
 *
 * That prebuild needs Node 22, the runtime infra/modules/functions.bicep sets: under Node 20 it crashes while
 * loading (SIGSEGV in napi_module_register_by_symbol). With AZURE_RUNTIME_NODE set to a Node 22 binary, the
 * last test loads the entry point and hashes a password with it, as the Functions worker would.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(join(tmpdir(), 'api-package-'));
const out = join(work, 'package');

beforeAll(() => {
  // Hard links: the same folder as a deployment's, without writing 300 MB (the files are the installed ones).
  execFileSync(process.execPath, [join(root, 'scripts/package-api.mjs'), '--out', out, '--link'], { cwd: join(root, 'functions'), stdio: 'pipe' });
}, 240_000);

afterAll(() => rmSync(work, { recursive: true, force: true }), 120_000);

const azureRuntimeNode = process.env.AZURE_RUNTIME_NODE;

/** The worker threads' entry points, each bundled on its own (functions/package.json build). */
const WORKERS = ['dist/workers/xlsx-worker.js', 'dist/workers/import-reader.js', 'dist/workers/import-worker.js', 'dist/workers/xlsx-file-writer.js'];

/** Runs an ES module snippet with the package folder as its base, as the Functions worker would. */
const runInPackage = (code: string, node = process.execPath): string =>
  execFileSync(node, ['--input-type=module', '-e', code], { cwd: out, encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } });

/** Bare specifiers the bundle imports (esbuild keeps packages external). */
function bundleImports(): string[] {
  const sources = ['dist/index.js', ...WORKERS].map((f) => readFileSync(join(out, f), 'utf8')).join('\n');
  const statements = [...sources.matchAll(/^import\s(?:[^;]*?\sfrom\s)?["']([^"']+)["'];?$/gm), ...sources.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)];
  const packageName = /^(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(?:\/[\w./-]*)?$/;
  const specifiers = statements.map((m) => m[1] ?? '').filter((s) => packageName.test(s));
  return [...new Set(specifiers)].filter((s) => !s.startsWith('node:') && !builtinModules.includes(s)).sort();
}

describe('API deployment package', () => {
  it('has the entry point, host.json and a manifest without the bundled workspace package', () => {
    const manifest = JSON.parse(readFileSync(join(out, 'package.json'), 'utf8')) as { main: string; type: string; dependencies: Record<string, string> };
    expect(existsSync(join(out, manifest.main))).toBe(true);
    for (const worker of WORKERS) expect(existsSync(join(out, worker)), worker).toBe(true);
    expect(existsSync(join(out, 'host.json'))).toBe(true);
    expect(manifest.type).toBe('module');
    expect(manifest.dependencies).not.toHaveProperty('@portail/common');
    expect(manifest.dependencies).toHaveProperty('argon2');
  });

  it('resolves every package the bundle imports from its own node_modules', () => {
    const specifiers = bundleImports();
    expect(specifiers).toEqual(expect.arrayContaining(['@azure/functions', '@azure/cosmos', 'argon2']));
    const resolved = JSON.parse(runInPackage(`console.log(JSON.stringify(${JSON.stringify(specifiers)}.map((s) => import.meta.resolve(s))))`)) as string[];
    for (const url of resolved) expect(url.startsWith(`file://${out}/node_modules/`), url).toBe(true);
  });

  it("ships argon2's Linux x64 prebuilt binary, which node-gyp-build picks, and no locally built one", () => {
    const argon2 = join(out, 'node_modules/argon2');
    expect(readdirSync(join(argon2, 'prebuilds/linux-x64'))).toContain('argon2.glibc.node');
    expect(existsSync(join(argon2, 'build'))).toBe(false);
    const picked = runInPackage(
      "import { createRequire } from 'node:module'; const require = createRequire(process.cwd() + '/'); console.log(require('node-gyp-build').resolve(process.cwd() + '/node_modules/argon2'));",
    );
    expect(picked.trim()).toBe(join(out, 'node_modules/argon2/prebuilds/linux-x64/argon2.glibc.node'));
  });

  it.skipIf(!azureRuntimeNode)('under the Azure runtime (Node 22), loads the entry point and hashes with argon2', () => {
    const output = runInPackage(
      [
        "await import('./dist/index.js');",
        "const { default: argon2 } = await import('argon2'); const h = await argon2.hash('Mot-de-passe-1');",
        "console.log(process.versions.node.split('.')[0], h.startsWith('$argon2id$'), await argon2.verify(h, 'Mot-de-passe-1'));",
      ].join('\n'),
      azureRuntimeNode,
    );
    expect(output.trim().split('\n').at(-1)).toBe('22 true true');
  }, 60_000);
});

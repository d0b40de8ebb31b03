// Builds the API into dist/: one ESM bundle per entry point (the app and each worker thread's module), code
// shared between them in chunks beside them. Everything is bundled but the two native packages, whose
// loaders look for their binaries next to their own files; they are deployed as packages
// (scripts/package-api.mjs). Why a full bundle: the deployment was ~300 MB of node_modules, slow to
// upload and slow to cold-start on Flex Consumption (docs/performance.md, « Démarrage à froid »).
//
//   node build.mjs    (npm run build -w functions; scripts/package-api.mjs calls buildApi itself)
import { build } from 'esbuild';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Loaded at run time from node_modules: native binaries that cannot be bundled. */
export const NATIVE_PACKAGES = ['argon2', '@napi-rs/nice'];

const functionsDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * Bundles the API into `outdir` (functions/dist by default); answers esbuild's metafile (each output's inputs).
 * `sourcemap`: only for `npm run coverage` (scripts/coverage.mjs), which maps the V8 profile of the bundle back
 * to functions/src and common/src; what ships has none.
 */
export async function buildApi(outdir = `${functionsDir}dist`, { sourcemap = false } = {}) {
  const result = await build({
    absWorkingDir: functionsDir,
    entryPoints: {
      index: 'src/index.ts',
      'workers/xlsx-worker': 'src/workers/xlsx-worker.ts',
      'workers/import-reader': 'src/workers/import-reader.ts',
      'workers/import-worker': 'src/workers/import-worker.ts',
      'workers/xlsx-file-writer': 'src/workers/xlsx-file-writer.ts',
      'workers/workbook-check': 'src/workers/workbook-check.ts',
      // Piscina starts its threads on its own worker.js, found beside its code (__dirname): the bundle's.
      worker: '../node_modules/piscina/dist/worker.js',
    },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    outdir,
    // @azure/functions-core is not a package: the Functions worker hands it to the library through require.
    external: [...NATIVE_PACKAGES, '@azure/functions-core'],
    alias: { '@portail/common': '../common/src/index.ts' },
    // CommonJS code inside an ESM bundle still calls require and reads __dirname: give each file its own.
    banner: {
      js: [
        "import { createRequire as __createRequire } from 'node:module';",
        "import { dirname as __pathDirname } from 'node:path';",
        "import { fileURLToPath as __fileURLToPath } from 'node:url';",
        'const require = __createRequire(import.meta.url);',
        'const __filename = __fileURLToPath(import.meta.url);',
        'const __dirname = __pathDirname(__filename);',
      ].join(' '),
    },
    legalComments: 'linked',
    // The coverage mapping (v8-to-istanbul) marks a line unrun only when an unrun range spans all of it: on a
    // minified bundle's few long lines every line looked run.
    minifySyntax: !sourcemap,
    minifyWhitespace: !sourcemap,
    keepNames: true,
    metafile: true,
    sourcemap: sourcemap ? 'linked' : false,
    logLevel: 'warning',
  });
  return result.metafile;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildApi();

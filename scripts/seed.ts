/**
 * Seeds the store named by the environment (COSMOS_ENDPOINT, AzureWebJobsStorage…) with demo data.
 *   tsx scripts/seed.ts [--size small|default|bench] [--seed N] [--force]
 * Without --force, a store that already has the demo administrator is left alone. Only with
 * DEPLOYMENT_PROFILE=local (the local stacks' settings): the demo accounts' password is public.
 */
import { parseArgs } from 'node:util';
import { ensureDatabase } from '../functions/src/data/cosmos.js';
import { loadLocalSettings } from './local/local-settings.js';
import { demoSeedRefusal, isStoreEmpty, SEED_SIZES, seedDemoData, type SeedSizeName } from './seed/index.js';

// The settings of `npm start` (functions/local.settings.json); variables already set win.
loadLocalSettings(new URL('../functions/local.settings.json', import.meta.url).pathname);

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: 'default' },
    seed: { type: 'string' },
    force: { type: 'boolean', default: false },
    'no-blobs': { type: 'boolean', default: false },
  },
});
const size = values.size as SeedSizeName;
if (!(size in SEED_SIZES)) {
  console.error(`--size doit valoir ${Object.keys(SEED_SIZES).join(', ')}`);
  process.exit(2);
}

// Checked before the store is even opened: pointed at a deployed store, nothing is touched.
const refusal = demoSeedRefusal(process.env);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}

// In Azure the database and containers come from Bicep; createIfNotExists is harmless there.
await ensureDatabase();
if (!values.force && !(await isStoreEmpty())) {
  console.log('Des données existent déjà (admin@demo.test) : rien à faire. --force pour réécrire.');
  process.exit(0);
}
console.log(`Création des données de démonstration (${size} : ${JSON.stringify(SEED_SIZES[size])})…`);
const summary = await seedDemoData({
  size,
  seed: values.seed ? Number(values.seed) : undefined,
  uploadBlobs: !values['no-blobs'],
  log: (m) => console.log(m),
});
console.log(JSON.stringify(summary, null, 2));
console.log(`Terminé en ${(summary.durationMs / 1000).toFixed(1)} s.`);

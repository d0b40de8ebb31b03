/**
 * Rebuilds the sales-line search's index (container salesKeys) from the stored lines of the store named by the
 * environment: once after deploying the index over existing data, once after deploying the orders' own buckets
 * (their documents in the 4-character buckets are dropped, issue 30), or to repair
 * (functions/src/services/sales-index-rebuild.ts). While no import runs.
 *   tsx scripts/sales-index-rebuild.ts
 */
import { ensureDatabase } from '../functions/src/data/cosmos.js';
import { loadLocalSettings } from './local/local-settings.js';
import { rebuildSalesIndex } from '../functions/src/services/sales-index-rebuild.js';

loadLocalSettings(new URL('../functions/local.settings.json', import.meta.url).pathname);
await ensureDatabase();
console.log(JSON.stringify(await rebuildSalesIndex({ log: (m) => console.log(m) })));

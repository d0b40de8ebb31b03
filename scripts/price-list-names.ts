/**
 * One-off rewrite of the price-list names stored with ISO dates (issue 30), against the store named by the
 * environment (functions/local.settings.json, or the Function App's settings exported in the shell):
 *   npx tsx scripts/price-list-names.ts
 * Safe to run again: names already French are left alone. Each rename has its audit entry (by « maintenance »).
 */
import { ensureDatabase } from '../functions/src/data/cosmos.js';
import { rewritePriceListNames } from '../functions/src/services/price-list-names.js';
import { loadLocalSettings } from './local/local-settings.js';

loadLocalSettings(new URL('../functions/local.settings.json', import.meta.url).pathname);
await ensureDatabase();
const report = await rewritePriceListNames();
console.log(`Listes de prix : ${report.renamed} renommée(s) sur ${report.lists}.`);

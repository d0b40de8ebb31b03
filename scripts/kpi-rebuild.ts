/**
 * The KPI recalculation command: rebuilds every KPI aggregate (customer rows of each year, order-line rows)
 * from the raw data of the store named by the environment, as the seed does after a bulk load.
 *   tsx scripts/kpi-rebuild.ts [--years 2025,2026]      (default: the current year and the one before)
 */
import { parseArgs } from 'node:util';
import { ensureDatabase } from '../functions/src/data/cosmos.js';
import { loadLocalSettings } from './local/local-settings.js';
import { rebuildKpiAggregates } from '../functions/src/services/kpi-rebuild.js';

loadLocalSettings(new URL('../functions/local.settings.json', import.meta.url).pathname);

const { values } = parseArgs({ options: { years: { type: 'string' } } });
const current = new Date().getUTCFullYear();
const years = values.years ? values.years.split(',').map((y) => Number(y.trim())) : [current - 1, current];
if (years.some((y) => !Number.isInteger(y) || y < 2000 || y > 2100)) {
  console.error('--years attend des années séparées par des virgules, par exemple 2025,2026');
  process.exit(2);
}
await ensureDatabase();
const report = await rebuildKpiAggregates({ years, recomputeStats: true, log: (m) => console.log(m) });
console.log(JSON.stringify(report));

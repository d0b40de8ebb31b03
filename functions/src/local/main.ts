/**
 * Local stand-in for the Functions host (Core Tools cannot be installed here): serves the same route
 * table and queue functions that index.ts registers in Azure.
 */
import { fileURLToPath } from 'node:url';
import { loadLocalSettings } from '../local-settings.js';
import { readHostJsonQueues } from './settings.js';

const functionsDir = fileURLToPath(new URL('../../', import.meta.url));
loadLocalSettings(process.env.LOCAL_SETTINGS_FILE ?? `${functionsDir}local.settings.json`);

const { config } = await import('../config.js');
const { ensureDatabase } = await import('../data/cosmos.js');
const { routes } = await import('../routes.js');
const { queueFunctions } = await import('../queues.js');
const { timerFunctions } = await import('../timers.js');
const { startTimerHost, timerRunner } = await import('./timer-host.js');
const { createLocalHttpHost } = await import('./http-host.js');
const { startQueueHost } = await import('./queue-worker.js');

const port = Number(process.env.FUNCTIONS_PORT ?? 7071);
const settings = config();
await ensureDatabase();

const server = createLocalHttpHost(routes, timerRunner(timerFunctions));
server.keepAliveTimeout = 65_000;
await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

const queues = readHostJsonQueues(`${functionsDir}host.json`);
const stopQueues = startQueueHost(settings.storageConnectionString, queueFunctions, {
  maxDequeueCount: queues.maxDequeueCount,
  retryVisibilitySeconds: queues.visibilityTimeoutSeconds,
  processingVisibilitySeconds: 5 * 60,
  pollIntervalMs: Math.min(queues.maxPollingIntervalMs, 1000),
  batchSize: queues.batchSize,
});
const stopTimers = startTimerHost(timerFunctions);
console.log(`Fonctions : http://localhost:${port}/api (${routes.length} routes, ${queueFunctions.length} files d'attente)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    stopTimers();
    await stopQueues();
    server.close();
    process.exit(0);
  });
}

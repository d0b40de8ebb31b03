/**
 * Local stand-in for the Azure Functions host (Core Tools cannot be installed here). Loads an app the way
 * the Node worker does, through `@azure/functions-core` (functions-core.ts), and serves what it registered:
 * its HTTP functions on FUNCTIONS_PORT, its queue triggers from Azurite, its timers at their local interval.
 *
 *   node host.mjs <app folder or entry file>
 *
 * The app folder is a deployment folder (functions/.azure-package: package.json's main, host.json, its
 * node_modules), what azd deploys; an entry file (functions/src/index.ts, under tsx) runs the sources.
 * Settings come from the environment, then from LOCAL_SETTINGS_FILE's Values, as `func start` reads
 * local.settings.json. GET /admin/host/status says what runs: the app, the Node version, the functions.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadApp } from './functions-core.js';
import { createLocalHttpHost } from './http-host.js';
import { invoker } from './invoke.js';
import { startQueueHost } from './queue-worker.js';
import { sortRegistrations } from './registry.js';
import { readHostJsonQueues } from './settings.js';
import { createTimerHost } from './timer-host.js';

const target = resolve(process.argv[2] ?? 'functions/.azure-package');
const appDir = statSync(target).isDirectory() ? target : dirname(dirname(target));
const entry = statSync(target).isDirectory() ? join(target, (JSON.parse(readFileSync(join(target, 'package.json'), 'utf8')) as { main: string }).main) : target;

const settingsFile = process.env.LOCAL_SETTINGS_FILE;
if (settingsFile && existsSync(settingsFile)) {
  const { Values = {} } = JSON.parse(readFileSync(settingsFile, 'utf8')) as { Values?: Record<string, string> };
  for (const [name, value] of Object.entries(Values)) process.env[name] ??= value;
}

const started = performance.now();
const loaded = await loadApp(pathToFileURL(entry).href);
const app = sortRegistrations(loaded.functions);
const invoke = invoker(loaded.hooks);
const timers = createTimerHost(app.timers, invoke);

const port = Number(process.env.FUNCTIONS_PORT ?? 7071);
const server = createLocalHttpHost(app.http, invoke, {
  run: timers.run,
  status: () => ({
    state: 'Running',
    app: appDir,
    entry,
    node: process.version,
    functions: { http: app.http.length, queues: app.queues.length, timers: app.timers.length },
    timers: timers.runs,
  }),
});
server.keepAliveTimeout = 65_000;
await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));

const queues = readHostJsonQueues(join(appDir, 'host.json'));
const stopQueues = startQueueHost(
  process.env.AzureWebJobsStorage ?? '',
  app.queues,
  {
    maxDequeueCount: queues.maxDequeueCount,
    retryVisibilitySeconds: queues.visibilityTimeoutSeconds,
    processingVisibilitySeconds: 5 * 60,
    pollIntervalMs: Math.min(queues.maxPollingIntervalMs, 1000),
    batchSize: queues.batchSize,
  },
  invoke,
);
const stopTimers = timers.start();
console.log(
  `Fonctions : http://localhost:${port}/api — ${entry} sous Node ${process.version}, chargé en ${Math.round(performance.now() - started)} ms ` +
    `(${app.http.length} routes, ${app.queues.length} files d'attente, ${app.timers.length} minuteurs)`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    stopTimers();
    await stopQueues();
    server.close();
    process.exit(0);
  });
}

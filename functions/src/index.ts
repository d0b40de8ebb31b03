import { app } from '@azure/functions';
import { telemetryConnectionString } from './config.js';
import { toHttpHandler } from './http/pipeline.js';
import { queueFunctions } from './queues.js';
import { routes } from './routes.js';
import { startTelemetry } from './telemetry.js';
import { timerFunctions } from './timers.js';

const telemetry = telemetryConnectionString();
if (telemetry) {
  // Telemetry that cannot start must not take the API down with it.
  await startTelemetry(telemetry).catch((err: unknown) => console.error('Télémétrie non démarrée', err));
}

// Request bodies reach the handlers as streams, so that a size limit refuses a body while it comes in
// (http/body.ts) instead of after the host has buffered all of it.
app.setup({ enableHttpStream: true });

/** Entry point of the Functions app: registers every route of the table, every queue and timer function. */
for (const route of routes) {
  app.http(route.name, {
    methods: [route.method],
    route: route.path,
    authLevel: 'anonymous',
    handler: toHttpHandler(route),
  });
}

for (const fn of queueFunctions) {
  app.storageQueue(fn.name, { queueName: fn.queueName, connection: 'AzureWebJobsStorage', handler: fn.handler });
}

for (const fn of timerFunctions) {
  app.timer(fn.name, { schedule: fn.schedule, handler: fn.handler });
}

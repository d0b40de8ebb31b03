import { app } from '@azure/functions';
import { toHttpHandler } from './http/pipeline.js';
import { queueFunctions } from './queues.js';
import { routes } from './routes.js';

/** Entry point of the Functions app: registers every route of the table and every queue function. */
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

import { createHttpsServer } from '@vercel/cosmosdb-server';
import type { Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { unitTestSettings } from './unit-settings.js';

export type MemoryCosmos = Awaited<ReturnType<typeof startMemoryCosmos>>;

export interface MemoryCosmosOptions {
  /** Settings beside the unit tests' own (a queue's connection string, a request budget): set before the configuration is read. */
  env?: Record<string, string>;
  /** false: the database and its containers are left to be created, as on a first start. */
  ensureDatabase?: boolean;
}

/**
 * A Cosmos DB server in memory on an ephemeral port, the unit tests' settings pointed at it and the database
 * created: what a unit test needs to run the official SDK against a real server. The server itself is given
 * to a test that holds or rewrites its answers.
 */
export async function startMemoryCosmos(database: string, options: MemoryCosmosOptions = {}) {
  const server: Server = createHttpsServer();
  const port = await new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
  Object.assign(process.env, unitTestSettings(port, database), options.env);
  (await import('../config.js')).resetConfigForTests();
  const data = await import('../data/cosmos.js');
  if (options.ensureDatabase !== false) await data.ensureDatabase();
  return { data, port, server, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

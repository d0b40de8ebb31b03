import { createHttpsServer } from '@vercel/cosmosdb-server';
import type { AddressInfo } from 'node:net';
import { unitTestSettings } from './unit-settings.js';

export type MemoryCosmos = Awaited<ReturnType<typeof startMemoryCosmos>>;

/**
 * A Cosmos DB server in memory on an ephemeral port, the unit tests' settings pointed at it and the database
 * created: what a unit test needs to run the official SDK against a real server.
 */
export async function startMemoryCosmos(database: string) {
  const server = createHttpsServer();
  const port = await new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
  Object.assign(process.env, unitTestSettings(port, database));
  (await import('../config.js')).resetConfigForTests();
  const data = await import('../data/cosmos.js');
  await data.ensureDatabase();
  return { data, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

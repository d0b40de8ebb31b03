import { CosmosClient } from '@azure/cosmos';
import { createHttpsServer } from '@vercel/cosmosdb-server';
import type { Server } from 'node:https';
import { Agent } from 'node:https';

/** The well-known key of the Cosmos DB emulator, which the local server accepts. */
const KEY = 'C2y6yDjf5/R+ob0N8A7Cgv30VRDJIWEHLM+4QDU5DE2nQ9nDuVTqobD4b8mGGyPMbIZnqyMsEcaGQy67XIw/Jw==';

export interface InMemoryCosmos {
  server: Server;
  client: CosmosClient;
  close: () => Promise<void>;
}

/** A local Cosmos DB server (patched as installed) on a free port, and an SDK client for it: for tests. */
export async function startInMemoryCosmos(): Promise<InMemoryCosmos> {
  const server = createHttpsServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const client = new CosmosClient({
    endpoint: `https://127.0.0.1:${port}`,
    key: KEY,
    agent: new Agent({ rejectUnauthorized: false }),
    connectionPolicy: { enableEndpointDiscovery: false },
  });
  return { server, client, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * Local Cosmos DB endpoint: @vercel/cosmosdb-server keeps data in memory, so this process writes a
 * snapshot through the official SDK when it stops and loads it back when it starts.
 * Usage: tsx scripts/local/cosmos-server.ts <port> [snapshot-file]
 */
import { BulkOperationType, CosmosClient, type JSONObject, type OperationInput } from '@azure/cosmos';
import { createHttpsServer } from '@vercel/cosmosdb-server';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:https';
import { dirname } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';

const port = Number(process.argv[2] ?? 8081);
const snapshotFile = process.argv[3];
const KEY = 'C2y6yDjf5/R+ob0N8A7Cgv30VRDJIWEHLM+4QDU5DE2nQ9nDuVTqobD4b8mGGyPMbIZnqyMsEcaGQy67XIw/Jw==';

interface Snapshot {
  databases: { id: string; containers: { definition: Record<string, unknown>; items: Record<string, unknown>[] }[] }[];
}

// Without keepAlive the server answers `Connection: close`, so every SDK call paid a new TLS handshake
// on both sides: that alone made each point read several milliseconds.
const server = createHttpsServer({ keepAlive: true });
server.keepAliveTimeout = 65_000;
await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
countRequests();

/**
 * What the bench asks to know how many round trips a call costs and where the server's time goes (issue 34):
 * every request counted by kind, with the milliseconds until its answer was sent, at GET /_local/requests. A local tool only: Azure's own metrics say the same there.
 */
function countRequests(): void {
  const counts: Record<string, number> = {};
  const busy: Record<string, number> = {};
  const handlers = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/_local/requests') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ counts, busyMs: busy }));
      return;
    }
    const kind = requestKind(req);
    counts[kind] = (counts[kind] ?? 0) + 1;
    // The server's own time per kind (until the answer is sent): where the database's work goes.
    const began = performance.now();
    res.once('finish', () => (busy[kind] = (busy[kind] ?? 0) + performance.now() - began));
    for (const handle of handlers) handle.call(server, req, res);
  });
}

function requestKind(req: IncomingMessage): string {
  const path = (req.url ?? '').split('?')[0];
  const container = /\/colls\/([^/]+)/.exec(path)?.[1] ?? '-';
  const h = req.headers;
  if (h['x-ms-cosmos-is-batch-request'])
    return `${h['x-ms-cosmos-batch-atomic'] === 'True' || h['x-ms-cosmos-batch-atomic'] === 'true' ? 'batch' : 'bulk'} ${container}`;
  if (h['x-ms-cosmos-is-query-plan-request']) return `query plan ${container}`;
  if (h['x-ms-documentdb-isquery'] || h['content-type'] === 'application/query+json') return `query ${container}`;
  const onDocument = /\/docs\/[^/]+$/.test(path);
  return `${req.method} ${onDocument ? 'document' : path.includes('/docs') ? 'documents' : 'metadata'} ${container}`;
}

const client = new CosmosClient({
  endpoint: `https://127.0.0.1:${port}`,
  key: KEY,
  agent: new Agent({ rejectUnauthorized: false, keepAlive: true }),
  connectionPolicy: { enableEndpointDiscovery: false },
});

const SYSTEM_FIELDS = ['_rid', '_self', '_etag', '_attachments', '_ts'];
const strip = (doc: Record<string, unknown>) => Object.fromEntries(Object.entries(doc).filter(([k]) => !SYSTEM_FIELDS.includes(k)));

async function restore(file: string) {
  const snapshot = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
  let count = 0;
  for (const db of snapshot.databases) {
    const { database } = await client.databases.createIfNotExists({ id: db.id });
    for (const c of db.containers) {
      const { container } = await database.containers.createIfNotExists(strip(c.definition) as { id: string });
      const pkField = ((c.definition.partitionKey as { paths: string[] } | undefined)?.paths[0] ?? '/id').slice(1);
      // Bulk calls of 100, a few in flight: the partition key is given explicitly, as the local server needs.
      const calls: OperationInput[][] = [];
      for (let i = 0; i < c.items.length; i += 100) {
        calls.push(
          c.items
            .slice(i, i + 100)
            .map((item) => ({ operationType: BulkOperationType.Create, partitionKey: item[pkField] as string, resourceBody: item as JSONObject })),
        );
      }
      for (let i = 0; i < calls.length; i += 8) {
        await Promise.all(calls.slice(i, i + 8).map((ops) => container.items.bulk(ops)));
      }
      count += c.items.length;
    }
  }
  return count;
}

// Large pages: each page is one pass of the server over the container, and fewer, larger responses
// dumped the demo data (100,000 sales lines) in about 7 s against 11 s with pages of 5,000.
const DUMP_PAGE = 20_000;

async function dump(file: string) {
  const snapshot: Snapshot = { databases: [] };
  const { resources: databases } = await client.databases.readAll().fetchAll();
  for (const db of databases) {
    const entry: Snapshot['databases'][number] = { id: db.id, containers: [] };
    const { resources: containers } = await client.database(db.id).containers.readAll().fetchAll();
    for (const def of containers) {
      const items: Record<string, unknown>[] = [];
      for await (const page of client.database(db.id).container(def.id).items.readAll({ maxItemCount: DUMP_PAGE }).getAsyncIterator()) {
        for (const item of page.resources) items.push(strip(item));
      }
      entry.containers.push({ definition: { id: def.id, partitionKey: def.partitionKey, uniqueKeyPolicy: def.uniqueKeyPolicy }, items });
    }
    snapshot.databases.push(entry);
  }
  mkdirSync(dirname(file), { recursive: true });
  // Written aside then renamed, so a crash mid-write never leaves a half snapshot.
  writeFileSync(`${file}.tmp`, JSON.stringify(snapshot));
  renameSync(`${file}.tmp`, file);
}

if (snapshotFile && existsSync(snapshotFile)) {
  const started = Date.now();
  const count = await restore(snapshotFile);
  console.log(`Cosmos : ${count} documents rechargés en ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
console.log(`Cosmos : https://127.0.0.1:${port} prêt`);
process.send?.('ready');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    if (snapshotFile) {
      try {
        const started = Date.now();
        await dump(snapshotFile);
        console.log(`Cosmos : données enregistrées dans ${snapshotFile} en ${((Date.now() - started) / 1000).toFixed(1)} s`);
      } catch (err) {
        console.error('Cosmos : instantané impossible', err);
      }
    }
    server.close();
    process.exit(0);
  });
}

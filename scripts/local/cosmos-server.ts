/**
 * Local Cosmos DB endpoint: @vercel/cosmosdb-server keeps data in memory, so this process writes a
 * snapshot through the official SDK when it stops and loads it back when it starts.
 * Usage: tsx scripts/local/cosmos-server.ts <port> [snapshot-file]
 */
import { BulkOperationType, CosmosClient, type JSONObject, type OperationInput } from '@azure/cosmos';
import { createHttpsServer } from '@vercel/cosmosdb-server';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Agent } from 'node:https';
import { dirname } from 'node:path';

const port = Number(process.argv[2] ?? 8081);
const snapshotFile = process.argv[3];
const KEY = 'C2y6yDjf5/R+ob0N8A7Cgv30VRDJIWEHLM+4QDU5DE2nQ9nDuVTqobD4b8mGGyPMbIZnqyMsEcaGQy67XIw/Jw==';

interface Snapshot {
  databases: { id: string; containers: { definition: Record<string, unknown>; items: Record<string, unknown>[] }[] }[];
}

// The snapshot reads the server's memory directly: through the SDK, reading 100,000 documents takes
// minutes, because the server evaluates each page over the whole container. The server keeps its
// account in a closure, so the Account class is wrapped to capture the instance it creates.
interface MemoryItems<T> {
  _data: Map<string, T>;
}
interface MemoryItem {
  read(): Record<string, unknown>;
}
interface MemoryAccount {
  databases: MemoryItems<MemoryItem & { collections: MemoryItems<MemoryItem & { documents: MemoryItems<MemoryItem> }> }>;
}
const accountModule = createRequire(import.meta.url)('@vercel/cosmosdb-server/lib/account') as { default: new (...args: unknown[]) => object };
let account: MemoryAccount | undefined;
const OriginalAccount = accountModule.default;
accountModule.default = class extends OriginalAccount {
  constructor(...args: unknown[]) {
    super(...args);
    account = this as unknown as MemoryAccount;
  }
};

// Without keepAlive the server answers `Connection: close`, so every SDK call paid a new TLS handshake
// on both sides: that alone made each point read several milliseconds.
const server = createHttpsServer({ keepAlive: true });
server.keepAliveTimeout = 65_000;
await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

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
        calls.push(c.items.slice(i, i + 100).map((item) => ({ operationType: BulkOperationType.Create, partitionKey: item[pkField] as string, resourceBody: item as JSONObject })));
      }
      for (let i = 0; i < calls.length; i += 8) {
        await Promise.all(calls.slice(i, i + 8).map((ops) => container.items.bulk(ops)));
      }
      count += c.items.length;
    }
  }
  return count;
}

function dump(file: string) {
  if (!account) throw new Error('compte Cosmos local introuvable');
  const snapshot: Snapshot = { databases: [] };
  for (const db of account.databases._data.values()) {
    const entry: Snapshot['databases'][number] = { id: String(db.read().id), containers: [] };
    for (const collection of db.collections._data.values()) {
      const def = collection.read();
      entry.containers.push({
        definition: { id: def.id, partitionKey: def.partitionKey, uniqueKeyPolicy: def.uniqueKeyPolicy },
        items: [...collection.documents._data.values()].map((item) => strip(item.read())),
      });
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
        dump(snapshotFile);
        console.log(`Cosmos : données enregistrées dans ${snapshotFile}`);
      } catch (err) {
        console.error('Cosmos : instantané impossible', err);
      }
    }
    server.close();
    process.exit(0);
  });
}

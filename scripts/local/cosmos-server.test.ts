import { CosmosClient } from '@azure/cosmos';
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { Agent } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const KEY = 'C2y6yDjf5/R+ob0N8A7Cgv30VRDJIWEHLM+4QDU5DE2nQ9nDuVTqobD4b8mGGyPMbIZnqyMsEcaGQy67XIw/Jw==';
const script = new URL('./cosmos-server.ts', import.meta.url).pathname;
let child: ChildProcess | undefined;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

async function start(port: number, snapshot: string): Promise<ChildProcess> {
  const c = fork(script, [String(port), snapshot], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'ignore', 'ignore', 'ipc'] });
  await new Promise<void>((resolve, reject) => {
    c.once('message', () => resolve());
    c.once('exit', (code) => reject(new Error(`arrêté (${code})`)));
  });
  return c;
}

const stop = (c: ChildProcess) =>
  new Promise<void>((resolve) => {
    c.once('exit', () => resolve());
    c.kill('SIGTERM');
  });

const client = (port: number) =>
  new CosmosClient({
    endpoint: `https://127.0.0.1:${port}`,
    key: KEY,
    agent: new Agent({ rejectUnauthorized: false }),
    connectionPolicy: { enableEndpointDiscovery: false },
  });

afterEach(() => {
  child?.kill('SIGKILL');
});

describe('local Cosmos server', () => {
  it('keeps its data across a restart through the snapshot', async () => {
    const snapshot = join(mkdtempSync(join(tmpdir(), 'cosmos-')), 'snapshot.json');
    const port = await freePort();
    child = await start(port, snapshot);
    const { database } = await client(port).databases.createIfNotExists({ id: 'portail' });
    const { container } = await database.containers.createIfNotExists({ id: 'customerData', partitionKey: { paths: ['/customerId'] } });
    await container.items.create({ id: 'cart', customerId: 'c1', items: [{ reference: 'REF-1', quantity: 2 }] });
    await container.items.create({ id: 'cart', customerId: 'c2', items: [] });
    await stop(child);

    child = await start(port, snapshot);
    const restored = client(port).database('portail').container('customerData');
    const { resource } = await restored.item('cart', 'c1').read();
    expect(resource).toMatchObject({ id: 'cart', customerId: 'c1', items: [{ reference: 'REF-1', quantity: 2 }] });
    const { resources } = await restored.items.query('SELECT VALUE COUNT(1) FROM c').fetchAll();
    expect(resources).toEqual([2]);
    // The partition key definition survives too: a second document with the same id in c1 is refused.
    await expect(restored.items.create({ id: 'cart', customerId: 'c1' })).rejects.toMatchObject({ code: 409 });
    await stop(child);
    child = undefined;
  }, 60_000);
});

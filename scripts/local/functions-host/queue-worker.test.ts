import { QueueServiceClient } from '@azure/storage-queue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAzuriteQueue } from '../../../functions/src/testing/azurite-queue.js';
import type { QueueFunction } from './registry.js';
import { startQueueHost } from './queue-worker.js';

// A real Azurite, so that dequeue counts and visibility timeouts are the service's, not a mock's.
let azurite: Awaited<ReturnType<typeof startAzuriteQueue>>;
let connection: string;

beforeAll(async () => {
  azurite = await startAzuriteQueue();
  connection = azurite.connectionString;
}, 60_000);

afterAll(() => {
  azurite?.stop();
});

const options = { maxDequeueCount: 5, retryVisibilitySeconds: 0, processingVisibilitySeconds: 30, pollIntervalMs: 50, batchSize: 4 };
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

async function waitUntil(check: () => Promise<boolean> | boolean, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('délai dépassé');
}

describe('local queue host', () => {
  it('delivers decoded JSON with its dequeue count and deletes it on success', async () => {
    const queue = QueueServiceClient.fromConnectionString(connection).getQueueClient('ok-queue');
    await queue.createIfNotExists();
    const seen: { message: unknown; dequeueCount: unknown }[] = [];
    const fn: QueueFunction = {
      name: 'okFn',
      queueName: 'ok-queue',
      handler: async (message, ctx) => void seen.push({ message, dequeueCount: ctx.triggerMetadata?.dequeueCount }),
    };
    const stop = startQueueHost(connection, [fn], options);
    await queue.sendMessage(encode({ importId: 'a1' }));
    await waitUntil(() => seen.length === 1);
    await stop();
    expect(seen[0]).toEqual({ message: { importId: 'a1' }, dequeueCount: 1 });
    expect((await queue.getProperties()).approximateMessagesCount).toBe(0);
  });

  it('retries a failing message and moves it to <queue>-poison after 5 failures', async () => {
    const service = QueueServiceClient.fromConnectionString(connection);
    const queue = service.getQueueClient('failing');
    await queue.createIfNotExists();
    const attempts: unknown[] = [];
    const fn: QueueFunction = {
      name: 'failFn',
      queueName: 'failing',
      handler: async (_m, ctx) => {
        attempts.push(ctx.triggerMetadata?.dequeueCount);
        throw new Error('échec voulu');
      },
    };
    const stop = startQueueHost(connection, [fn], options);
    await queue.sendMessage(encode({ n: 1 }));
    const poison = service.getQueueClient('failing-poison');
    await waitUntil(async () => (await poison.exists()) && (await poison.peekMessages()).peekedMessageItems.length === 1);
    await stop();
    expect(attempts).toEqual([1, 2, 3, 4, 5]);
    const [moved] = (await poison.peekMessages()).peekedMessageItems;
    expect(JSON.parse(Buffer.from(moved.messageText, 'base64').toString())).toEqual({ n: 1 });
    expect((await queue.peekMessages()).peekedMessageItems).toHaveLength(0);
  });

  it('keeps a message hidden from other readers while it is processed', async () => {
    const service = QueueServiceClient.fromConnectionString(connection);
    const queue = service.getQueueClient('slow');
    await queue.createIfNotExists();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let calls = 0;
    const fn: QueueFunction = { name: 'slowFn', queueName: 'slow', handler: async () => void (calls++, await gate) };
    const stop = startQueueHost(connection, [fn], options);
    await queue.sendMessage(encode({ slow: true }));
    await waitUntil(() => calls === 1);
    expect((await queue.peekMessages()).peekedMessageItems).toHaveLength(0);
    release();
    await stop();
    expect(calls).toBe(1);
  });
});

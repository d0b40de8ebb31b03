import azureFunctions from '@azure/functions';
import { QueueServiceClient, type QueueClient } from '@azure/storage-queue';
import type { Invoke } from './invoke.js';
import type { QueueFunction } from './registry.js';

const { InvocationContext } = azureFunctions;

export interface QueueHostOptions {
  /** host.json extensions.queues: the same settings the Functions host applies. */
  maxDequeueCount: number;
  /** Seconds a failed message stays hidden before its next try. */
  retryVisibilitySeconds: number;
  /** Seconds a message being processed stays hidden from other readers. */
  processingVisibilitySeconds: number;
  pollIntervalMs: number;
  batchSize: number;
}

/**
 * Delivers queue messages to queue functions as the Functions host does: base64 messages, JSON decoded
 * when possible, a message is retried after a failure until its dequeue count passes maxDequeueCount,
 * then moved to "<queue>-poison".
 */
export function startQueueHost(
  connectionString: string,
  functions: QueueFunction[],
  options: QueueHostOptions,
  invoke: Invoke = defaultInvoke,
): () => Promise<void> {
  const service = QueueServiceClient.fromConnectionString(connectionString);
  let stopped = false;
  const loops = functions.map((fn) => pollLoop(service.getQueueClient(fn.queueName), service.getQueueClient(`${fn.queueName}-poison`), fn));

  async function pollLoop(queue: QueueClient, poison: QueueClient, fn: QueueFunction) {
    await queue.createIfNotExists();
    while (!stopped) {
      try {
        const { receivedMessageItems } = await queue.receiveMessages({
          numberOfMessages: options.batchSize,
          visibilityTimeout: options.processingVisibilitySeconds,
        });
        await Promise.all(receivedMessageItems.map((m) => deliver(queue, poison, fn, m)));
        if (receivedMessageItems.length === 0) await sleep(options.pollIntervalMs);
      } catch (err) {
        if (!stopped) console.error(`File ${fn.queueName} :`, err);
        await sleep(options.pollIntervalMs);
      }
    }
  }

  async function deliver(
    queue: QueueClient,
    poison: QueueClient,
    fn: QueueFunction,
    m: { messageId: string; popReceipt: string; messageText: string; dequeueCount: number; insertedOn: Date; expiresOn: Date },
  ) {
    const toPoison = async () => {
      await poison.createIfNotExists();
      await poison.sendMessage(m.messageText);
      await queue.deleteMessage(m.messageId, m.popReceipt);
    };
    // A message whose processing crashed the host already used up its tries.
    if (m.dequeueCount > options.maxDequeueCount) return toPoison();
    const context = new InvocationContext({
      functionName: fn.name,
      invocationId: crypto.randomUUID(),
      triggerMetadata: { id: m.messageId, dequeueCount: m.dequeueCount, insertionTime: m.insertedOn, expirationTime: m.expiresOn, popReceipt: m.popReceipt },
    });
    try {
      await invoke(fn.handler as (...args: unknown[]) => unknown, [decode(m.messageText)], context);
      await queue.deleteMessage(m.messageId, m.popReceipt);
    } catch (err) {
      console.error(`${fn.name} a échoué (tentative ${m.dequeueCount}) :`, err);
      if (m.dequeueCount >= options.maxDequeueCount) await toPoison();
      else await queue.updateMessage(m.messageId, m.popReceipt, undefined, options.retryVisibilitySeconds).catch(() => undefined);
    }
  }

  return async () => {
    stopped = true;
    await Promise.allSettled(loops);
  };
}

function decode(text: string): unknown {
  const raw = Buffer.from(text, 'base64').toString('utf8');
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

const defaultInvoke: Invoke = async (handler, inputs, context) => handler(...inputs, context);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

import type { QueueClient } from '@azure/storage-queue';
import { queueServiceClient } from './storage-clients.js';

/**
 * A sender of JSON messages to one queue, created on first use (in Azure, storage.bicep creates it; locally
 * Azurite starts empty). Messages are base64 JSON, as host.json's messageEncoding tells the queue trigger
 * (and the local host) to read them.
 */
export function queueSender<T>(queueName: string): (message: T) => Promise<void> {
  let queue: Promise<QueueClient> | undefined;
  const open = (): Promise<QueueClient> => {
    if (!queue) {
      const client = queueServiceClient().getQueueClient(queueName);
      queue = client.createIfNotExists().then(() => client);
      queue.catch(() => (queue = undefined));
    }
    return queue;
  };
  return async (message) => {
    await (await open()).sendMessage(Buffer.from(JSON.stringify(message)).toString('base64'));
  };
}

import type { QueueClient } from '@azure/storage-queue';
import { queueServiceClient } from './storage-clients.js';

/** Password reset requests, mailed by a queue function (features/auth/auth-send-reset-email.ts). */
export const RESET_REQUESTS_QUEUE = 'password-reset-requests';

export interface ResetRequestMessage {
  email: string;
}

let queue: Promise<QueueClient> | undefined;

/** The queue, created on first use (in Azure, Bicep creates it; locally Azurite starts empty). */
function resetQueue(): Promise<QueueClient> {
  if (!queue) {
    const client = queueServiceClient().getQueueClient(RESET_REQUESTS_QUEUE);
    queue = client.createIfNotExists().then(() => client);
    queue.catch(() => (queue = undefined));
  }
  return queue;
}

/** Base64 JSON, as host.json's messageEncoding tells the queue trigger to read it. */
export async function enqueueResetRequest(message: ResetRequestMessage): Promise<void> {
  await (await resetQueue()).sendMessage(Buffer.from(JSON.stringify(message)).toString('base64'));
}

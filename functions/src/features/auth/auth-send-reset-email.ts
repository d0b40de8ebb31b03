import type { InvocationContext, StorageQueueHandler } from '@azure/functions';
import { sendPasswordLink } from '../../auth/password-links.js';
import { findUserByEmail } from '../../data/users-repository.js';
import { RESET_REQUESTS_QUEUE, type ResetRequestMessage } from '../../data/reset-requests-queue.js';

/**
 * Mails the reset link of a queued request, away from the HTTP request: the caller's answer takes the same
 * time whether the address has an account or not, and never waits for SendGrid. An unknown or deactivated
 * address is dropped here, silently. A failure is retried by the queue, then lands in its poison queue.
 */
export const sendResetEmail: { name: string; queueName: string; handler: StorageQueueHandler } = {
  name: 'sendResetEmail',
  queueName: RESET_REQUESTS_QUEUE,
  async handler(message: unknown, context: InvocationContext) {
    const email = (message as Partial<ResetRequestMessage> | null)?.email;
    if (typeof email !== 'string') {
      context.warn('Demande de réinitialisation illisible, ignorée');
      return;
    }
    const user = await findUserByEmail(email);
    if (user?.active) await sendPasswordLink(user, 'reset');
  },
};

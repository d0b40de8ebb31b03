import type { InvocationContext, StorageQueueHandler } from '@azure/functions';
import { mailAccountNotice } from '../../auth/account-notices.js';
import { sendPasswordLink } from '../../auth/password-links.js';
import { findUserByEmail, findUserById } from '../../data/users-repository.js';
import { RESET_REQUESTS_QUEUE, type AccountNoticeMessage, type ResetRequestMessage } from '../../data/reset-requests-queue.js';

const NOTICES = new Set<string>(['password-changed', 'microsoft-linked'] satisfies AccountNoticeMessage['notice'][]);

/**
 * Mails the reset link of a queued request, away from the HTTP request: the caller's answer takes the same
 * time whether the address has an account or not, and never waits for SendGrid. An unknown or deactivated
 * address is dropped here, silently. A failure is retried by the queue, then lands in its poison queue.
 * The same queue carries the notices of a changed password or a linked Microsoft account, mailed to the
 * user's address of now.
 */
export const sendResetEmail: { name: string; queueName: string; handler: StorageQueueHandler } = {
  name: 'sendResetEmail',
  queueName: RESET_REQUESTS_QUEUE,
  async handler(message: unknown, context: InvocationContext) {
    const notice = message as Partial<AccountNoticeMessage> | null;
    if (typeof notice?.notice === 'string' && NOTICES.has(notice.notice) && typeof notice.userId === 'string') {
      const user = await findUserById(notice.userId);
      if (user) await mailAccountNotice(user, notice.notice as AccountNoticeMessage['notice']);
      return;
    }
    const email = (message as Partial<ResetRequestMessage> | null)?.email;
    if (typeof email !== 'string') {
      context.warn('Demande de réinitialisation illisible, ignorée');
      return;
    }
    const user = await findUserByEmail(email);
    if (user?.active) await sendPasswordLink(user, 'reset');
  },
};

import { queueSender } from './queue-sender.js';

/**
 * The account's mails, sent by a queue function (features/auth/auth-send-reset-email.ts) away from the
 * request: password reset links, and the notices that the password changed or a Microsoft account was
 * linked (ASVS V6: a user hears of every change of how they sign in).
 */
export const RESET_REQUESTS_QUEUE = 'password-reset-requests';

export interface ResetRequestMessage {
  email: string;
}

export type AccountNotice = 'password-changed' | 'microsoft-linked';

export interface AccountNoticeMessage {
  notice: AccountNotice;
  userId: string;
}

const send = queueSender<ResetRequestMessage | AccountNoticeMessage>(RESET_REQUESTS_QUEUE);

export const enqueueResetRequest = (message: ResetRequestMessage) => send(message);
export const enqueueAccountNotice = (message: AccountNoticeMessage) => send(message);

import { queueSender } from './queue-sender.js';

/** Password reset requests, mailed by a queue function (features/auth/auth-send-reset-email.ts). */
export const RESET_REQUESTS_QUEUE = 'password-reset-requests';

export interface ResetRequestMessage {
  email: string;
}

export const enqueueResetRequest = queueSender<ResetRequestMessage>(RESET_REQUESTS_QUEUE);

import type { ErrorCode } from '@portail/common';

/**
 * How much costly work one caller may ask for (API4, issue 31): each kind is a fixed window counted in the
 * throttles container, shared by every instance (services/allowances.ts). Past it the call is a French 429
 * with Retry-After, the end of the window; nothing is queued nor sent.
 */
export type AllowanceKind = 'backgroundExport' | 'contactMail' | 'resetRequestByAddress';

const HOUR_MS = 60 * 60_000;

export const ALLOWANCES: Record<AllowanceKind, { limit: number; windowMs: number; code: ErrorCode & `too_many_${string}` }> = {
  // A workbook of a whole list takes minutes of a thread: twenty an hour is more than a person reads.
  backgroundExport: { limit: 20, windowMs: HOUR_MS, code: 'too_many_exports' },
  // Each message mails the customer's sales contact: twenty an hour per user, far above a person's need
  // (and above what the test suites send as one demo user in an hour), far below a mail bomb.
  contactMail: { limit: 20, windowMs: HOUR_MS, code: 'too_many_contact_mails' },
  // Per client address, whatever the addresses asked for (each account has its own 3 an hour, auth/throttle.ts):
  // one address cannot have reset mails sent to every account.
  resetRequestByAddress: { limit: 10, windowMs: HOUR_MS, code: 'too_many_requests' },
};

/** The counter of one caller for one kind: a user id, or a client address already hashed. */
export const allowanceCounterId = (kind: AllowanceKind, subject: string): string => `allowance:${kind}:${subject}`;

/**
 * When a mailed password link (invitation or reset) may still set a password. A link is a key to the account
 * for whoever reads that mailbox, so it is only good for the address it was mailed to: an administrator who
 * corrects a mistyped address must not leave the first mailbox able to choose the password, with the
 * account's role, until the link expires. The writers also clear the link on an e-mail change or a
 * deactivation (users-update.ts); this check covers a link mailed while such a change was being written.
 */
export interface StoredPasswordLink {
  hash: string;
  purpose: 'reset' | 'invitation';
  expiresAt: string;
  /** The address the link was mailed to. Links stored before it was recorded have none and are refused. */
  sentTo?: string;
}

export interface PasswordLinkHolder {
  email: string;
  active: boolean;
  passwordToken: StoredPasswordLink | null;
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The stored link if it can still be used now, whatever the token presented; otherwise undefined. */
export function usablePasswordLink(user: PasswordLinkHolder | undefined, now: number): StoredPasswordLink | undefined {
  const stored = user?.passwordToken;
  if (!user || !stored || !user.active) return undefined;
  if (!(Date.parse(stored.expiresAt) >= now)) return undefined;
  if (stored.sentTo === undefined || !sameAddress(stored.sentTo, user.email)) return undefined;
  return stored;
}

/** Whether an edit of the user must end their pending link: a new address, or an account switched off. */
export function editEndsPasswordLink(before: { email: string; active: boolean }, after: { email: string; active: boolean }): boolean {
  return !sameAddress(before.email, after.email) || !after.active;
}

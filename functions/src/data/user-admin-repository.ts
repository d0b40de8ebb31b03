import { container, isCosmosStatus } from './cosmos.js';
import { DuplicateEmailError, forgetSessionUser, updateUser, type UserDoc } from './users-repository.js';

/**
 * The back office's writes of users beyond users-repository: e-mail changes (the unique lookup document
 * moves with the address), deletion with its lookups, and the invitation counter that limits resending.
 */

const users = () => container('users');
const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;

/** The new address's lookup is taken first (409: someone has it), the old one released after the user is written. */
export async function claimEmail(userId: string, email: string): Promise<void> {
  try {
    await users().items.create({ id: emailKey(email), type: 'lookup', userId });
  } catch (err) {
    if (isCosmosStatus(err, 409)) throw new DuplicateEmailError(email);
    throw err;
  }
}

export async function releaseEmail(email: string): Promise<void> {
  await users()
    .item(emailKey(email), emailKey(email))
    .delete()
    .catch((err: unknown) => {
      if (!isCosmosStatus(err, 404)) throw err;
    });
}

/** Deletes the user if it is still the version read (412 otherwise), then its lookups. */
export async function deleteUser(user: UserDoc & { _etag: string }): Promise<void> {
  await users()
    .item(user.id, user.id)
    .delete({ accessCondition: { type: 'IfMatch', condition: user._etag } });
  forgetSessionUser(user.id);
  await releaseEmail(user.email);
  if (user.entra) {
    const key = `entra:${user.entra.tid}:${user.entra.oid}`;
    await users()
      .item(key, key)
      .delete()
      .catch(() => undefined);
  }
}

interface InvitationWindow {
  start: string;
  count: number;
}

/**
 * Takes one invitation from the user's window (at most `max` per `windowMs`), counted on the user with an
 * ETag-checked write so that concurrent resends are counted one by one. Answers the seconds to wait, 0 if taken.
 */
export async function takeInvitation(userId: string, max: number, windowMs: number, now = Date.now()): Promise<number> {
  let wait = 0;
  await updateUser(userId, (u) => {
    const doc = u as UserDoc & { invitationWindow?: InvitationWindow };
    const current = doc.invitationWindow;
    const fresh = !current || now - Date.parse(current.start) >= windowMs;
    const window = fresh ? { start: new Date(now).toISOString(), count: 0 } : current;
    if (window.count >= max) {
      wait = Math.ceil((Date.parse(window.start) + windowMs - now) / 1000);
      return null;
    }
    wait = 0;
    return { ...doc, invitationWindow: { start: window.start, count: window.count + 1 } } as UserDoc;
  });
  return wait;
}

import { findUserById, updateUser } from '../data/users-repository.js';
import { failure } from '../http/errors.js';
import { noticeAccountChange } from './account-notices.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { issueAccessToken } from './tokens.js';

/**
 * A signed-in user changes their own password: the current one must be right (the caller has counted the
 * attempt as a sign-in, auth/throttle.ts). Every session of the user ends (tokensValidAfter), the pending
 * reset link too, and a new session is opened for the caller, so that only the device that made the
 * change stays signed in. The user is mailed, as after a reset. Answers the new session, or throws a
 * French 400 naming the field; nothing is written on a refusal.
 */
export async function changeOwnPassword(userId: string, currentPassword: string, password: string): Promise<{ token: string; expiresAt: string }> {
  const user = await findUserById(userId);
  // No password yet (an account that signs in with Microsoft only): it has none to give, so this is the same answer.
  if (!user || !(await verifyPassword(user.passwordHash ?? null, currentPassword)))
    throw failure('password_current_wrong', undefined, { field: 'currentPassword' });
  if (password === currentPassword) throw failure('password_same', undefined, { field: 'password' });
  const passwordHash = await hashPassword(password);
  let changed = false;
  await updateUser(userId, (u) => {
    // Another change of the password landed meanwhile: the current password checked is no longer the one stored.
    if (u.passwordHash !== user.passwordHash || !u.active) return null;
    changed = true;
    return { ...u, passwordHash, passwordToken: null, tokensValidAfter: Date.now() / 1000 };
  });
  if (!changed) throw failure('password_changed_elsewhere');
  // Issued after the write: its issue time is not before tokensValidAfter, so this one session goes on.
  const session = await issueAccessToken(userId);
  await noticeAccountChange(userId, 'password-changed');
  return session;
}

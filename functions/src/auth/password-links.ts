import { config } from '../config.js';
import { findUserById, updateUser, type UserDoc } from '../data/users-repository.js';
import { usablePasswordLink } from '../domain/password-link.js';
import { failure } from '../http/errors.js';
import { escapeHtml, sendMail } from '../mail/send-mail.js';
import { noticeAccountChange } from './account-notices.js';
import { digest, hashPassword, newSecretToken, sameDigest } from './passwords.js';

const LIFETIME_MS = { reset: 60 * 60 * 1000, invitation: 72 * 60 * 60 * 1000 } as const;

/**
 * Stores a fresh single-use token (hashed) on the user and mails the link. The link is built from the
 * configured public address, never from request headers, so it cannot be pointed elsewhere. The token
 * records the address it is mailed to: it stops working once the user's address is another one.
 */
export async function sendPasswordLink(user: UserDoc, purpose: 'reset' | 'invitation'): Promise<void> {
  const { token, hash } = newSecretToken();
  const expiresAt = new Date(Date.now() + LIFETIME_MS[purpose]).toISOString();
  let addressKept = true;
  await updateUser(user.id, (u) => {
    // The address changed since the caller read the user: this link would be refused, so none is mailed.
    if (u.email !== user.email) {
      addressKept = false;
      return null;
    }
    return { ...u, passwordToken: { hash, purpose, expiresAt, sentTo: user.email } };
  });
  if (!addressKept) return;
  const link = `${config().publicUrl}/resetpassword?userId=${encodeURIComponent(user.id)}&token=${encodeURIComponent(token)}`;
  const provider = config().providerName;
  const subject = purpose === 'reset' ? 'Réinitialisation de votre mot de passe' : 'Votre accès au portail fidélité';
  const intro =
    purpose === 'reset'
      ? 'Vous avez demandé la réinitialisation de votre mot de passe. Ce lien est valable une heure et ne peut servir qu’une fois.'
      : `Un compte a été créé pour vous sur le portail fidélité ${provider}. Choisissez votre mot de passe avec ce lien, valable 72 heures.`;
  await sendMail({
    to: user.email,
    subject,
    text: `Bonjour ${user.firstName},\n\n${intro}\n\n${link}\n\nSi vous n’êtes pas à l’origine de cette demande, ignorez ce message.`,
    html: `<p>Bonjour ${escapeHtml(user.firstName)},</p><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">Choisir mon mot de passe</a></p><p>Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.</p>`,
  });
}

/**
 * Sets the new password if the token matches, is unexpired and unused. The token is cleared in the same
 * ETag-checked write, so two uses of one link cannot both succeed; every earlier session ends. A link of a
 * deactivated user, or mailed to another address than the user's current one, gets the same answer as an
 * expired one: the caller learns nothing about the account.
 */
export async function consumePasswordLink(userId: string, token: string, password: string): Promise<void> {
  const invalid = failure('invalid_token');
  const user = await findUserById(userId);
  const stored = usablePasswordLink(user, Date.now());
  if (!stored || !sameDigest(stored.hash, digest(token))) throw invalid;
  const passwordHash = await hashPassword(password);
  let consumed = false;
  await updateUser(userId, (u) => {
    // Checked again on the version written: an address change or a deactivation may have landed meanwhile.
    if (usablePasswordLink(u, Date.now())?.hash !== stored.hash) return null;
    consumed = true;
    return { ...u, passwordHash, passwordToken: null, tokensValidAfter: Date.now() / 1000 };
  });
  if (!consumed) throw invalid;
  // A reset changes how the account signs in: its owner hears of it. An invitation's first password does not.
  if (stored.purpose === 'reset') await noticeAccountChange(userId, 'password-changed');
}

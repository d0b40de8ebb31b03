import { config } from '../config.js';
import { enqueueAccountNotice, type AccountNotice } from '../data/reset-requests-queue.js';
import type { UserDoc } from '../data/users-repository.js';
import { escapeHtml, sendMail } from '../mail/send-mail.js';

const TEXTS: Record<AccountNotice, { subject: string; body: string }> = {
  'password-changed': {
    subject: 'Votre mot de passe a été modifié',
    body: 'Le mot de passe de votre compte du portail fidélité vient d’être modifié, et vos autres sessions ont été fermées.',
  },
  'microsoft-linked': {
    subject: 'Un compte Microsoft a été associé à votre accès',
    body: 'Un compte Microsoft vient d’être associé à votre compte du portail fidélité : il permet désormais de vous connecter.',
  },
};

/** The notice's mail, to the user's current address (queue function features/auth/auth-send-reset-email.ts). */
export async function mailAccountNotice(user: UserDoc, notice: AccountNotice): Promise<void> {
  const { subject, body } = TEXTS[notice];
  const warning = `Si vous n’êtes pas à l’origine de ce changement, écrivez sans attendre à ${config().mail.salesAddress} ou demandez un nouveau mot de passe depuis la page de connexion.`;
  await sendMail({
    to: user.email,
    subject,
    text: `Bonjour ${user.firstName},\n\n${body}\n\n${warning}`,
    html: `<p>Bonjour ${escapeHtml(user.firstName)},</p><p>${escapeHtml(body)}</p><p>${escapeHtml(warning)}</p>`,
  });
}

/**
 * Queues the notice of a change already written. The change stands whatever happens to its notice, so a
 * queue that cannot be reached is logged, not answered as a failure of the change the caller made.
 */
export async function noticeAccountChange(userId: string, notice: AccountNotice): Promise<void> {
  await enqueueAccountNotice({ notice, userId }).catch((err: unknown) => console.error(`Avis « ${notice} » non mis en file pour ${userId}`, err));
}

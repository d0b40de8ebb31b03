import { CLAIM_KIND_LABELS, CLAIM_STATUS_LABELS, formatEuro } from '@portail/common';
import { config } from '../config.js';
import { findCustomerById } from '../data/customers-repository.js';
import { findUserById } from '../data/users-repository.js';
import { escapeHtml, sendMail, type Mail } from '../mail/send-mail.js';
import type { ClaimDoc } from '../model/claims.js';

/**
 * The e-mails of a claim: to the customer (the user who declared it, the customer's address in copy) at each
 * change of status, and to the customer's sales contact when it is submitted.
 */

const facts = (c: ClaimDoc): [string, string][] => [
  ['Client', `${c.customerName} (n° ${c.customerNumber})`],
  ['Type', CLAIM_KIND_LABELS[c.kind]],
  ['Facture', c.invoiceNumber],
  ['Commande', c.orderNumber],
  ['Référence', c.currentReference ? `${c.currentReference} → ${c.reference}` : c.reference],
  ['Montant', formatEuro(c.amount)],
  ['Quantité', String(c.quantity)],
];

function compose(to: string, cc: string | undefined, subject: string, intro: string, c: ClaimDoc, link: string, extra?: string): Mail {
  const list = facts(c);
  const text = `${intro}\n\n${list.map(([k, v]) => `${k} : ${v}`).join('\n')}${extra ? `\n\n${extra}` : ''}\n\n${link}\n`;
  const html =
    `<p>${escapeHtml(intro)}</p><p>${list.map(([k, v]) => `<strong>${escapeHtml(k)} :</strong> ${escapeHtml(v)}`).join('<br>')}</p>` +
    `${extra ? `<p style="white-space:pre-wrap">${escapeHtml(extra)}</p>` : ''}<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`;
  return { to, ...(cc && cc !== to ? { cc } : {}), subject, text, html };
}

/** To the customer: what became of their claim. */
function claimStatusMail(c: ClaimDoc, to: string, cc: string | undefined): Mail {
  const reopened = c.history.at(-1)?.action === 'reopened';
  const status = reopened ? 'de nouveau ouverte' : CLAIM_STATUS_LABELS[c.status].toLowerCase();
  const extra =
    c.status === 'refused'
      ? `Motif : ${c.refusalReason ?? ''}`
      : c.status === 'resolvedByImport'
        ? 'La ligne est arrivée avec un import de vos ventes.'
        : reopened
          ? 'L’import de vos ventes qui l’avait résolue a été annulé : nous la traitons de nouveau.'
          : undefined;
  return compose(
    to,
    cc,
    `[Portail fidélité] Votre réclamation sur la facture ${c.invoiceNumber} : ${status}`,
    `Votre réclamation est ${status}.`,
    c,
    `${config().publicUrl}/reclamations`,
    extra,
  );
}

/** To the customer's sales contact: a new claim to look at. */
export function claimSubmittedMail(c: ClaimDoc, to: string): Mail {
  return compose(
    to,
    undefined,
    `[Portail fidélité] Nouvelle réclamation – ${c.customerName} (${c.customerNumber})`,
    'Un client a déclaré une réclamation sur ses ventes.',
    c,
    `${config().publicUrl}/admin/reclamations`,
    c.comment || undefined,
  );
}

/** Sends the status e-mail to whoever declared the claim, the customer's address in copy. */
export async function mailClaimStatus(c: ClaimDoc): Promise<void> {
  const [user, customer] = await Promise.all([findUserById(c.createdBy), findCustomerById(c.customerId)]);
  const to = user?.active ? user.email : customer?.email;
  if (!to) return;
  await sendMail(claimStatusMail(c, to, customer?.email || undefined));
}

import type { ContactRequest, SalesContact } from '@portail/common';
import type { CustomerDoc } from '../../model/customers.js';
import { escapeHtml, type Mail } from '../../mail/send-mail.js';

/**
 * The contact form's message: it goes to the interlocutor the page names (the customer's sales contact,
 * or the sales team's address when the customer has none), with the writer in copy and as reply-to. The
 * recipient comes from the customer alone, never from the request.
 */
export function contactMail(request: ContactRequest, customer: CustomerDoc, contact: SalesContact, writerEmail: string): Mail {
  const sender = `${request.prenom} ${request.nom}`;
  const subject = `[Portail fidélité] ${request.select} – ${customer.name} (${customer.number})`;
  const facts: [string, string][] = [
    ['Sujet', request.select],
    ['Client', `${customer.name} (n° ${customer.number})`],
    ['Expéditeur', `${sender} <${writerEmail}>`],
  ];
  const text = `${facts.map(([k, v]) => `${k} : ${v}`).join('\n')}\n\n${request.message}\n`;
  const html =
    `<p>${facts.map(([k, v]) => `<strong>${escapeHtml(k)} :</strong> ${escapeHtml(v)}`).join('<br>')}</p>` +
    `<p style="white-space:pre-wrap">${escapeHtml(request.message)}</p>`;
  return { to: contact.email, cc: writerEmail, replyTo: writerEmail, subject, text, html };
}

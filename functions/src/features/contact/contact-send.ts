import { CONTACT_FAILURE, CONTACT_SUCCESS, contactRequestSchema, messageSchema } from '@portail/common';
import { config } from '../../config.js';
import { findCustomerById } from '../../data/customers-repository.js';
import { ApiError, customerNotFound } from '../../http/errors.js';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { escapeHtml, sendMail } from '../../mail/send-mail.js';

export const sendContactEmail = defineRoute({
  name: 'sendContactEmail',
  method: 'POST',
  path: 'email',
  access: 'user',
  scope: { kind: 'customer', in: 'body', key: 'customer' },
  summary: 'Message du formulaire de contact, envoyé au service commercial avec copie à l’utilisateur',
  tags: ['contact'],
  body: contactRequestSchema,
  maxBodyBytes: 16 * 1024,
  response: messageSchema,
  async handler({ body, principal, log }) {
    const customer = await findCustomerById(body.customer);
    if (!customer) throw customerNotFound();
    const sender = `${body.prenom} ${body.nom}`;
    const subject = `[Portail fidélité] ${body.select} – ${customer.name} (${customer.number})`;
    const facts: [string, string][] = [
      ['Sujet', body.select],
      ['Client', `${customer.name} (n° ${customer.number})`],
      ['Expéditeur', `${sender} <${principal.user.email}>`],
    ];
    const text = `${facts.map(([k, v]) => `${k} : ${v}`).join('\n')}\n\n${body.message}\n`;
    const html =
      `<p>${facts.map(([k, v]) => `<strong>${escapeHtml(k)} :</strong> ${escapeHtml(v)}`).join('<br>')}</p>` +
      `<p style="white-space:pre-wrap">${escapeHtml(body.message)}</p>`;
    try {
      await sendMail({ to: config().mail.salesAddress, cc: principal.user.email, replyTo: principal.user.email, subject, text, html });
    } catch (err) {
      log.error('Envoi du message de contact impossible', err);
      throw new ApiError(502, 'mail_failed', CONTACT_FAILURE);
    }
    return ok({ message: CONTACT_SUCCESS });
  },
});

import { CONTACT_SUCCESS, contactRequestSchema, messageSchema } from '@portail/common';
import { findCustomerById } from '../../data/customers-repository.js';
import { customerNotFound, failure } from '../../http/errors.js';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { sendMail } from '../../mail/send-mail.js';
import { takeAllowance } from '../../services/allowances.js';
import { salesContactOf } from '../customers/sales-contact.js';
import { contactMail } from './contact-mail.js';

export const sendContactEmail = defineRoute({
  name: 'sendContactEmail',
  method: 'POST',
  path: 'email',
  access: 'user',
  scope: { kind: 'customer', in: 'body', key: 'customer' },
  summary: 'Message du formulaire de contact, envoyé à l’interlocuteur commercial du client avec copie à l’utilisateur',
  tags: ['contact'],
  body: contactRequestSchema,
  maxBodyBytes: 16 * 1024,
  response: messageSchema,
  async handler({ body, principal, log }) {
    const customer = await findCustomerById(body.customer);
    if (!customer) throw customerNotFound();
    const mail = contactMail(body, customer, await salesContactOf(customer), principal.user.email);
    // At most ALLOWANCES.contactMail an hour per user (domain/allowances.ts); a mail that did not leave is not counted.
    const allowance = await takeAllowance('contactMail', principal.user.id);
    try {
      await sendMail(mail);
    } catch (err) {
      await allowance.giveBack();
      log.error('Envoi du message de contact impossible', err);
      throw failure('mail_failed');
    }
    return ok({ message: CONTACT_SUCCESS });
  },
});

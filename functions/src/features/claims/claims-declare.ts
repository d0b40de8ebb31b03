import { claimInputSchema, claimSchema, idSchema } from '@portail/common';
import { z } from 'zod';
import { findCustomerById } from '../../data/customers-repository.js';
import { sendMail } from '../../mail/send-mail.js';
import { idempotencyKeyOf } from '../../http/idempotency-key.js';
import { created, ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { claimSubmittedMail } from '../../services/claim-mails.js';
import { declareClaim } from '../../services/claim-declaration.js';
import { toClaim } from '../../services/claims.js';
import { salesContactOf } from '../customers/sales-contact.js';
import { actorOf } from './claim-actor.js';

/**
 * A customer user declares a claim; the customer's sales contact is told by e-mail. Sent again with its
 * Idempotency-Key, it answers the claim the first request declared (200), without a second e-mail.
 */
export const declareCustomerClaim = defineRoute({
  name: 'declareCustomerClaim',
  method: 'POST',
  path: 'customerClaims/{customerId}',
  access: 'user',
  scope: { kind: 'customer', in: 'params', key: 'customerId' },
  summary:
    'Déclare une réclamation sur une ligne de vente (manquante, montant, quantité ou référence erronés) ; e-mail à l’interlocuteur commercial (en-tête Idempotency-Key facultatif : la même clé renvoie la réclamation déclarée, 200)',
  tags: ['claims'],
  params: z.strictObject({ customerId: idSchema }),
  body: claimInputSchema,
  maxBodyBytes: 16 * 1024,
  response: claimSchema,
  async handler({ params, body, principal, log, request }) {
    const { claim, replay } = await declareClaim(params.customerId, body, actorOf(principal), { idempotencyKey: idempotencyKeyOf(request) });
    if (replay) return ok(toClaim(claim));
    try {
      const customer = await findCustomerById(params.customerId);
      if (customer) await sendMail(claimSubmittedMail(claim, (await salesContactOf(customer)).email));
    } catch (err) {
      // The claim is recorded and listed in the back office: a mail that did not leave is logged, not refused.
      log.error(`Réclamation ${claim.id} : e-mail à l’interlocuteur commercial non envoyé`, err);
    }
    return created(toClaim(claim));
  },
});

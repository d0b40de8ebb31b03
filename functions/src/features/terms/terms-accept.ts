import { acceptTermsRequestSchema, messageSchema } from '@portail/common';
import { findTermsById, recordAcceptance } from '../../data/terms-repository.js';
import { failure } from '../../http/errors.js';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';

export const acceptTerms = defineRoute({
  name: 'acceptTerms',
  method: 'POST',
  path: 'TermsAndConditions/accept',
  access: 'user',
  openBeforeTerms: true,
  // Only the person can accept: an administrator records no acceptance for anyone else.
  scope: { kind: 'self', in: 'body', key: 'userId', ownOnly: true },
  summary: 'Enregistre l’acceptation d’une version des conditions',
  tags: ['terms'],
  body: acceptTermsRequestSchema,
  response: messageSchema,
  async handler({ body }) {
    const version = await findTermsById(body.termVersionId);
    if (!version?.isActive) throw failure('terms_version_inactive', undefined, { field: 'termVersionId' });
    // The server's clock is the record of when the user accepted; the client's date is only checked for form.
    await recordAcceptance({
      id: version.id,
      type: 'termsAcceptance',
      userId: body.userId,
      termVersionId: version.id,
      acceptanceDate: new Date().toISOString(),
    });
    return ok({ message: 'Conditions acceptées' });
  },
});

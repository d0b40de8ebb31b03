import { acceptedSchema, idSchema } from '@portail/common';
import { z } from 'zod';
import { findCurrentTerms, hasAccepted } from '../../data/terms-repository.js';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';

export const getTermsAccepted = defineRoute({
  name: 'getTermsAccepted',
  method: 'GET',
  path: 'TermsAndConditions/accepted/{userId}',
  access: 'user',
  openBeforeTerms: true,
  scope: { kind: 'self', in: 'params', key: 'userId' },
  summary: 'L’utilisateur a-t-il accepté la version en vigueur des conditions ?',
  tags: ['terms'],
  params: z.strictObject({ userId: idSchema }),
  response: acceptedSchema,
  async handler({ params }) {
    const current = await findCurrentTerms();
    return ok(current ? await hasAccepted(params.userId, current.id) : true);
  },
});

import { idSchema, termsAcceptanceRowSchema } from '@portail/common';
import { z } from 'zod';
import { acceptancesOf } from '../../data/terms-admin-repository.js';
import { findUserById } from '../../data/users-repository.js';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';

export const getTermsAcceptances = defineRoute({
  name: 'getTermsAcceptances',
  method: 'GET',
  path: 'TermsAndConditions/{id}/acceptances',
  access: 'admin',
  scope: { kind: 'none' },
  summary: 'Acceptations d’une version des conditions (prénom, nom, e-mail, date), la plus récente d’abord',
  tags: ['terms'],
  params: z.strictObject({ id: idSchema }),
  response: z.array(termsAcceptanceRowSchema),
  async handler({ params }) {
    const acceptances = await acceptancesOf(params.id);
    // One point read per user; users deleted since keep their acceptance, without a name.
    const users = await Promise.all(acceptances.map((a) => findUserById(a.userId)));
    return ok(
      acceptances.map((a, i) => ({
        userId: a.userId,
        firstName: users[i]?.firstName ?? '',
        lastName: users[i]?.lastName ?? '',
        email: users[i]?.email ?? '',
        acceptanceDate: a.acceptanceDate,
      })),
    );
  },
});

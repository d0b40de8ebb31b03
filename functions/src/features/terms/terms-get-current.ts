import { termsVersionSchema } from '@portail/common';
import { findCurrentTerms } from '../../data/terms-repository.js';
import { failure } from '../../http/errors.js';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { toTermsDto } from './terms-dto.js';

export const getCurrentTerms = defineRoute({
  name: 'getCurrentTerms',
  method: 'GET',
  path: 'TermsAndConditions/current',
  access: 'user',
  openBeforeTerms: true,
  scope: { kind: 'none' },
  summary: 'Version en vigueur des conditions générales',
  tags: ['terms'],
  response: termsVersionSchema,
  async handler() {
    const current = await findCurrentTerms();
    if (!current) throw failure('terms_none_active');
    return ok(toTermsDto(current));
  },
});

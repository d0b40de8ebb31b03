import { z } from 'zod';
import { formBoolean, optionalText, requiredText } from './admin-forms.js';
import { idSchema } from './common.js';
import { ADMIN_PAGE_SIZE, type ListSpec } from './list.js';

export const TERMS_LIST_SPEC: ListSpec<'versionNumber' | 'versionDate'> = {
  sortable: ['versionNumber', 'versionDate'],
  defaultOrder: { field: 'versionDate', direction: 'desc' },
  pageSize: ADMIN_PAGE_SIZE,
};

/** Longest terms text accepted (a body of the API is 64 KiB at most). */
export const TERMS_TEXT_MAX = 50_000;

/**
 * POST /api/TermsAndConditions and PUT /api/TermsAndConditions/{id}: version number and full text required.
 * Exactly one version is active: activating one deactivates the others, and every user accepts it at their
 * next sign-in.
 */
export const termsInputSchema = z.strictObject({
  id: idSchema.optional(),
  versionNumber: requiredText(20),
  fullText: requiredText(TERMS_TEXT_MAX),
  changeDescription: optionalText(1000),
  isActive: formBoolean(false),
});
export type TermsInput = z.infer<typeof termsInputSchema>;

/** GET /api/TermsAndConditions/{id}/acceptances: who accepted the version, and when. */
export const termsAcceptanceRowSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  acceptanceDate: z.string(),
});
export type TermsAcceptanceRow = z.infer<typeof termsAcceptanceRowSchema>;

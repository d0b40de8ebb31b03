import { z } from 'zod';
import { idSchema } from './common.js';

export const termsVersionSchema = z.object({
  id: z.string(),
  versionNumber: z.string(),
  versionDate: z.string(),
  fullText: z.string(),
  changeDescription: z.string(),
  isActive: z.boolean(),
});
export type TermsVersion = z.infer<typeof termsVersionSchema>;

export const acceptTermsRequestSchema = z.strictObject({
  userId: idSchema,
  termVersionId: idSchema,
  acceptanceDate: z.iso.datetime({ error: 'La date doit être au format ISO 8601', offset: true }),
});
export type AcceptTermsRequest = z.infer<typeof acceptTermsRequestSchema>;

export const acceptedSchema = z.boolean();

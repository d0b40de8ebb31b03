import { z } from 'zod';
import { fr } from '../i18n/fr.js';
import { idSchema } from './common.js';

/** Largest manual adjustment in one call. */
export const MAX_MANUAL_POINTS = 10_000_000;

/** POST /api/statsContract/updatePoints: a non-zero whole number, positive or negative. */
export const updatePointsRequestSchema = z.strictObject({
  customerId: idSchema,
  manualPointsToAdd: z
    .number({ error: fr['admin.points-must-be-number'] })
    .int(fr['admin.points-must-be-number'])
    .refine((n) => n !== 0, fr['admin.points-must-be-number'])
    .refine((n) => Math.abs(n) <= MAX_MANUAL_POINTS, fr['admin.points-must-be-number']),
  /** Why the points move, kept in the audit trail (issue 10: a required reason). */
  reason: z.string({ error: 'Le motif est obligatoire' }).trim().min(1, 'Le motif est obligatoire').max(500, 'Le motif ne peut pas dépasser 500 caractères'),
});
export type UpdatePointsRequest = z.infer<typeof updatePointsRequestSchema>;

export const pointsBalanceSchema = z.object({
  customerId: z.string(),
  year: z.number().int(),
  earned: z.number(),
  manualPoints: z.number(),
  spent: z.number(),
  balance: z.number(),
});
export type PointsBalance = z.infer<typeof pointsBalanceSchema>;

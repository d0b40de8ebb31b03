import { z } from 'zod';
import { idSchema } from './common.js';

/** GET /api/buyingGroupHome and GET /api/buyingGroups/{id}/home: the year, the current one by default. */
export const buyingGroupHomeQuerySchema = z.strictObject({
  year: z.coerce
    .number({ error: 'L’année doit être un nombre' })
    .int('L’année doit être un nombre entier')
    .min(2000, 'Cette année est hors du programme')
    .max(2100, 'Cette année est hors du programme')
    .optional(),
});

export const buyingGroupParamsSchema = z.strictObject({ id: idSchema });

const gapSchema = z.object({ tier: z.number().int(), missing: z.number() }).nullable();

/** One member on its group's home (issue 33): its figures of the year, its tier and the rule that made it. */
export const buyingGroupMemberSchema = z.object({
  memberId: z.string(),
  groupId: z.string(),
  year: z.number().int(),
  customerNumber: z.string(),
  customerName: z.string(),
  /** Membership window in the year (ISO days); null: since before the year / still a member. */
  joinedOn: z.string().nullable(),
  leftOn: z.string().nullable(),
  current: z.boolean(),
  revenueCurrentYear: z.number(),
  revenuePreviousYear: z.number(),
  /** What the member brings to the group's volume: its sales of the year inside its membership window. */
  groupSales: z.number(),
  status: z.number().int(),
  tierRule: z.enum(['own', 'group', 'manual']),
  groupTierFrom: z.string().nullable(),
  totalPoints: z.number(),
  forecastPoints: z.number(),
  balance: z.number(),
  gapToNextTier: gapSchema,
});
export type BuyingGroupMember = z.infer<typeof buyingGroupMemberSchema>;

export const buyingGroupHomeSchema = z.object({
  groupId: z.string(),
  name: z.string(),
  year: z.number().int(),
  totals: z.object({
    revenueCurrentYear: z.number(),
    revenuePreviousYear: z.number(),
    groupVolume: z.number(),
    totalPoints: z.number(),
    forecastPoints: z.number(),
    balance: z.number(),
    members: z.number().int(),
  }),
  groupTier: z.object({ tierFromVolume: z.number().int(), gapToNextTier: gapSchema }),
  members: z.array(buyingGroupMemberSchema),
});
export type BuyingGroupHome = z.infer<typeof buyingGroupHomeSchema>;

/** GET /api/kpi/buying-groups?year: the KPI « Groupements » tab, one row per buying group. */
export const kpiBuyingGroupRowSchema = z.object({
  groupId: z.string(),
  name: z.string(),
  /** Members still in the group. */
  members: z.number().int(),
  revenueCurrentYear: z.number(),
  revenuePreviousYear: z.number(),
  /** The members' sales of the year, each inside its membership window. */
  groupVolume: z.number(),
  totalPoints: z.number(),
  forecastPoints: z.number(),
});
export type KpiBuyingGroupRow = z.infer<typeof kpiBuyingGroupRowSchema>;

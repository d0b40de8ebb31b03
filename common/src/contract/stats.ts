import { z } from 'zod';
import { customerSchema } from './customers.js';

/** Customer stats of the spec ("Customer stats"): points are unrounded, the screens round them up. */
export const statsContractSchema = z.object({
  year: z.number().int(),
  totalPoints: z.number(),
  capitalPoints: z.number(),
  consommablePoints: z.number(),
  implantPoints: z.number(),
  servicePoints: z.number(),
  manualPoints: z.number(),
  /** Points spent on Programme orders this year. */
  spentPoints: z.number(),
  /** Points still available: earned + manual − spent, never below 0. */
  remainingPoints: z.number(),
  totalCurrentYear: z.number(),
  totalPastYear: z.number(),
  /** −1 when unknown. */
  statusPastYear: z.number().int(),
  statusCurrentYear: z.number().int(),
  forecastedPointsCurrentYearEnd: z.number(),
  forecastedImpactCurrentYear: z.number(),
  gimCustomNames: z.array(z.string()),
  gimCustomTotals: z.array(z.number()),
  gimCustomPreviousYearNames: z.array(z.string()),
  gimCustomPreviousYearTotals: z.array(z.number()),
  /** When the document was last computed (null for zeroed stats). */
  updatedAt: z.string().nullable(),
});
export type StatsContract = z.infer<typeof statsContractSchema>;

export const subFranchisesSchema = z.object({ names: z.array(z.string()), totals: z.array(z.number()) });

export const deliveryCostAndBillingFeesSchema = z.object({
  year: z.number().int(),
  totalBillingFees: z.number(),
  totalDeliveryCost: z.number(),
});

export const customerStatsResponseSchema = z.object({
  statsContract: statsContractSchema,
  subFranchises: subFranchisesSchema,
  deliveryCostAndBillingFees: deliveryCostAndBillingFeesSchema,
  customer: customerSchema,
});
export type CustomerStatsResponse = z.infer<typeof customerStatsResponseSchema>;

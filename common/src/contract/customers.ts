import { z } from 'zod';

const statusRef = z.object({ number: z.number().int() }).nullable();

/**
 * Who answers the customer (contact card): its exclusive contact (fK_UniqueContact, an active staff user),
 * with that user's public details only, or, without one, the provider's generic sales address.
 */
export const salesContactSchema = z.object({
  /** True for the customer's exclusive contact; false for the generic sales team. */
  exclusive: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
});
export type SalesContact = z.infer<typeof salesContactSchema>;

export const customerSchema = z.object({
  id: z.string(),
  number: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  city: z.string(),
  address: z.string(),
  buyingGroup: z.string().nullable(),
  buyingGroupName: z.string().nullable(),
  status: statusRef,
  manualStatutCurrentYear: statusRef,
  manualStatutPreviousYear: statusRef,
  fK_Status: z.number().int(),
  fK_UniqueContact: z.string().nullable(),
  salesContact: salesContactSchema,
  active: z.boolean(),
  logo: z.string().nullable(),
});
export type Customer = z.infer<typeof customerSchema>;

import { z } from 'zod';

export const addressSchema = z.object({
  id: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
  fullAddress: z.string(),
  addressName: z.string(),
  /** 0 billing, 1 delivery. */
  addressType: z.number().int(),
  fK_Customer: z.string(),
});
export type Address = z.infer<typeof addressSchema>;
export const addressesSchema = z.array(addressSchema);

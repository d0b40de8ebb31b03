import { z } from 'zod';

const statusRef = z.object({ number: z.number().int() }).nullable();

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
  active: z.boolean(),
  logo: z.string().nullable(),
});
export type Customer = z.infer<typeof customerSchema>;

import { z } from 'zod';
import { fr } from '../i18n/fr.js';

export const idempotencyKeySchema = z.uuid({ error: fr['alert.error.idempotency-key'] });

/** Address ids may be empty or missing: the server answers alert.error.addresses-empty then. */
const optionalId = z
  .string()
  .max(64, "L'identifiant est trop long")
  .regex(/^[A-Za-z0-9_-]*$/, "L'identifiant est invalide")
  .nullish();

/** POST /api/orderOneStryker/createOrderFromCart. Empty fields get the spec's messages (section 5). */
export const createOrderFromCartRequestSchema = z.strictObject({
  customerId: z
    .string({ error: fr['rules.required'] })
    .min(1, fr['rules.required'])
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, "L'identifiant est invalide"),
  billingService: z.string().max(200, 'Le service de facturation est trop long').nullish(),
  fK_ShippingAddressId: optionalId,
  fK_BillingAddressId: optionalId,
});
export type CreateOrderFromCartRequest = z.infer<typeof createOrderFromCartRequestSchema>;

export const ORDER_STATUS_VALUES = ['pending', 'confirmed', 'cancelled'] as const;

export const checkoutOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  /** Points excluding VAT, after discount. */
  totalAmount: z.number(),
  /** Points debited from the customer's balance: min(totalAmount, available points). */
  pointsSpent: z.number(),
  /** Invoiced in euros excluding VAT: totalAmount − pointsSpent. */
  amountInvoiced: z.number(),
  status: z.enum(ORDER_STATUS_VALUES),
});
export type CheckoutOrder = z.infer<typeof checkoutOrderSchema>;

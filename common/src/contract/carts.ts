import { z } from 'zod';
import { MAX_CART_QUANTITY } from '../constants.js';
import { fr } from '../i18n/fr.js';
import { idSchema } from './common.js';

export const cartItemSchema = z.object({
  cartItemId: z.string(),
  /** Same as cartItemId: the generic list tooling finds resources by `id`. */
  id: z.string(),
  productId: z.string(),
  reference: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  gimPackContent: z.number(),
  /** Unit price in points (one point = one euro excluding VAT). */
  price: z.number(),
  quantity: z.number().int(),
  /** VAT rate in percent. */
  vat: z.number(),
});
export type CartItemDto = z.infer<typeof cartItemSchema>;

/** GET /api/carts/{customerId}: the cart plus the order summary the cart screen shows. */
export const cartSchema = z.object({
  cartId: z.string(),
  customerId: z.string(),
  discountRate: z.number(),
  /** Number of lines: the badge of the top bar and the count of the cart page (cartItemCount, server side). */
  itemCount: z.number().int(),
  cartItems: z.array(cartItemSchema),
  /** Sum of the quantities. */
  totalArticles: z.number().int(),
  deliveryCost: z.number(),
  billingFees: z.number(),
  /** Sum of price × quantity, points excluding VAT, before discount. */
  totalAmount: z.number(),
  /** totalAmount after discountRate: what checkout charges. */
  discountedAmount: z.number(),
  /** Balance of the customer's points of the current year. */
  availablePoints: z.number(),
  /** Points the checkout would spend now: min(discountedAmount, availablePoints), to the cent. */
  pointsToUse: z.number(),
  /** Euros excluding VAT: discountedAmount + fees − pointsToUse, computed in cents. */
  remainingToPay: z.number(),
  /** Addresses of the customer's last order, for the cart to preselect. */
  lastBillingAddressId: z.string().nullable(),
  lastShippingAddressId: z.string().nullable(),
});
export type Cart = z.infer<typeof cartSchema>;

const integer = (max: number) => z.number({ error: fr['rules.integer'] }).int(fr['rules.integer']).max(max, `La valeur ne doit pas dépasser ${max}`);
/** A cart quantity: a whole number from 1; 0 and negatives are refused, never turned into 1. */
const quantity = integer(MAX_CART_QUANTITY).min(1, fr['rules.positive-integer']);

/**
 * POST /api/carts/items/{customer}. The client's price, vat and gimPackContent are accepted for
 * compatibility but the server takes them from the product. A missing or empty quantity becomes 1;
 * 0 or a negative quantity is refused.
 */
export const addCartItemRequestSchema = z.strictObject({
  productId: idSchema,
  // Optional on the way in (a caller may leave it out), 1 on the way out.
  quantity: z
    .preprocess((q) => (q === '' || q === null ? undefined : q), quantity.optional())
    .optional()
    .transform((q) => q ?? 1),
  price: z.number({ error: fr['rules.positive-number'] }).nullish(),
  vat: z
    .number({ error: fr['rules.positive-number'] })
    .min(0, fr['rules.positive-number'])
    .max(100)
    .nullish()
    .transform((v) => v ?? 0),
  gimPackContent: z.number({ error: fr['rules.integer'] }).nullish(),
  customer: idSchema.optional(),
});
export type AddCartItemRequest = z.input<typeof addCartItemRequestSchema>;

export const itemCountSchema = z.object({ itemCount: z.number().int() });
export type ItemCount = z.infer<typeof itemCountSchema>;

/** PUT /api/carts/items/{cartItemId}/quantity: a bare JSON number from 1; 0 or below is refused. */
export const cartQuantitySchema = quantity;

/** PUT /api/carts/{customerId}/discountRate: a bare JSON number, percent 0–100. */
export const discountRateSchema = z
  .number({ error: fr['alert.error.discount-rate'] })
  .min(0, fr['alert.error.discount-rate'])
  .max(100, fr['alert.error.discount-rate']);

import type { Timestamps } from './document.js';

// customerData (pk /customerId), id 'cart'

export interface CartItem {
  cartItemId: string;
  productId: string;
  reference: string;
  description: string;
  image: string | null;
  gimPackContent: number;
  /** Unit price in points. */
  price: number;
  quantity: number;
  /** VAT rate in percent. */
  vat: number;
}

/** One cart per customer, id 'cart'. */
export interface CartDoc extends Timestamps {
  id: typeof CART_DOC_ID;
  type: 'cart';
  customerId: string;
  /** Percentage 0–100 granted by an administrator. */
  discountRate: number;
  items: CartItem[];
}

export const CART_DOC_ID = 'cart';

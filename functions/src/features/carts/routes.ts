import type { AnyRoute } from '../../http/route.js';
import { addCartItem } from './carts-add-item.js';
import { deleteCartItem } from './carts-delete-item.js';
import { getCart } from './carts-get-cart.js';
import { getCartItem } from './carts-get-item.js';
import { updateCartDiscountRate } from './carts-update-discount.js';
import { updateCartItemQuantity } from './carts-update-quantity.js';

export const cartsRoutes: AnyRoute[] = [getCart, getCartItem, addCartItem, updateCartItemQuantity, deleteCartItem, updateCartDiscountRate];

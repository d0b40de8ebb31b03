import type { AddressDoc } from '../model/addresses.js';
import type { AddressSnapshot, OrderLine } from '../model/orders.js';
import type { ProductDoc } from '../model/products.js';

/**
 * What an order keeps of a product and of its addresses: copies, so that a later change of the catalogue
 * or of an address never rewrites an order or its invoice. Checkout and the demo seed build orders alike.
 */
export const orderLineOf = (p: ProductDoc, quantity: number, unitPrice: number): OrderLine => ({
  productId: p.id,
  reference: p.reference,
  description: p.descriptionLocal || p.description,
  unitPrice,
  quantity,
  currentCost: p.currentCost,
  gimPackContent: p.gimPackContent,
  franchiseGroup: p.franchiseGroup,
  franchise: p.franchise,
  subFranchise: p.subFranchise,
  category: p.category,
});

export const addressSnapshot = (a: AddressDoc): AddressSnapshot => ({
  addressId: a.id,
  addressName: a.addressName ?? '',
  fullAddress: a.fullAddress ?? '',
  addressLine1: a.addressLine1 ?? '',
  addressLine2: a.addressLine2 ?? '',
  zipCode: a.zipCode ?? '',
  city: a.city ?? '',
  country: a.country ?? '',
});

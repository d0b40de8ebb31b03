import { adminProductRowSchema, adminProductSchema, PRODUCT_LIST_SPEC, productInputSchema, type AdminProduct, type ProductInput } from '@portail/common';
import { forgetCatalogue } from '../data/catalogue-cache.js';
import { customColumnsOf } from '../domain/custom-columns.js';
import { productSearchText } from '../domain/search-text.js';
import type { ProductDoc } from '../model/products.js';
import { PRODUCT_USES } from '../services/product-uses.js';
import type { Reference, ResourceDeclaration } from './resource-declaration.js';

type ProductSort = (typeof PRODUCT_LIST_SPEC.sortable)[number];

/** Records that name the product by id: a product still in a cart, a price list or an order cannot go (the import's rollback checks the same). */
const line = ({ type, field, noun }: (typeof PRODUCT_USES)[number]): Reference<ProductDoc> => ({
  container: 'customerData',
  type,
  field,
  many: true,
  element: 'productId',
  value: (d) => d.id,
  noun: [...noun],
});

function toAdminProduct(d: ProductDoc): AdminProduct {
  return {
    id: d.id,
    reference: d.reference,
    gimID: d.gimID,
    description: d.description,
    descriptionLocal: d.descriptionLocal,
    price: d.price,
    tva: d.tva,
    currency: d.currency,
    lppr: d.lppr,
    gtinCode: d.gtinCode,
    primaryUOM: d.primaryUOM,
    gimUOM: d.gimUOM,
    gimPackContent: d.gimPackContent,
    gimSterilityFlag: d.gimSterilityFlag,
    franchise: d.franchise,
    franchiseGroup: d.franchiseGroup,
    subFranchise: d.subFranchise,
    gimBrand: d.gimBrand,
    gimItemType: d.gimItemType,
    gimProductLine: d.gimProductLine,
    gimSubBrand: d.gimSubBrand,
    sapg: d.sapg,
    targetProductGroup: d.targetProductGroup,
    gimCustom: d.gimCustom,
    sapgCustom: d.sapgCustom,
    currentCost: d.currentCost,
    quantity: d.quantity,
    active: d.active,
    stage: d.stage,
    category: d.category,
    updatedAt: d.updatedAt,
  };
}

/**
 * The products list and its writes (back-office.md sections 2, 3 and 5). Commercial staff read it (a product
 * belongs to no customer); only administrators write. The custom columns and the search text are derived
 * on every write; the image and the customer restriction, which the form does not show, are kept.
 */
export const productDeclaration: ResourceDeclaration<ProductDoc, AdminProduct, ProductInput, ProductSort> = {
  path: 'products',
  singular: 'product',
  title: 'Produits',
  tag: 'products',
  access: { read: 'staff', write: 'admin' },
  list: PRODUCT_LIST_SPEC,
  store: {
    container: 'products',
    type: 'product',
    partition: { byId: true },
    searchField: 'searchText',
    sortFields: { reference: 'reference', gimID: 'gimID', description: 'description', price: 'price', quantity: 'quantity', currentCost: 'currentCost' },
  },
  schemas: { item: adminProductSchema, input: productInputSchema, row: adminProductRowSchema },
  toDto: toAdminProduct,
  build(input, { id, now, existing }) {
    const { id: _bodyId, ...fields } = input;
    void _bodyId;
    const doc: Omit<ProductDoc, 'searchText'> = {
      ...fields,
      id,
      type: 'product',
      image: existing?.image ?? null,
      ...(existing?.customerIds ? { customerIds: existing.customerIds } : {}),
      ...customColumnsOf(fields),
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
    };
    return { ...doc, searchText: productSearchText(doc) };
  },
  describe: (d) => d.reference,
  references: PRODUCT_USES.map(line),
  // The catalogue this instance keeps shows the change at once (other instances within their minute).
  async afterWrite() {
    forgetCatalogue();
  },
};

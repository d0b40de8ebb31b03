import { cataloguePageSchema, type CatalogueProduct, catalogueQuerySchema, NO_PRODUCTS_FOUND, PRODUCT_SORT_FIELDS } from '@portail/common';
import type { HttpResponseInit } from '@azure/functions';
import { cachedActiveProducts, cachedCustomerPrices } from '../../data/catalogue-cache.js';
import type { ProductDoc } from '../../model/products.js';
import { priceFor, selectCataloguePage, type CatalogueSort, type CustomerPrices } from '../../domain/catalogue.js';
import { failure } from '../../http/errors.js';
import { buildPagination, paged, SECURITY_HEADERS } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';

const CATALOGUE_PAGE_SIZE = 10;

export function parseProductSort(orderBy: string | undefined): CatalogueSort {
  if (!orderBy) return { field: 'reference', descending: false };
  const [name, direction = 'asc'] = orderBy.trim().split(/\s+/);
  const field = PRODUCT_SORT_FIELDS.find((f) => f.toLowerCase() === name.toLowerCase());
  if (!field) throw failure('sort_field_unknown', { field: name, fields: PRODUCT_SORT_FIELDS.join(', ') }, { field: 'orderBy' });
  return { field, descending: direction.toLowerCase() === 'desc' };
}

/** The product as a customer sees it: its price list's price, no cost of goods. */
export function toCatalogueProduct(p: ProductDoc, prices: CustomerPrices): CatalogueProduct {
  return {
    id: p.id,
    reference: p.reference,
    description: p.description,
    descriptionLocal: p.descriptionLocal,
    price: priceFor(p, prices),
    tva: p.tva,
    currency: p.currency,
    lppr: p.lppr,
    gtinCode: p.gtinCode,
    primaryUOM: p.primaryUOM,
    gimUOM: p.gimUOM,
    gimID: p.gimID,
    gimPackContent: p.gimPackContent,
    gimSterilityFlag: p.gimSterilityFlag,
    franchise: p.franchise,
    franchiseGroup: p.franchiseGroup,
    subFranchise: p.subFranchise,
    gimBrand: p.gimBrand,
    gimItemType: p.gimItemType,
    gimProductLine: p.gimProductLine,
    gimSubBrand: p.gimSubBrand,
    sapg: p.sapg,
    targetProductGroup: p.targetProductGroup,
    quantity: p.quantity,
    image: p.image,
    active: p.active,
    stage: p.stage,
    category: p.category,
    updatedAt: p.updatedAt,
  };
}

export const getProductsForCustomer = defineRoute({
  name: 'getProductsForCustomer',
  method: 'GET',
  path: 'products/GetAllForCustomer',
  access: 'user',
  scope: { kind: 'customer', in: 'query', key: 'Customer' },
  summary: 'Catalogue des produits d’un client (points), paginé ; « No products found » quand il est vide',
  tags: ['products'],
  query: catalogueQuerySchema,
  response: cataloguePageSchema,
  paged: true,
  async handler({ query }): Promise<HttpResponseInit> {
    const sort = parseProductSort(query.orderBy);
    const size = query.pageSize ?? CATALOGUE_PAGE_SIZE;
    const filter = { customerId: query.Customer, search: query.search, category: query.category, stage: query.stage };
    const [products, prices] = await Promise.all([cachedActiveProducts(), cachedCustomerPrices(query.Customer)]);
    const { rows, total } = selectCataloguePage(products, prices, filter, sort, { number: query.pageNumber, size });
    const pagination = buildPagination(query.pageNumber, size, total);
    if (total === 0) {
      // The spec's answer for an empty catalogue: the text itself, not an empty list.
      return {
        status: 200,
        body: NO_PRODUCTS_FOUND,
        headers: {
          ...SECURITY_HEADERS,
          'Content-Type': 'text/plain; charset=utf-8',
          'X-Pagination': JSON.stringify(pagination),
          'Access-Control-Expose-Headers': 'X-Pagination',
        },
      };
    }
    return paged(
      rows.map((p) => toCatalogueProduct(p, prices)),
      pagination,
    );
  },
});

import useSWR from 'swr';
import { NO_PRODUCTS_FOUND, type CatalogueProduct } from '@portail/common';
import { apiPaged, query, type Paged } from '../../../lib/api-extra';

const CATALOGUE_PAGE_SIZE = 12;

export interface CatalogueFilter {
  pageNumber: number;
  search?: string;
  category?: string;
  stage?: string;
}

const catalogueKey = (customerId: string, filter: CatalogueFilter) =>
  `/products/GetAllForCustomer${query({
    Customer: customerId,
    pageNumber: filter.pageNumber,
    pageSize: CATALOGUE_PAGE_SIZE,
    orderBy: 'description asc',
    search: filter.search,
    category: filter.category,
    stage: filter.stage,
  })}`;

/** 'No products found' is the API's way of saying the list is empty. */
async function getCatalogue(customerId: string, filter: CatalogueFilter): Promise<Paged<CatalogueProduct[]>> {
  const page = await apiPaged<CatalogueProduct[] | typeof NO_PRODUCTS_FOUND>(catalogueKey(customerId, filter));
  return { items: page.items === NO_PRODUCTS_FOUND ? [] : page.items, pagination: page.pagination };
}

export function useCatalogue(customerId: string | undefined, filter: CatalogueFilter) {
  return useSWR(customerId ? catalogueKey(customerId, filter) : null, () => getCatalogue(customerId as string, filter), {
    keepPreviousData: true,
  });
}

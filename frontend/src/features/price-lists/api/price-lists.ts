import useSWR from 'swr';
import type { PriceList, PriceListInput, PriceListLine, AdminProductRow } from '@portail/common';
import { apiRequest, apiResponse } from '../../../lib/api-client';
import { query } from '../../../lib/api-extra';

/**
 * The calls of the price-lists area (back-office.md §7, plus the percentage and the removal of a product,
 * issue 30). Every change names the version of the list it was made on (If-Match): the API refuses it (412)
 * when the list changed since, and answers the new version, which the next change sends.
 */

const enc = encodeURIComponent;
export const PRICE_LISTS_PATH = '/priceList';

/** A list's products with the version they were read at. */
export interface ListLines {
  lines: PriceListLine[];
  etag: string;
}

async function linesOf(response: Response): Promise<ListLines> {
  return { lines: (await response.json()) as PriceListLine[], etag: response.headers.get('ETag') ?? '' };
}

// A key of its own: the customer dialog caches the same path as a bare array.
export const useListLines = (id: string) => useSWR(['price-list-lines', id], () => apiResponse(`${PRICE_LISTS_PATH}/${enc(id)}/details`).then(linesOf));

const versioned = (etag: string) => ({ 'If-Match': etag });

export const updatePriceList = (id: string, input: PriceListInput, etag: string) =>
  apiRequest<PriceList>(`${PRICE_LISTS_PATH}/${enc(id)}`, { method: 'PUT', body: { ...input, id }, headers: versioned(etag) });

export const applyPercentage = (id: string, percent: number, etag: string) =>
  apiResponse(`${PRICE_LISTS_PATH}/${enc(id)}/percentage`, { method: 'POST', body: { percent }, headers: versioned(etag) }).then(linesOf);

export const removeProduct = (id: string, productId: string, etag: string) =>
  apiResponse(`${PRICE_LISTS_PATH}/details/${enc(id)}/${enc(productId)}`, { method: 'DELETE', headers: versioned(etag) }).then(linesOf);

/** Sets a product's price in the list; a product not yet in it is added. Answers the list's new version. */
export const setPrice = async (id: string, productId: string, price: number, etag: string): Promise<string> => {
  const response = await apiResponse(`${PRICE_LISTS_PATH}/details/${enc(id)}`, { method: 'POST', body: { productId, price }, headers: versioned(etag) });
  return response.headers.get('ETag') ?? '';
};

/** The products an administrator may add, found by reference or description (the products list's own search). */
export const useProductChoices = (search: string) =>
  useSWR(search ? `/products${query({ pageSize: 10, orderBy: 'reference asc', search })}` : null, (key: string) => apiRequest<AdminProductRow[]>(key), {
    keepPreviousData: true,
  });

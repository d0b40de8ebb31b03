import useSWR, { mutate } from 'swr';
import { type AdminFile, type Contract, type ContractInput, type Exclusions, type PriceList, type PriceListInput, type PriceListLine, type TermsAcceptanceRow, type OrderDetailLine } from '@portail/common';
import { apiRequest } from '../../../lib/api-client';

/** The back office's own calls for products, contracts and files, price lists, terms and orders (back-office.md §7). */

const enc = encodeURIComponent;
const ifMatch = (etag: string | null | undefined) => (etag ? { 'If-Match': etag } : undefined);

export const PRODUCTS_PATH = '/products';
/** The server's own sentence, shown as a success (spec §7). */
export const recalculateProducts = () => apiRequest<string>(`${PRODUCTS_PATH}/recalculate-custom-columns`, { method: 'POST' });
export const recalculateSalesLines = () => apiRequest<string>('/strykerCommands/recalculate-custom-columns', { method: 'POST' });

export const CONTRACTS_PATH = '/contracts';
export const createContract = (input: ContractInput) => apiRequest<Contract>(CONTRACTS_PATH, { method: 'POST', body: input });
export const updateContract = (id: string, input: ContractInput, etag: string | null) =>
  apiRequest<Contract>(`${CONTRACTS_PATH}/${enc(id)}`, { method: 'PUT', body: { ...input, id }, headers: ifMatch(etag) });
export const saveExclusions = (contractId: string, exclusions: Exclusions) =>
  apiRequest<Contract>(`${CONTRACTS_PATH}/exclusions`, { method: 'PUT', body: { fK_ContractId: contractId, ...exclusions } });
export const getCustomerContract = (customerId: string) => apiRequest<Contract>(`${CONTRACTS_PATH}/customer/${enc(customerId)}`);

const filesKey = (numbers: readonly string[]) => (numbers.length ? `/files?customerNumbers=${enc(numbers.join(','))}` : null);
export const useContractFiles = (numbers: readonly string[]) => useSWR(filesKey(numbers), (key: string) => apiRequest<AdminFile[]>(key));
export const deleteContractFile = (id: string) => apiRequest<void>(`/files/${enc(id)}`, { method: 'DELETE' });

/**
 * POST /api/Files/upload: multipart, through the same client as every call, so that an expired session
 * (401/419) sends the user to /login here too.
 */
export async function uploadContractFile(file: File, customerNumbers: readonly string[], contractId: string): Promise<AdminFile[]> {
  const form = new FormData();
  form.append('file', file, file.name);
  const records = await apiRequest<AdminFile[]>(`/Files/upload?customerNumbers=${enc(customerNumbers.join(','))}&docType=1&contractId=${enc(contractId)}`, { method: 'POST', body: form });
  // The list may be cached already (the dialog shows it once a contract is created): without this, it
  // would lack the new file, in this dialog and in the next one opened within SWR's deduping interval.
  void mutate(filesKey(customerNumbers));
  return records;
}

const priceListsKey = (customerId: string) => `/priceList/customer/${enc(customerId)}`;
export const useCustomerPriceLists = (customerId: string) => useSWR(priceListsKey(customerId), (key: string) => apiRequest<PriceList[]>(key));
export const createPriceList = (input: PriceListInput) => apiRequest<PriceList>('/priceList', { method: 'POST', body: input });
export const deletePriceList = (id: string) => apiRequest<void>(`/priceList/${enc(id)}`, { method: 'DELETE' });
const detailsKey = (id: string | null) => (id ? `/priceList/${enc(id)}/details` : null);
export const usePriceListDetails = (id: string | null) => useSWR(detailsKey(id), (key: string) => apiRequest<PriceListLine[]>(key));
export const setPriceListPrice = (id: string, productId: string, price: number) =>
  apiRequest<PriceListLine>(`/priceList/details/${enc(id)}`, { method: 'POST', body: { productId, price } });

export const ADDRESSES_PATH = '/address/withcustomerdetails';

export const TERMS_PATH = '/TermsAndConditions';
const acceptancesKey = (id: string | null) => (id ? `${TERMS_PATH}/${enc(id)}/acceptances` : null);
export const useTermsAcceptances = (id: string | null) => useSWR(acceptancesKey(id), (key: string) => apiRequest<TermsAcceptanceRow[]>(key));

export const ORDERS_PATH = '/orderOneStryker';
const orderLinesKey = (id: string | null) => (id ? `${ORDERS_PATH}/${enc(id)}/details` : null);
export const useOrderLines = (id: string | null) => useSWR(orderLinesKey(id), (key: string) => apiRequest<OrderDetailLine[]>(key));

export const STRYKER_COMMANDS_PATH = '/strykerCommands';

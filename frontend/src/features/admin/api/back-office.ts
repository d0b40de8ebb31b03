import useSWR, { mutate } from 'swr';
import {
  type AdminFile,
  type Contract,
  type ContractInput,
  type Exclusions,
  type PriceList,
  type PriceListInput,
  type PriceListLine,
  type TermsAcceptanceRow,
  type OrderDetailLine,
} from '@portail/common';
import { apiRequest } from '../../../lib/api-client';
import { apiVersioned, ifMatch } from '../../../lib/versions';

/** The back office's own calls for products, contracts and files, price lists, terms and orders (back-office.md §7). */

const enc = encodeURIComponent;

export const PRODUCTS_PATH = '/products';
/** The server's own sentence, shown as a success (spec §7). */
export const recalculateProducts = () => apiRequest<string>(`${PRODUCTS_PATH}/recalculate-custom-columns`, { method: 'POST' });
export const recalculateSalesLines = () => apiRequest<string>('/strykerCommands/recalculate-custom-columns', { method: 'POST' });

export const CONTRACTS_PATH = '/contracts';
export const createContract = (input: ContractInput) => apiRequest<Contract>(CONTRACTS_PATH, { method: 'POST', body: input, once: true });
export const updateContract = (id: string, input: ContractInput, etag: string | null) =>
  apiRequest<Contract>(`${CONTRACTS_PATH}/${enc(id)}`, { method: 'PUT', body: { ...input, id }, headers: ifMatch(etag) });
/** etag: the contract's version as the dialog read it (or as its own save just answered). */
export const saveExclusions = (contractId: string, exclusions: Exclusions, etag: string | null) =>
  apiRequest<Contract>(`${CONTRACTS_PATH}/exclusions`, { method: 'PUT', body: { fK_ContractId: contractId, ...exclusions }, headers: ifMatch(etag) });
export const getCustomerContract = (customerId: string) => apiRequest<Contract>(`${CONTRACTS_PATH}/customer/${enc(customerId)}`);

const filesKey = (numbers: readonly string[]) => (numbers.length ? `/files?customerNumbers=${enc(numbers.join(','))}` : null);
/** The files with their versions (one ETag for the list): a withdrawal is made on the version read. */
export const useContractFiles = (numbers: readonly string[]) => useSWR(filesKey(numbers), (key: string) => apiVersioned<AdminFile[]>(key));
export const deleteContractFile = (id: string, etag: string | null) => apiRequest<void>(`/files/${enc(id)}`, { method: 'DELETE', headers: ifMatch(etag) });

/**
 * POST /api/Files/upload: multipart, through the same client as every call, so that an expired session
 * (401/419) sends the user to /login here too.
 */
export async function uploadContractFile(file: File, customerNumbers: readonly string[], contractId: string): Promise<AdminFile[]> {
  const form = new FormData();
  form.append('file', file, file.name);
  const records = await apiRequest<AdminFile[]>(`/Files/upload?customerNumbers=${enc(customerNumbers.join(','))}&docType=1&contractId=${enc(contractId)}`, {
    method: 'POST',
    body: form,
  });
  // The list may be cached already (the dialog shows it once a contract is created): without this, it
  // would lack the new file, in this dialog and in the next one opened within SWR's deduping interval.
  void mutate(filesKey(customerNumbers));
  return records;
}

const priceListsKey = (customerId: string) => `/priceList/customer/${enc(customerId)}`;
export const useCustomerPriceLists = (customerId: string) => useSWR(priceListsKey(customerId), (key: string) => apiRequest<PriceList[]>(key));
export const createPriceList = (input: PriceListInput) => apiRequest<PriceList>('/priceList', { method: 'POST', body: input, once: true });
export const deletePriceList = (id: string, etag: string | null) => apiRequest<void>(`/priceList/${enc(id)}`, { method: 'DELETE', headers: ifMatch(etag) });
const detailsKey = (id: string | null) => (id ? `/priceList/${enc(id)}/details` : null);
/** The lines with the list's version (ETag): each price is saved on it, and answers the next one. */
export const usePriceListDetails = (id: string | null) => useSWR(detailsKey(id), (key: string) => apiVersioned<PriceListLine[]>(key));
export const setPriceListPrice = (id: string, productId: string, price: number, etag: string | null) =>
  apiVersioned<PriceListLine>(`/priceList/details/${enc(id)}`, { method: 'POST', body: { productId, price }, headers: ifMatch(etag) });

export const ADDRESSES_PATH = '/address/withcustomerdetails';

export const TERMS_PATH = '/TermsAndConditions';
const acceptancesKey = (id: string | null) => (id ? `${TERMS_PATH}/${enc(id)}/acceptances` : null);
export const useTermsAcceptances = (id: string | null) => useSWR(acceptancesKey(id), (key: string) => apiRequest<TermsAcceptanceRow[]>(key));

export const PROGRAMME_ORDERS_PATH = '/orderOneStryker';
const programmeOrderLinesKey = (id: string | null) => (id ? `${PROGRAMME_ORDERS_PATH}/${enc(id)}/details` : null);
export const useProgrammeOrderLines = (id: string | null) => useSWR(programmeOrderLinesKey(id), (key: string) => apiRequest<OrderDetailLine[]>(key));

export const SALES_LINES_PATH = '/strykerCommands';

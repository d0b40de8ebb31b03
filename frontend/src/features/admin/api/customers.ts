import useSWR from 'swr';
import type { Cart, CustomerDetails, CustomerInput, CustomerStatsResponse, PointsBalance, User } from '@portail/common';
import { apiRequest, apiResponse } from '../../../lib/api-client';
import { apiVersioned, ifMatch } from '../../../lib/versions';

/** The back office's calls about one customer (back-office.md section 7). */
export const CUSTOMERS_PATH = '/customers';
const one = (id: string) => `${CUSTOMERS_PATH}/${encodeURIComponent(id)}`;

/** The record as the edit form shows it, with its version (ETag) for If-Match. */
export async function getCustomerDetails(id: string): Promise<{ item: CustomerDetails; etag: string | null }> {
  const response = await apiResponse(`${one(id)}/WithDetails`);
  return { item: (await response.json()) as CustomerDetails, etag: response.headers.get('ETag') };
}

export const createCustomer = (input: CustomerInput) => apiRequest(CUSTOMERS_PATH, { method: 'POST', body: input, once: true });

export const updateCustomer = (id: string, input: CustomerInput, etag: string | null) =>
  apiRequest(one(id), { method: 'PUT', body: { ...input, id }, headers: ifMatch(etag) });

const usersKey = (id: string) => `${one(id)}/users`;
/** The linked users with the version of their list (ETag): a save is made on it, and answers the next one. */
export const useCustomerUsers = (id: string) => useSWR(usersKey(id), (key: string) => apiVersioned<User[]>(key));
export const saveCustomerUsers = (id: string, users: string[], etag: string | null) =>
  apiVersioned<User[]>(usersKey(id), { method: 'POST', body: { customerId: id, users }, headers: ifMatch(etag) });

/**
 * Spec §4: the admin's points-stats requests carry the marker « admin » and never set the selected customer:
 * the key keeps them apart from the portal's cache of the customer being viewed.
 */
const adminStatsKey = (id: string) => ['admin', `/statsContract/calculated/customer/${encodeURIComponent(id)}`] as const;
export const useAdminCustomerStats = (id: string) => useSWR(adminStatsKey(id), ([, path]) => apiRequest<CustomerStatsResponse>(path));

export const recalculatePoints = (id: string) => apiRequest<CustomerStatsResponse>(`/statsContract/recalculate/${encodeURIComponent(id)}`, { method: 'POST' });

export const updateCustomerPoints = (customerId: string, manualPointsToAdd: number, reason: string) =>
  apiRequest<PointsBalance>('/statsContract/updatePoints', { method: 'POST', body: { customerId, manualPointsToAdd, reason }, once: true });

const cartKey = (id: string) => ['admin', `/carts/${encodeURIComponent(id)}`] as const;
/** The cart with its version (ETag): the discount is applied to the cart as the dialog shows it. */
export const useAdminCustomerCart = (id: string) => useSWR(cartKey(id), ([, path]) => apiVersioned<Cart>(path));
export const deleteCartItem = (cartItemId: string) => apiRequest<void>(`/carts/items/${encodeURIComponent(cartItemId)}`, { method: 'DELETE' });
export const applyCartDiscount = (id: string, rate: number, etag: string | null) =>
  apiRequest<Cart>(`/carts/${encodeURIComponent(id)}/discountRate`, { method: 'PUT', body: rate, headers: ifMatch(etag) });

/** Choices of the customer form: the company's staff (exclusive contact); the buying groups are searched (lookups.ts). */
export const useStrykerEmployees = () => useSWR('/users/StrykerEmployees', (path: string) => apiRequest<User[]>(path));

/** A page of users to link (the admin list, searched). */
export const searchUsers = (search: string) => apiRequest<User[]>(`/users?pageSize=30${search ? `&search=${encodeURIComponent(search)}` : ''}`);

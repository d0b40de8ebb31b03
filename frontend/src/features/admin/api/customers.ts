import useSWR from 'swr';
import type { Cart, CustomerDetails, CustomerInput, CustomerStatsResponse, PointsBalance, ReferenceItem, User } from '@portail/common';
import { apiRequest, apiResponse } from '../../../lib/api-client';

/** The back office's calls about one customer (back-office.md section 7). */
export const CUSTOMERS_PATH = '/customers';
const one = (id: string) => `${CUSTOMERS_PATH}/${encodeURIComponent(id)}`;

/** The record as the edit form shows it, with its version (ETag) for If-Match. */
export async function getCustomerDetails(id: string): Promise<{ item: CustomerDetails; etag: string | null }> {
  const response = await apiResponse(`${one(id)}/WithDetails`);
  return { item: (await response.json()) as CustomerDetails, etag: response.headers.get('ETag') };
}

export const createCustomer = (input: CustomerInput) => apiRequest(CUSTOMERS_PATH, { method: 'POST', body: input });

export const updateCustomer = (id: string, input: CustomerInput, etag: string | null) =>
  apiRequest(one(id), { method: 'PUT', body: { ...input, id }, headers: etag ? { 'If-Match': etag } : undefined });

const usersKey = (id: string) => `${one(id)}/users`;
const getCustomerUsers = (id: string) => apiRequest<User[]>(usersKey(id));
export const useCustomerUsers = (id: string) => useSWR(usersKey(id), getCustomerUsers.bind(null, id));
export const saveCustomerUsers = (id: string, users: string[]) => apiRequest<User[]>(usersKey(id), { method: 'POST', body: { customerId: id, users } });

/**
 * Spec §4: the admin's points-stats requests carry the marker « admin » and never set the selected customer:
 * the key keeps them apart from the portal's cache of the customer being viewed.
 */
const adminStatsKey = (id: string) => ['admin', `/statsContract/calculated/customer/${encodeURIComponent(id)}`] as const;
export const useAdminCustomerStats = (id: string) => useSWR(adminStatsKey(id), ([, path]) => apiRequest<CustomerStatsResponse>(path));

export const recalculatePoints = (id: string) => apiRequest<CustomerStatsResponse>(`/statsContract/recalculate/${encodeURIComponent(id)}`, { method: 'POST' });

export const updateCustomerPoints = (customerId: string, manualPointsToAdd: number, reason: string) =>
  apiRequest<PointsBalance>('/statsContract/updatePoints', { method: 'POST', body: { customerId, manualPointsToAdd, reason } });

const cartKey = (id: string) => ['admin', `/carts/${encodeURIComponent(id)}`] as const;
export const useAdminCustomerCart = (id: string) => useSWR(cartKey(id), ([, path]) => apiRequest<Cart>(path));
export const deleteCartItem = (cartItemId: string) => apiRequest<void>(`/carts/items/${encodeURIComponent(cartItemId)}`, { method: 'DELETE' });
export const applyCartDiscount = (id: string, rate: number) => apiRequest<Cart>(`/carts/${encodeURIComponent(id)}/discountRate`, { method: 'PUT', body: rate });

/** Choices of the customer form: the company's staff (exclusive contact) and the buying groups. */
export const useStrykerEmployees = () => useSWR('/users/StrykerEmployees', (path: string) => apiRequest<User[]>(path));
export const useBuyingGroups = () => useSWR('/buyingGroups?pageSize=100&orderBy=name%20asc', (path: string) => apiRequest<ReferenceItem[]>(path));

/** A page of users to link (the admin list, searched). */
export const searchUsers = (search: string) => apiRequest<User[]>(`/users?pageSize=30${search ? `&search=${encodeURIComponent(search)}` : ''}`);

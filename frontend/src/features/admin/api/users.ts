import type { Role, User, UserRole } from '@portail/common';
import useSWR from 'swr';
import { apiRequest } from '../../../lib/api-client';
import { ifMatch } from '../../../lib/versions';

export const USERS_PATH = '/users';
const one = (id: string) => `${USERS_PATH}/${encodeURIComponent(id)}`;

export interface UserFormInput {
  firstName: string;
  lastName: string;
  email: string;
  active: boolean;
  userRole: Role;
  /** GROUP_BUYER only (issue 33). */
  buyingGroupId?: string | null;
}

export const createUser = (input: UserFormInput) => apiRequest<User>(USERS_PATH, { method: 'POST', body: input, once: true });
export const updateUser = (id: string, input: UserFormInput, etag: string | null) =>
  apiRequest<User>(one(id), { method: 'PUT', body: { ...input, id }, headers: ifMatch(etag) });
/** GET /api/userRoles (back-office.md's call table): the roles a user may be given, as the server lists them. */
export const useUserRoles = () => useSWR('/userRoles', (path: string) => apiRequest<UserRole[]>(path), { revalidateOnFocus: false });

export const resendInvitation = (id: string) => apiRequest<{ message: string }>(`/users/resend-invitation/${encodeURIComponent(id)}`, { method: 'POST' });

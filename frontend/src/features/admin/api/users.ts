import type { Role, User } from '@portail/common';
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
}

export const createUser = (input: UserFormInput) => apiRequest<User>(USERS_PATH, { method: 'POST', body: input, once: true });
export const updateUser = (id: string, input: UserFormInput, etag: string | null) =>
  apiRequest<User>(one(id), { method: 'PUT', body: { ...input, id }, headers: ifMatch(etag) });
export const resendInvitation = (id: string) => apiRequest<{ message: string }>(`/users/resend-invitation/${encodeURIComponent(id)}`, { method: 'POST' });

import { isAdminRole, isStaffRole, type Role } from '@portail/common';
import type { UserDoc } from '../data/users-repository.js';

export interface Principal {
  /** Shared by the calls of one instance for a few seconds (data/users-repository.ts findSessionUser): never changed in place. */
  user: Readonly<UserDoc>;
  role: Role;
}

export const isAdmin = (p: Principal | null): boolean => p !== null && isAdminRole(p.role);
export const isStaff = (p: Principal | null): boolean => p !== null && isStaffRole(p.role);

/** ADMIN sees every customer; commercial and customer users only those linked to them. */
export function canAccessCustomer(p: Principal | null, customerId: string): boolean {
  if (p === null) return false;
  return isAdmin(p) || p.user.customerIds.includes(customerId);
}

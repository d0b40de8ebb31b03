import { isAdminRole, isGroupBuyerRole, isStaffRole, type Role } from '@portail/common';
import type { UserDoc } from '../data/users-repository.js';

export interface Principal {
  /** Shared by the calls of one instance for a few seconds (data/users-repository.ts findSessionUser): never changed in place. */
  user: Readonly<UserDoc>;
  role: Role;
}

export const isAdmin = (p: Principal | null): boolean => p !== null && isAdminRole(p.role);
export const isStaff = (p: Principal | null): boolean => p !== null && isStaffRole(p.role);
export const isGroupBuyer = (p: Principal | null): boolean => p !== null && isGroupBuyerRole(p.role);

/** ADMIN sees every customer; commercial and customer users only those linked to them; a group buyer its group's active members (auth/authenticate.ts). */
export function canAccessCustomer(p: Principal | null, customerId: string): boolean {
  if (p === null) return false;
  return isAdmin(p) || p.user.customerIds.includes(customerId);
}

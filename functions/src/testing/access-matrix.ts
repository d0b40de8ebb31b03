import { isCustomerPortalWrite, type AnyRoute } from '../http/route.js';

/**
 * The row of the matrix of docs/permissions.md that says who may call this route: its access level, or
 * for a write of the customer portal, which staff only read (« voir comme »), one of the two rows of those.
 */
export function matrixRow(route: AnyRoute): string {
  if (!isCustomerPortalWrite(route)) return route.access;
  return route.adminMayWrite ? 'user, écriture du portail, aussi au back-office' : 'user, écriture du portail';
}

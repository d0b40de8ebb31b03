import { isAdminRole, isStaffRole, type MessageKey } from '@portail/common';
import type { Paths } from '../../routes/paths';

export interface BackOfficeArea {
  to: string;
  label: MessageKey;
  /** Read by administrators only (the API's `admin` access); the others are `staff` (docs/permissions.md). */
  adminOnly: boolean;
}

/**
 * The back office's areas, in the order of its navigation. Price lists have their own (issue 30): before,
 * they opened only from a customer's row. Exports have no list page of their own: each
 * list starts one, and its e-mail links to /admin/exports/{id}, the one page there is.
 */
export function backOfficeAreas(paths: Paths): BackOfficeArea[] {
  return [
    { to: paths.admin, label: 'nav.admin', adminOnly: false },
    { to: paths.priceLists, label: 'nav.price-lists', adminOnly: false },
    { to: paths.adminClaims, label: 'page.admin-claims', adminOnly: false },
    { to: paths.kpi, label: 'nav.kpi', adminOnly: true },
    { to: paths.imports, label: 'nav.imports', adminOnly: true },
  ];
}

/** Administrators and commercial users read the back office; a customer's user never does. */
export const areasFor = (paths: Paths, role: string | null | undefined): BackOfficeArea[] =>
  isStaffRole(role) ? backOfficeAreas(paths).filter((area) => !area.adminOnly || isAdminRole(role)) : [];

/** The area a path belongs to: an import's own page is in Imports, not in Administration. */
export function currentArea(areas: readonly BackOfficeArea[], pathname: string): BackOfficeArea | undefined {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return [...areas].sort((a, b) => b.to.length - a.to.length).find((area) => path === area.to || path.startsWith(`${area.to}/`));
}

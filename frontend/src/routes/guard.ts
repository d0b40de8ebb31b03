import { customerPaths, inAppOnlyPaths, normalisePath, publicPaths, type Paths } from './paths';

export interface GuardInput {
  pathname: string;
  paths: Paths;
  loggedIn: boolean;
  isAdmin: boolean;
  /** An « acheteur de groupement » (GROUP_BUYER): no customer of its own, its group's home instead. */
  isGroupBuyer?: boolean;
  hasCustomer: boolean;
  /** True while showing the very first location of this page load. */
  firstNavigation: boolean;
}

/** The navigation guard of spec section 2: where to go instead, or null to stay. Pure so it is easy to test. */
export function guardRedirect({ pathname, paths, loggedIn, isAdmin, isGroupBuyer = false, hasCustomer, firstNavigation }: GuardInput): string | null {
  const path = normalisePath(pathname);
  if (!loggedIn) return publicPaths(paths).includes(path) ? null : paths.login;
  if (path === paths.login) return paths.home;
  if (firstNavigation && inAppOnlyPaths(paths).includes(path)) return paths.home;
  // A group buyer's landing page is its group's home, from which it opens a member's portal.
  if (!hasCustomer && customerPaths(paths).includes(path)) return isAdmin ? paths.admin : isGroupBuyer ? paths.buyingGroup : paths.selectCustomer;
  return null;
}

export function isPublicPath(pathname: string, paths: Paths): boolean {
  return publicPaths(paths).includes(normalisePath(pathname));
}

import { customerPaths, inAppOnlyPaths, normalisePath, publicPaths, type Paths } from './paths';

export interface GuardInput {
  pathname: string;
  paths: Paths;
  loggedIn: boolean;
  isAdmin: boolean;
  hasCustomer: boolean;
  /** True while showing the very first location of this page load. */
  firstNavigation: boolean;
}

/** The navigation guard of spec section 2: where to go instead, or null to stay. Pure so it is easy to test. */
export function guardRedirect({ pathname, paths, loggedIn, isAdmin, hasCustomer, firstNavigation }: GuardInput): string | null {
  const path = normalisePath(pathname);
  if (!loggedIn) return publicPaths(paths).includes(path) ? null : paths.login;
  if (path === paths.login) return paths.home;
  if (firstNavigation && inAppOnlyPaths(paths).includes(path)) return paths.home;
  if (!hasCustomer && customerPaths(paths).includes(path)) return isAdmin ? paths.admin : paths.selectCustomer;
  return null;
}

export function isPublicPath(pathname: string, paths: Paths): boolean {
  return publicPaths(paths).includes(normalisePath(pathname));
}

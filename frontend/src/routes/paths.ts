/** Every route path of the app. The provider name is part of three real paths (spec section 2). */
export const DEFAULT_PROVIDER = 'stryker';

export function buildPaths(provider: string) {
  return {
    home: '/',
    login: '/login',
    contact: '/contact',
    claims: '/reclamations',
    commands: `/${provider}-commands`,
    oneCommands: `/${provider}-one-commands`,
    contract: '/contrat',
    service: `/service-one-${provider}`,
    points: '/points',
    cart: '/cart',
    selectCustomer: '/select-customer',
    buyingGroup: '/groupement',
    adminBuyingGroup: '/admin/groupements',
    admin: '/admin',
    imports: '/admin/imports',
    priceLists: '/admin/price-lists',
    exports: '/admin/exports',
    adminClaims: '/admin/reclamations',
    kpi: '/kpi',
    privacy: '/privacy',
    accessibility: '/accessibility',
    disclaimer: '/disclaimer',
    termsOfUse: '/terms-of-use',
    sitemap: '/sitemap',
    resetPassword: '/resetpassword',
    changePassword: '/mon-compte/mot-de-passe',
  } as const;
}

export type Paths = ReturnType<typeof buildPaths>;

/** Reachable while logged out. */
export function publicPaths(paths: Paths): readonly string[] {
  return [paths.login, paths.privacy, paths.accessibility, paths.disclaimer, paths.termsOfUse, paths.resetPassword, paths.sitemap];
}

export function customerPaths(paths: Paths): readonly string[] {
  return [paths.home, paths.commands, paths.oneCommands, paths.contract, paths.service, paths.points, paths.claims];
}

/** Paths opened only by moving inside the app: a first navigation straight to them goes home. */
export function inAppOnlyPaths(paths: Paths): readonly string[] {
  return [paths.points, paths.cart];
}

/** Trailing slashes and letter case do not make a different page. */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed.toLowerCase();
}

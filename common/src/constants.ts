/**
 * Plain values shared by the API and the site. They live apart from the zod contract so that a page
 * needing one of them does not download the schemas (and zod) with it.
 */

/** Largest quantity of one cart line, and most lines in one cart. */
export const MAX_CART_QUANTITY = 9_999;

export const MAX_CART_LINES = 200;

/** Header that makes a checkout safe to retry: the same key never creates a second order. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export const FIRST_ORDER_YEAR = 2023;

export const CONTACT_SUBJECTS = ['Commercial', 'Technique', 'Autre'] as const;

export const CATALOGUE_CATEGORIES = ['capital', 'consommable', 'implant', 'services'] as const;

export const CATALOGUE_STAGES = ['pre-op', 'per-op', 'post-op'] as const;

/** Body of GetAllForCustomer when the catalogue is empty (spec). */
export const NO_PRODUCTS_FOUND = 'No products found';

export const ROLES = ['ADMIN', 'COMMERCIAL', 'CUSTOMER'] as const;

export const isAdminRole = (role: string | undefined | null): boolean => role?.toUpperCase() === 'ADMIN';

/**
 * Static Web Apps may replace the Authorization header on requests it forwards to a linked backend,
 * so the site sends its bearer token in this header as well; the API reads this one first.
 */
export const SESSION_HEADER = 'X-Portail-Authorization';

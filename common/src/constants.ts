/**
 * Plain values shared by the API and the site. They live apart from the zod contract so that a page
 * needing one of them does not download the schemas (and zod) with it.
 */
import type { MessageKey } from './i18n/fr.js';

/**
 * Longest e-mail address, on every form and in the API (RFC 5321's path limit). Accounts are created up to
 * this length, so a sign-in field shorter than it locks their owners out.
 */
export const EMAIL_MAX = 254;

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

export const ROLES = ['ADMIN', 'COMMERCIAL', 'CUSTOMER', 'GROUP_BUYER'] as const;

/**
 * « Acheteur de groupement » (docs/glossary.md): linked to a buying group instead of customers; reads the
 * group's consolidated home and each member's portal, acts in none of them (docs/permissions.md).
 */
export const isGroupBuyerRole = (role: string | undefined | null): boolean => role?.toUpperCase() === 'GROUP_BUYER';

export const isAdminRole = (role: string | undefined | null): boolean => role?.toUpperCase() === 'ADMIN';

/** The supplier's own people (ADMIN, COMMERCIAL): they may view a customer's portal, never act in it. */
export const isStaffRole = (role: string | undefined | null): boolean => isAdminRole(role) || role?.toUpperCase() === 'COMMERCIAL';

/**
 * Static Web Apps may replace the Authorization header on requests it forwards to a linked backend,
 * so the site sends its bearer token in this header as well; the API reads this one first.
 */
export const SESSION_HEADER = 'X-Portail-Authorization';

/** Payable services that have an image carousel (spec §9: links RAAC, HDJ, AUDIT). */
export const SERVICE_LINK_CODES = ['RAAC', 'HDJ', 'AUDIT'] as const;
export type ServiceLinkCode = (typeof SERVICE_LINK_CODES)[number];

/**
 * The images of each service's carousel, in order, with the French text each one shows (also its alt
 * text). The seed draws and uploads them; the dialog asks for them by name.
 */
export const SERVICE_IMAGES: Record<ServiceLinkCode, readonly { fileName: string; text: MessageKey }[]> = {
  RAAC: [
    { fileName: 'raac-1.svg', text: 'slide.raac.1' },
    { fileName: 'raac-2.svg', text: 'slide.raac.2' },
    { fileName: 'raac-3.svg', text: 'slide.raac.3' },
  ],
  HDJ: [
    { fileName: 'hdj-1.svg', text: 'slide.hdj.1' },
    { fileName: 'hdj-2.svg', text: 'slide.hdj.2' },
    { fileName: 'hdj-3.svg', text: 'slide.hdj.3' },
  ],
  AUDIT: [
    { fileName: 'audit-1.svg', text: 'slide.audit.1' },
    { fileName: 'audit-2.svg', text: 'slide.audit.2' },
    { fileName: 'audit-3.svg', text: 'slide.audit.3' },
  ],
};

/**
 * The name the sales figures carry for sales without a sub-franchise, category or franchise (the API's
 * rollups write it); screens show it in the user's language (home.non-allocated), never as stored.
 */
export const UNALLOCATED_NAME = 'NON ALLOCATED';
export const isUnallocated = (name: string): boolean => name.trim() === '' || name === UNALLOCATED_NAME;

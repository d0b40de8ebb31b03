import { DEMO_PASSWORD_DEFAULT } from '../../../scripts/seed/demo-accounts.js';

/** Where the stack under test runs (scripts/test.mjs sets these; defaults are the test profile's ports). */
export const API_URL = (process.env.API_URL ?? 'http://127.0.0.1:7091').replace(/\/$/, '');
export const MAIL_URL = (process.env.MAIL_URL ?? 'http://127.0.0.1:8095').replace(/\/$/, '');

/** Password of every seeded demo account (the seed's, which DEMO_PASSWORD overrides there too). */
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? DEMO_PASSWORD_DEFAULT;

/** Seeded demo accounts (scripts/seed). */
export const DEMO = {
  admin: process.env.DEMO_ADMIN ?? 'admin@demo.test',
  commercial: process.env.DEMO_COMMERCIAL ?? 'commercial@demo.test',
  /** A customer user linked to exactly one customer. */
  customer: process.env.DEMO_CUSTOMER ?? 'acheteur@chu-demo.test',
  /** A customer user linked to three customers. */
  group: process.env.DEMO_GROUP ?? 'groupement@demo.test',
  /** « Acheteur de groupement » of the RESAH group (issue 33). */
  groupBuyer: process.env.DEMO_GROUP_BUYER ?? 'groupe@demo.test',
} as const;

/** A password that meets the policy, unique per call so that tests never collide. */
export const strongPassword = () => `Nouveau!${Math.random().toString(36).slice(2, 8)}A1`;

/** A fresh address on the test domain, unique per call. */
export const freshEmail = (label = 'test') => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@essai.test`;

/**
 * Pages the provider hosts itself. Their exact addresses depend on the provider's public site, so they
 * can be set at build time (VITE_PRODUCT_EXPERIENCE_URL, VITE_ETHICS_HELPLINE_URL).
 */
const PROVIDER_SITE = 'https://www.stryker.com/fr/fr/index.html';

export const EXTERNAL_LINKS = {
  productExperience: import.meta.env.VITE_PRODUCT_EXPERIENCE_URL ?? PROVIDER_SITE,
  ethicsHelpline: import.meta.env.VITE_ETHICS_HELPLINE_URL ?? PROVIDER_SITE,
} as const;

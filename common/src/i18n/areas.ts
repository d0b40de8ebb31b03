import type { MessageKey } from './fr.js';
import { frErrors } from './fr-errors.js';
import { frMessages } from './fr-messages.js';
import { frPortal } from './fr-portal.js';

/**
 * How the site splits the catalogue (fr.ts and en.ts hold it whole, for the server and the types): the
 * customer screens' and shared texts come with the first page, the back office's come with the lazy page
 * that shows them. A module of the first page that imports the whole `fr` still brings them all along: such a
 * module takes the part it needs (fr-messages.ts) instead.
 */
export type CatalogueArea = 'admin' | 'kpi' | 'import';
type CatalogueLanguage = 'fr' | 'en';
export type CataloguePart = Partial<Record<MessageKey, string>>;

/** The French texts every page may show: rules, alerts and server answers, the customer screens. */
export const frCore = { ...frMessages, ...frPortal, ...frErrors };

export const loadEnCore = (): Promise<CataloguePart> =>
  Promise.all([import('./en-messages.js'), import('./en-portal.js'), import('./en-errors.js')]).then(([m, p, e]) => ({
    ...m.enMessages,
    ...p.enPortal,
    ...e.enErrors,
  }));

const merge = (parts: CataloguePart[]): CataloguePart => Object.assign({}, ...parts);

/** Each area's texts in each language; the admin page's products, contracts and addresses are the fr-catalogue part. */
export const AREA_CATALOGUES: Record<CatalogueArea, Record<CatalogueLanguage, () => Promise<CataloguePart>>> = {
  admin: {
    fr: () => Promise.all([import('./fr-admin.js').then((m) => m.frAdmin), import('./fr-catalogue.js').then((m) => m.frCatalogue)]).then(merge),
    en: () => Promise.all([import('./en-admin.js').then((m) => m.enAdmin), import('./en-catalogue.js').then((m) => m.enCatalogue)]).then(merge),
  },
  kpi: {
    fr: () => import('./fr-kpi.js').then((m) => m.frKpi),
    en: () => import('./en-kpi.js').then((m) => m.enKpi),
  },
  import: {
    fr: () => import('./fr-import.js').then((m) => m.frImport),
    en: () => import('./en-import.js').then((m) => m.enImport),
  },
};

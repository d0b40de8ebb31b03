import { z } from 'zod';
import { fr } from '../i18n/fr.js';
import { idSchema } from './common.js';
import { ADMIN_PAGE_SIZE, type ListSpec } from './list.js';

/**
 * The name-only lists of back-office.md (the "Plus" tabs): one entry each. The API declares its five
 * routes per entry (GET list, GET one, POST, PUT, DELETE under /api/<name>) and the site its tab, so a
 * thirteenth list is one more line here.
 */
export const REFERENCE_LISTS = [
  { name: 'buyingGroups', label: 'Groupements d’achat', labelEn: 'Buying groups' },
  { name: 'franchises', label: 'Franchises', labelEn: 'Franchises' },
  { name: 'franchiseGroups', label: 'Groupes de franchises', labelEn: 'Franchise groups' },
  { name: 'subFranchises', label: 'Sous-franchises', labelEn: 'Sub-franchises' },
  { name: 'sapgs', label: 'SAPG', labelEn: 'SAPG' },
  { name: 'targetProductGroups', label: 'Groupes de produits cibles', labelEn: 'Target product groups' },
  { name: 'gimBrands', label: 'Marques GIM', labelEn: 'GIM brands' },
  { name: 'gimItemTypes', label: 'Types d’articles GIM', labelEn: 'GIM item types' },
  { name: 'gimProductLines', label: 'Lignes de produits GIM', labelEn: 'GIM product lines' },
  { name: 'gimSubBrands', label: 'Sous-marques GIM', labelEn: 'GIM sub-brands' },
  { name: 'gimCustoms', label: 'Regroupements GIM', labelEn: 'GIM custom groups' },
  { name: 'sapgCustoms', label: 'Regroupements SAPG', labelEn: 'SAPG custom groups' },
] as const;

export type ReferenceListName = (typeof REFERENCE_LISTS)[number]['name'];
export type ReferenceList = (typeof REFERENCE_LISTS)[number];

export const REFERENCE_NAME_MAX = 100;

export const referenceItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  updatedAt: z.string(),
});
export type ReferenceItem = z.infer<typeof referenceItemSchema>;

/** POST and PUT body. PUT may repeat the id, as the spec's screens do; the path's id wins. */
export const referenceItemInputSchema = z.strictObject({
  id: idSchema.optional(),
  name: z
    .string({ error: fr['rules.required'] })
    .trim()
    .min(1, fr['rules.required'])
    .max(REFERENCE_NAME_MAX, `Le nom ne peut pas dépasser ${REFERENCE_NAME_MAX} caractères`),
});
export type ReferenceItemInput = z.infer<typeof referenceItemInputSchema>;

export const REFERENCE_LIST_SPEC: ListSpec<'name' | 'updatedAt'> = {
  sortable: ['name', 'updatedAt'],
  defaultOrder: { field: 'name', direction: 'asc' },
  pageSize: ADMIN_PAGE_SIZE,
};

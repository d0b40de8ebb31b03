import { z } from 'zod';
import { CATALOGUE_CATEGORIES, CATALOGUE_STAGES, NO_PRODUCTS_FOUND } from '../constants.js';
import { idSchema, listQuerySchema } from './common.js';
import { searchSchema } from './company-orders.js';

export const PRODUCT_SORT_FIELDS = [
  'reference',
  'description',
  'descriptionLocal',
  'price',
  'subFranchise',
  'franchise',
  'gimBrand',
  'category',
  'stage',
] as const;

export const catalogueQuerySchema = listQuerySchema.extend({
  Customer: idSchema,
  search: searchSchema,
  category: z.enum(CATALOGUE_CATEGORIES, { error: 'La catégorie doit être capital, consommable, implant ou services' }).optional(),
  stage: z.enum(CATALOGUE_STAGES, { error: 'L’étape doit être pre-op, per-op ou post-op' }).optional(),
});
export type CatalogueQuery = z.infer<typeof catalogueQuerySchema>;

/**
 * The fields of a product that every reading of it shows: the catalogue's card (below) and the back
 * office's list and form (admin-products.ts), each adding its own.
 */
export const productFieldsSchema = z.object({
  id: z.string(),
  reference: z.string(),
  description: z.string(),
  descriptionLocal: z.string(),
  price: z.number(),
  tva: z.number(),
  currency: z.string(),
  lppr: z.string(),
  gtinCode: z.string(),
  primaryUOM: z.string(),
  gimUOM: z.string(),
  gimID: z.number(),
  gimPackContent: z.number(),
  gimSterilityFlag: z.number(),
  franchise: z.string(),
  franchiseGroup: z.string(),
  subFranchise: z.string(),
  gimBrand: z.string(),
  gimItemType: z.string(),
  gimProductLine: z.string(),
  gimSubBrand: z.string(),
  sapg: z.string(),
  targetProductGroup: z.string(),
  quantity: z.number(),
  active: z.boolean(),
  stage: z.string(),
  category: z.string(),
  updatedAt: z.string(),
});

export const catalogueProductSchema = productFieldsSchema.extend({
  /** Price in points for this customer (its current price list wins over the list price). */
  price: z.number(),
  image: z.string().nullable(),
});
export type CatalogueProduct = z.infer<typeof catalogueProductSchema>;
export const cataloguePageSchema = z.union([z.array(catalogueProductSchema), z.literal(NO_PRODUCTS_FOUND)]);

import { z } from 'zod';
import { CATALOGUE_CATEGORIES, CATALOGUE_STAGES } from '../constants.js';
import { fr } from '../i18n/fr.js';
import { formBoolean, formNumber, optionalText, requiredText } from './admin-forms.js';
import { idSchema } from './common.js';
import { productFieldsSchema } from './products.js';

/** A product as the back office lists and edits it (back-office.md section 3): its cost and custom columns too. */
export const adminProductSchema = productFieldsSchema.extend({
  gimCustom: z.string(),
  sapgCustom: z.string(),
  currentCost: z.number(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/**
 * A row of the products list (GET /api/products): the columns the list shows (spec section 2) and the
 * active flag that styles the row. The form reads the whole product (GET /api/products/{id}).
 */
export const adminProductRowSchema = adminProductSchema.pick({
  id: true,
  reference: true,
  gimID: true,
  description: true,
  price: true,
  quantity: true,
  lppr: true,
  currentCost: true,
  active: true,
});
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;

const nonNegative = z.number({ error: fr['rules.positive-number'] }).min(0, fr['rules.positive-number']).max(1e9, fr['rules.positive-number']);
const integer = (min: number) =>
  z.number({ error: fr['rules.integer'] }).int(fr['rules.integer']).min(min, fr['rules.integer']).max(2_000_000_000, fr['rules.integer']);
const listName = optionalText(100);

/**
 * POST and PUT /api/products (spec section 5): reference, description, currency, gimUOM, gtinCode and
 * primaryUOM required; price a number ≥ 0; gimID a positive integer; gimPackContent an integer ≥ 0;
 * gimSterilityFlag 0 or 1. The classification fields hold reference-list names (imports carry names).
 */
export const productInputSchema = z.strictObject({
  id: idSchema.optional(),
  reference: requiredText(40),
  description: requiredText(300),
  descriptionLocal: optionalText(300),
  currency: requiredText(3),
  gimUOM: requiredText(20),
  gtinCode: requiredText(20),
  primaryUOM: requiredText(20),
  price: formNumber(nonNegative),
  gimID: formNumber(integer(1)),
  gimPackContent: formNumber(integer(0)),
  gimSterilityFlag: formNumber(z.union([z.literal(0), z.literal(1)], { error: 'La stérilité vaut 0 ou 1' })),
  tva: formNumber(
    z.number({ error: fr['rules.positive-number'] }).min(0, fr['rules.positive-number']).max(100, 'Le taux de TVA ne peut pas dépasser 100').default(20),
  ),
  lppr: optionalText(20),
  quantity: formNumber(integer(0).default(0)),
  currentCost: formNumber(nonNegative.default(0)),
  active: formBoolean(true),
  franchise: listName,
  franchiseGroup: listName,
  subFranchise: listName,
  gimBrand: listName,
  gimItemType: listName,
  gimProductLine: listName,
  gimSubBrand: listName,
  sapg: listName,
  targetProductGroup: listName,
  stage: z.enum(CATALOGUE_STAGES, { error: 'L’étape doit être pre-op, per-op ou post-op' }).default('per-op'),
  category: z.enum(CATALOGUE_CATEGORIES, { error: 'La catégorie doit être capital, consommable, implant ou services' }).default('consommable'),
});
export type ProductInput = z.infer<typeof productInputSchema>;

/** POST /api/products/recalculate-custom-columns and strykerCommands/recalculate-custom-columns: a text shown as success. */
export const recalculateAnswerSchema = z.string();

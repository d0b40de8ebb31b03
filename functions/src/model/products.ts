import type { CATALOGUE_CATEGORIES, CATALOGUE_STAGES } from '@portail/common';
import type { Timestamps } from './document.js';

// products (pk /id)

export type ProductStage = (typeof CATALOGUE_STAGES)[number];
export type ProductCategory = (typeof CATALOGUE_CATEGORIES)[number];

/** The product fields that hold a name of a reference list (products keep names: imports carry names). */
export type ProductNameField =
  | 'franchise'
  | 'franchiseGroup'
  | 'subFranchise'
  | 'gimBrand'
  | 'gimItemType'
  | 'gimProductLine'
  | 'gimSubBrand'
  | 'sapg'
  | 'targetProductGroup'
  | 'gimCustom'
  | 'sapgCustom';

export interface ProductDoc extends Timestamps {
  id: string;
  type: 'product';
  reference: string;
  gimID: number;
  description: string;
  descriptionLocal: string;
  /** Price in points. */
  price: number;
  /** VAT rate in percent (20, 10, 5.5, 2.1). */
  tva: number;
  currency: string;
  lppr: string;
  gtinCode: string;
  primaryUOM: string;
  gimUOM: string;
  gimPackContent: number;
  gimSterilityFlag: 0 | 1;
  /** Reference-list names (not ids): imports carry names and lists are only suggestions. */
  franchise: string;
  franchiseGroup: string;
  subFranchise: string;
  gimBrand: string;
  gimItemType: string;
  gimProductLine: string;
  gimSubBrand: string;
  sapg: string;
  targetProductGroup: string;
  gimCustom: string;
  sapgCustom: string;
  /** Cost of goods in euros. */
  currentCost: number;
  quantity: number;
  /** Blob name of the image, or null. */
  image: string | null;
  active: boolean;
  stage: ProductStage;
  category: ProductCategory;
  /** When present, only these customers see the product in their catalogue. */
  customerIds?: string[];
  /** Normalised text the admin list searches (domain/search-text.ts), written with the document. */
  searchText: string;
}

import type { ReferenceListName } from '@portail/common';
import type { ContractDoc } from '../model/contracts.js';
import type { ProductNameField } from '../model/products.js';
import type { SalesLineDoc } from '../model/sales.js';

/** The sales-line fields that hold a name of a reference list (the classification columns of the import). */
export type SalesNameField = Extract<keyof SalesLineDoc, 'franchise' | 'franchiseGroup' | 'subFranchise' | 'gimBrand' | 'gimItemType' | 'gimSubBrand' | 'sapg'>;
export type ContractExclusion = keyof ContractDoc['exclusions'];

/** Where the names of one list are held, outside the list itself. */
export interface NameHolders {
  product?: ProductNameField;
  salesLine?: SalesNameField;
  contractExclusion?: ContractExclusion;
  /** Names the product rules derive from the other names on every write (domain/custom-columns.ts). */
  derived?: true;
}

/**
 * Where each list's names are held. Products, sales lines and contract exclusions keep names, not ids (the
 * ERP's files carry names). A delete is refused while products or contracts hold the name
 * (resources/reference-lists.ts); a rename reaches every holder (RENAME_REACH).
 */
export const NAME_HOLDERS: Partial<Record<ReferenceListName, NameHolders>> = {
  franchises: { product: 'franchise', salesLine: 'franchise', contractExclusion: 'franchises' },
  franchiseGroups: { product: 'franchiseGroup', salesLine: 'franchiseGroup' },
  subFranchises: { product: 'subFranchise', salesLine: 'subFranchise' },
  sapgs: { product: 'sapg', salesLine: 'sapg' },
  targetProductGroups: { product: 'targetProductGroup' },
  gimBrands: { product: 'gimBrand', salesLine: 'gimBrand' },
  gimItemTypes: { product: 'gimItemType', salesLine: 'gimItemType' },
  gimProductLines: { product: 'gimProductLine' },
  gimSubBrands: { product: 'gimSubBrand', salesLine: 'gimSubBrand', contractExclusion: 'gimSubBrands' },
  gimCustoms: { product: 'gimCustom', derived: true },
  sapgCustoms: { product: 'sapgCustom', derived: true },
};

/**
 * What a rename of each list's entry must reach: without it, figures, exclusions and filters would stay on a
 * name the list no longer has. Not the custom columns: renaming them would be undone by the next product write.
 */
export const RENAME_REACH: Partial<Record<ReferenceListName, NameHolders>> = Object.fromEntries(
  Object.entries(NAME_HOLDERS).filter(([, holders]) => !holders.derived),
);

/** A contract's exclusions with one name renamed (same order, no duplicate when the new name was there). */
export function renamedExclusions(exclusions: ContractDoc['exclusions'], key: ContractExclusion, from: string, to: string): ContractDoc['exclusions'] {
  return { ...exclusions, [key]: [...new Set(exclusions[key].map((n) => (n === from ? to : n)))] };
}

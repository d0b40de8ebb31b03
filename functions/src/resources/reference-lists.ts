import { normaliseSearch, REFERENCE_LIST_SPEC, REFERENCE_LISTS, referenceItemInputSchema, referenceItemSchema, type ReferenceItem, type ReferenceItemInput, type ReferenceListName } from '@portail/common';
import type { ReferenceItemDoc } from '../model/reference-data.js';
import type { ProductNameField } from '../model/products.js';
import { startRename } from '../services/reference-rename.js';
import type { Reference, ResourceDeclaration } from './resource-declaration.js';

type ReferenceDeclaration = ResourceDeclaration<ReferenceItemDoc, ReferenceItem, ReferenceItemInput, 'name' | 'updatedAt'>;

const byName = (d: ReferenceItemDoc) => d.name;

/** The product field that holds the names of each list (products hold names: imports carry names). */
const PRODUCT_FIELD: Partial<Record<ReferenceListName, ProductNameField>> = {
  franchises: 'franchise',
  franchiseGroups: 'franchiseGroup',
  subFranchises: 'subFranchise',
  sapgs: 'sapg',
  targetProductGroups: 'targetProductGroup',
  gimBrands: 'gimBrand',
  gimItemTypes: 'gimItemType',
  gimProductLines: 'gimProductLine',
  gimSubBrands: 'gimSubBrand',
  gimCustoms: 'gimCustom',
  sapgCustoms: 'sapgCustom',
};

/**
 * What still uses a name of each list, besides products (PRODUCT_FIELD). Contracts hold names too,
 * customers hold the id of their buying group. A list missing here and in PRODUCT_FIELD blocks no delete.
 */
const OTHER_USES: Partial<Record<ReferenceListName, Reference<ReferenceItemDoc>[]>> = {
  buyingGroups: [{ container: 'customers', type: 'customer', field: 'buyingGroupId', value: (d) => d.id, noun: ['client', 'clients'] }],
  franchises: [{ container: 'contracts', type: 'contract', field: 'exclusions.franchises', many: true, value: byName, noun: ['contrat', 'contrats'] }],
  gimSubBrands: [{ container: 'contracts', type: 'contract', field: 'exclusions.gimSubBrands', many: true, value: byName, noun: ['contrat', 'contrats'] }],
};

function usedBy(list: ReferenceListName): Reference<ReferenceItemDoc>[] {
  const field = PRODUCT_FIELD[list];
  const products: Reference<ReferenceItemDoc>[] = field ? [{ container: 'products', type: 'product', field, value: byName, noun: ['produit', 'produits'] }] : [];
  return [...products, ...(OTHER_USES[list] ?? [])];
}

/** One declaration per entry of REFERENCE_LISTS: the name-only lists share everything but their partition. */
export const referenceListDeclarations: ReferenceDeclaration[] = REFERENCE_LISTS.map(
  ({ name: list, label }): ReferenceDeclaration => ({
    path: list,
    // Every list name is an English plural in s: buyingGroups → buyingGroup.
    singular: list.replace(/s$/, ''),
    title: label,
    tag: 'reference-data',
    access: { read: 'staff', write: 'admin' },
    list: REFERENCE_LIST_SPEC,
    store: {
      container: 'referenceData',
      type: 'referenceItem',
      partition: { fixed: list, field: 'list' },
      searchField: 'nameKey',
      sortFields: { name: 'nameKey', updatedAt: 'updatedAt' },
    },
    schemas: { item: referenceItemSchema, input: referenceItemInputSchema },
    toDto: (d) => ({ id: d.id, name: d.name, updatedAt: d.updatedAt }),
    build: (input, { id, now, by, existing }) => ({
      id,
      type: 'referenceItem',
      list,
      name: input.name,
      nameKey: normaliseSearch(input.name),
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
      updatedBy: by,
    }),
    describe: byName,
    references: usedBy(list),
    // A renamed entry is renamed wherever its former name is held (services/reference-rename.ts).
    afterWrite: ({ action, before, after }) => (action === 'update' && before && after ? startRename(list, after.id, before.name, after.name) : Promise.resolve()),
    duplicateMessage: `Ce nom existe déjà dans la liste « ${label} ».`,
  }),
);

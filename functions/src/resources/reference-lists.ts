import { normaliseSearch, REFERENCE_LIST_SPEC, REFERENCE_LISTS, referenceItemInputSchema, referenceItemSchema, type ReferenceItem, type ReferenceItemInput, type ReferenceListName } from '@portail/common';
import type { ReferenceItemDoc } from '../model/reference-data.js';
import type { Reference, ResourceDeclaration } from './resource-declaration.js';

type ReferenceDeclaration = ResourceDeclaration<ReferenceItemDoc, ReferenceItem, ReferenceItemInput, 'name' | 'updatedAt'>;

const byName = (d: ReferenceItemDoc) => d.name;

/**
 * What still uses a name of each list. Products and contracts hold names (imports carry names), customers
 * hold the id of their buying group. A list missing here blocks no delete.
 */
const USED_BY: Partial<Record<ReferenceListName, Reference<ReferenceItemDoc>[]>> = {
  buyingGroups: [{ container: 'customers', type: 'customer', field: 'buyingGroupId', value: (d) => d.id, noun: ['client', 'clients'] }],
  franchises: [product('franchise'), { container: 'contracts', type: 'contract', field: 'exclusions.franchises', many: true, value: byName, noun: ['contrat', 'contrats'] }],
  franchiseGroups: [product('franchiseGroup')],
  subFranchises: [product('subFranchise')],
  sapgs: [product('sapg')],
  targetProductGroups: [product('targetProductGroup')],
  gimBrands: [product('gimBrand')],
  gimItemTypes: [product('gimItemType')],
  gimProductLines: [product('gimProductLine')],
  gimSubBrands: [product('gimSubBrand'), { container: 'contracts', type: 'contract', field: 'exclusions.gimSubBrands', many: true, value: byName, noun: ['contrat', 'contrats'] }],
  gimCustoms: [product('gimCustom')],
  sapgCustoms: [product('sapgCustom')],
};

function product(field: string): Reference<ReferenceItemDoc> {
  return { container: 'products', type: 'product', field, value: byName, noun: ['produit', 'produits'] };
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
    references: USED_BY[list] ?? [],
    duplicateMessage: `Ce nom existe déjà dans la liste « ${label} ».`,
  }),
);

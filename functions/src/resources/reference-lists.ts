import {
  normaliseSearch,
  REFERENCE_LIST_SPEC,
  REFERENCE_LISTS,
  type ReferenceItem,
  type ReferenceItemInput,
  referenceItemInputSchema,
  referenceItemSchema,
  type ReferenceListName,
} from '@portail/common';
import type { ReferenceItemDoc } from '../model/reference-data.js';
import { NAME_HOLDERS } from '../domain/reference-uses.js';
import { startRename } from '../services/reference-rename.js';
import { failure } from '../http/errors.js';
import type { Reference, ResourceDeclaration } from './resource-declaration.js';

type ReferenceDeclaration = ResourceDeclaration<ReferenceItemDoc, ReferenceItem, ReferenceItemInput, 'name' | 'updatedAt'>;

const byName = (d: ReferenceItemDoc) => d.name;

/** Customers hold the id of their buying group, not its name (the other lists' holders: NAME_HOLDERS). */
const BUYING_GROUP_USES: Reference<ReferenceItemDoc>[] = [
  { container: 'customers', type: 'customer', field: 'buyingGroupId', value: (d) => d.id, noun: ['client', 'clients'] },
];

/** What blocks the delete of an entry: the products and contracts that hold its name. A list without holders blocks none. */
function usedBy(list: ReferenceListName): Reference<ReferenceItemDoc>[] {
  if (list === 'buyingGroups') return BUYING_GROUP_USES;
  const { product, contractExclusion } = NAME_HOLDERS[list] ?? {};
  return [
    ...(product
      ? [{ container: 'products', type: 'product', field: product, value: byName, noun: ['produit', 'produits'] } satisfies Reference<ReferenceItemDoc>]
      : []),
    ...(contractExclusion
      ? [
          {
            container: 'contracts',
            type: 'contract',
            field: `exclusions.${contractExclusion}`,
            many: true,
            value: byName,
            noun: ['contrat', 'contrats'],
          } satisfies Reference<ReferenceItemDoc>,
        ]
      : []),
  ];
}

/** One declaration per entry of REFERENCE_LISTS: the name-only lists share everything but their partition. */
export const referenceListDeclarations: ReferenceDeclaration[] = REFERENCE_LISTS.map(({ name: list, label }): ReferenceDeclaration => ({
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
  afterWrite: ({ action, before, after }) =>
    action === 'update' && before && after ? startRename(list, after.id, before.name, after.name) : Promise.resolve(),
  duplicate: () => failure('reference_name_taken', { list: label }),
}));

// referenceData (pk /list)
import type { ReferenceListName } from '@portail/common';

export interface ReferenceItemDoc {
  id: string;
  type: 'referenceItem';
  /** One of the lists of REFERENCE_LISTS (common): the partition. */
  list: ReferenceListName;
  name: string;
  /** normaliseSearch(name): what search and sort read, and the container's unique key (one name per list). */
  nameKey: string;
  createdAt: string;
  updatedAt: string;
  /** User id, or 'seed' / 'import'. */
  updatedBy: string;
}

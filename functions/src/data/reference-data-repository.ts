import type { ReferenceListName } from '@portail/common';
import type { ReferenceItemDoc } from '../model/reference-data.js';
import { container, readItem } from './cosmos.js';

/** An entry of a reference list by id: one point read in its list's partition. */
export async function findReferenceItem(list: ReferenceListName, id: string): Promise<ReferenceItemDoc | undefined> {
  const doc = await readItem<ReferenceItemDoc>(container('referenceData'), id, list);
  return doc?.type === 'referenceItem' ? doc : undefined;
}

import type { ReferenceListName } from '@portail/common';

/** Each name-only list answers under /api/<name> (common/src/contract/reference-data.ts). */
export const referenceListPath = (name: ReferenceListName): string => `/${name}`;

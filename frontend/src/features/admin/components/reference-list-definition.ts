import { REFERENCE_LIST_SPEC, REFERENCE_NAME_MAX, formatDateFr, referenceItemInputSchema, type ReferenceItem, type ReferenceList } from '@portail/common';
import { createElement } from 'react';
import type { ResourceDefinition } from '../../../components/resource/resource-definition';
import type { Language, Translate } from '../../../i18n/use-t';
import { referenceListPath } from '../api/reference-lists';
import { BuyingGroupLink } from './buying-group-link';

/** The declaration shared by the twelve name-only lists: only the path and the title differ (and a buying group links to its page). */
export function referenceListDefinition(list: ReferenceList, language: Language, t: Translate, canWrite: boolean): ResourceDefinition<ReferenceItem> {
  // Issue 33: a buying group has a page of its own, which only an administrator reads (docs/permissions.md).
  const linked = list.name === 'buyingGroups' && canWrite;
  return {
    path: referenceListPath(list.name),
    title: language === 'en' ? list.labelEn : list.label,
    columns: [
      { key: 'name', label: t('reference.name'), sortable: true, render: (item) => (linked ? createElement(BuyingGroupLink, { group: item }) : item.name) },
      { key: 'updatedAt', label: t('reference.updated-at'), sortable: true, render: (item) => formatDateFr(item.updatedAt) },
    ],
    defaultOrder: REFERENCE_LIST_SPEC.defaultOrder,
    pageSize: REFERENCE_LIST_SPEC.pageSize,
    schema: referenceItemInputSchema,
    fields: [{ name: 'name', label: t('reference.name'), kind: 'text', maxLength: REFERENCE_NAME_MAX, required: true }],
    toFormValues: (item) => ({ name: item.name }),
    describe: (item) => item.name,
    canWrite,
  };
}

import { kpiOrdersListSpec, SORT_FIELD_LABELS } from '@portail/common';
import { describe, expect, it } from 'vitest';
import { declaredResources } from './declared-resources.js';

describe('the words of the sort fields', () => {
  it('name every sort field of every declared list (and the KPI orders): an export never says « name asc »', () => {
    const fields = new Set([...declaredResources.flatMap((d) => d.list.sortable as readonly string[]), ...kpiOrdersListSpec.sortable]);
    expect([...fields].filter((f) => !SORT_FIELD_LABELS[f])).toEqual([]);
  });
});

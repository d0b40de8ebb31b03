import { REFERENCE_LISTS } from '@portail/common';
import { describe, expect, it } from 'vitest';
import { RENAME_REACH, renamedExclusions } from './reference-uses.js';

describe('renamedExclusions', () => {
  it('renames the name in place and leaves the other kind of exclusion alone', () => {
    const before = { franchises: ['Trauma', 'Spine'], gimSubBrands: ['Trauma'] };
    expect(renamedExclusions(before, 'franchises', 'Trauma', 'Traumatologie')).toEqual({ franchises: ['Traumatologie', 'Spine'], gimSubBrands: ['Trauma'] });
    expect(before.franchises).toEqual(['Trauma', 'Spine']);
  });

  it('keeps one entry when the new name was already excluded', () => {
    expect(renamedExclusions({ franchises: ['Trauma', 'Traumatologie'], gimSubBrands: [] }, 'franchises', 'Trauma', 'Traumatologie').franchises).toEqual([
      'Traumatologie',
    ]);
  });
});

describe('RENAME_REACH', () => {
  it('names only lists that exist, and never the custom columns the product rules derive', () => {
    const lists = new Set(REFERENCE_LISTS.map((l) => l.name));
    for (const name of Object.keys(RENAME_REACH)) expect(lists.has(name as never), name).toBe(true);
    expect(RENAME_REACH.gimCustoms).toBeUndefined();
    expect(RENAME_REACH.sapgCustoms).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { textOf } from '../../i18n/catalogues';
import { subFranchiseSlices } from './sales-slices';

describe('the sub-franchise donut’s slices', () => {
  it('show unallocated sales under the French name, whether the API sends an empty name or its marker', () => {
    const label = textOf('fr', 'home.non-allocated');
    expect(label).toBe('Non affecté');
    expect(subFranchiseSlices(['Hanche', 'NON ALLOCATED', ' ', 'Genou'], [200, 50, 10, 0], label)).toEqual([
      { label: 'Hanche', value: 200 },
      { label: 'Non affecté', value: 50 },
      { label: 'Non affecté', value: 10 },
    ]);
  });
});

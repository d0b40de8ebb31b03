import type { DonutSlice } from '../../components/charts/donut';

/** Unallocated sales come with an empty name; the spec labels them 'NON ALLOCATED'. */
const NON_ALLOCATED = 'NON ALLOCATED';

export function subFranchiseSlices(names: string[], totals: number[]): DonutSlice[] {
  return names
    .map((name, i) => ({ label: name.trim() === '' ? NON_ALLOCATED : name, value: Math.max(0, totals[i] ?? 0) }))
    .filter((slice) => slice.value > 0);
}

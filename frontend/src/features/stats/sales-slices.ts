import { isUnallocated } from '@portail/common';
import type { DonutSlice } from '../../components/charts/donut';

/** Unallocated sales (an empty name, or the rollups' UNALLOCATED_NAME) are shown under `unallocatedLabel`. */
export function subFranchiseSlices(names: string[], totals: number[], unallocatedLabel: string): DonutSlice[] {
  return names
    .map((name, i) => ({ label: isUnallocated(name) ? unallocatedLabel : name, value: Math.max(0, totals[i] ?? 0) }))
    .filter((slice) => slice.value > 0);
}

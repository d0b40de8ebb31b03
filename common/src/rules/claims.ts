import type { ClaimStatus } from '../contract/claims.js';

/**
 * What may happen to a claim in each status. Submitted and in progress are open: a staff comment moves a
 * submitted claim to in progress (someone handles it); an administrator accepts or refuses an open claim; an
 * import resolves it. Accepted, refused and resolved by import are final.
 */
export type ClaimAction = 'comment' | 'accept' | 'refuse' | 'resolveByImport';

const OPEN: readonly ClaimStatus[] = ['submitted', 'inProgress'];

export const isOpenClaim = (status: ClaimStatus): boolean => OPEN.includes(status);

/** The status after the action, or undefined when the action is refused in this status. */
export function claimTransition(status: ClaimStatus, action: ClaimAction): ClaimStatus | undefined {
  if (!isOpenClaim(status)) return undefined;
  switch (action) {
    case 'comment':
      return 'inProgress';
    case 'accept':
      return 'accepted';
    case 'refuse':
      return 'refused';
    case 'resolveByImport':
      return 'resolvedByImport';
  }
}

/**
 * A claim resolved by an import that is rolled back is open again, as it was before the import: in progress
 * when staff had taken it in hand, submitted otherwise. Undefined for a claim not resolved by an import.
 */
export function reopenedStatus(status: ClaimStatus, takenInHand: boolean): ClaimStatus | undefined {
  return status === 'resolvedByImport' ? (takenInHand ? 'inProgress' : 'submitted') : undefined;
}

/** A claim's status as the French refusal of an action names it (« Cette réclamation est déjà … »). */
export function claimStatusWord(status: ClaimStatus): string {
  return { accepted: 'acceptée', refused: 'refusée', resolvedByImport: 'résolue par import', submitted: 'soumise', inProgress: 'en cours' }[status];
}

/** Median of durations in days (one decimal), null without any. */
export function medianDays(durationsMs: readonly number[]): number | null {
  if (durationsMs.length === 0) return null;
  const sorted = [...durationsMs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const ms = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Math.round((ms / 86_400_000) * 10) / 10;
}

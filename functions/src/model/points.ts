import type { Timestamps } from './document.js';

// customerData (pk /customerId), id 'points-<year>'

type LedgerKind = 'earned' | 'manual' | 'spent' | 'reversal';

/**
 * One movement. Amounts are signed as they act on the balance: earned and manual may be negative
 * (a recalculation that lowers earned points, an administrator's withdrawal); spent is positive and
 * is subtracted; reversal is positive and gives back points of a cancelled order (it lowers `spent`).
 */
export interface LedgerEntry {
  id: string;
  kind: LedgerKind;
  amount: number;
  at: string;
  /** Order id, import id, user id of the administrator…: what caused the movement. */
  ref: string;
}

/**
 * Points of one customer and year, id 'points-<year>'. The ledger is inside the document so that one
 * conditional patch ("from c where c.balance >= N") both checks the balance and records the movement:
 * balance = earned + manual − spent, never negative.
 */
export interface PointsDoc extends Timestamps {
  id: string;
  type: 'points';
  customerId: string;
  year: number;
  earned: number;
  manual: number;
  spent: number;
  balance: number;
  entries: LedgerEntry[];
}

export const pointsDocId = (year: number): string => `points-${year}`;

/** Empty points document of a year, the starting point of the first credit. */
export function emptyPointsDoc(customerId: string, year: number, now: string): PointsDoc {
  return { id: pointsDocId(year), type: 'points', customerId, year, earned: 0, manual: 0, spent: 0, balance: 0, entries: [], createdAt: now, updatedAt: now };
}

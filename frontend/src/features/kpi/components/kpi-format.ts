import { formatDecimal2, formatEuroRoundedUp, formatInteger, formatPoints, formatSignedPoints } from '@portail/common';

/** Prices: rounded up, French grouping, €; zero or negative shows 0 (spec section 9). */
export const price = (value: number): string => formatEuroRoundedUp(value);
/** Counts and points: whole, rounded down (common's one rule for points), French grouping; zero or negative shows 0. */
export const count = (value: number): string => formatPoints(value);
/** Statuses: negative (unknown) shows 0. */
export const status = (value: number): string => formatInteger(Math.max(0, value));
export const percent = (value: number): string => `${formatDecimal2(value)} %`;
/** Signed figures of the liability statement (adjustments may be negative): whole points, rounded down. */
export const signedPoints = (value: number): string => formatSignedPoints(value);
export const signedEuros = (value: number): string => `${formatDecimal2(value)} €`;

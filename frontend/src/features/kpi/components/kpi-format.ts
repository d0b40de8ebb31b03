import { formatDecimal2, formatEuroRoundedUp, formatInteger, formatPoints } from '@portail/common';

/** Prices: rounded up, French grouping, €; zero or negative shows 0 (spec section 9). */
export const price = (value: number): string => formatEuroRoundedUp(value);
/** Counts and points: rounded up, French grouping; zero or negative shows 0. */
export const count = (value: number): string => formatPoints(value);
/** Statuses: negative (unknown) shows 0. */
export const status = (value: number): string => formatInteger(Math.max(0, value));
export const percent = (value: number): string => `${formatDecimal2(value)} %`;
/** Signed figures of the liability statement (adjustments may be negative), to the point. */
export const signedPoints = (value: number): string => formatInteger(Math.round(value));
export const signedEuros = (value: number): string => `${formatDecimal2(value)} €`;

const DAY = 86_400_000;

/** First and last instant of sales for a year: the current year stops at `now`. */
export function salesWindow(year: number, now: Date): { start: number; end: number } {
  const start = Date.UTC(year, 0, 1);
  const end = Math.min(Date.UTC(year + 1, 0, 1) - 1, now.getTime() - 1);
  return { start, end };
}

/** Share of the year for which sales exist (1 for past years). */
export function yearFraction(year: number, now: Date): number {
  const { start, end } = salesWindow(year, now);
  return Math.max(0, Math.min(1, (end + 1 - start) / (Date.UTC(year + 1, 0, 1) - start)));
}

export const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
export const isoInstant = (ms: number): string => new Date(ms).toISOString();
export const addDays = (ms: number, days: number): number => ms + days * DAY;
/** Last instant of a month (0-based), used to date monthly point credits. */
export const endOfMonth = (year: number, month: number): number => Date.UTC(year, month + 1, 1) - 1;

import { round2, wholePoints, type KpiLiability, type KpiLiabilityMonth } from '@portail/common';
import type { KpiCustomerDoc, KpiLedgerMonth } from '../model/kpi.js';
import type { SheetColumn, SheetData, SheetValue } from './sheet.js';

/**
 * « Passif points »: the monthly roll-forward of the points the programme owes, for one year:
 * opening + issued − redeemed − expired ± adjustments = closing, each month's closing being the next one's
 * opening. The points of a year are spendable during that year only (checkout debits points-<current year>),
 * so what is left at 31 December expires then: the expiry is booked in December once the year is over.
 * docs/kpi.md has the worked example.
 */

/** Whether the year is over at `now` (UTC): its points have then expired. The only use of `now` below. */
export const yearEnded = (year: number, now: Date): boolean => now.getTime() >= Date.UTC(year + 1, 0, 1);

/** One customer's statement from the monthly movements of its KPI row. */
export function customerStatement(months: readonly KpiLedgerMonth[], year: number, now: Date): KpiLiabilityMonth[] {
  const ended = yearEnded(year, now);
  let opening = 0;
  return months.map((m, month) => {
    const beforeExpiry = round2(opening + m.issued - m.redeemed + m.adjustments);
    const expired = ended && month === 11 ? beforeExpiry : 0;
    const row = {
      month: month + 1,
      opening,
      issued: m.issued,
      redeemed: m.redeemed,
      expired,
      adjustments: m.adjustments,
      closing: round2(beforeExpiry - expired),
    };
    opening = row.closing;
    return row;
  });
}

const addMonths = (a: KpiLiabilityMonth[], b: readonly KpiLiabilityMonth[]): KpiLiabilityMonth[] =>
  a.map((x, i) => {
    const y = b[i]!;
    return {
      month: x.month,
      opening: round2(x.opening + y.opening),
      issued: round2(x.issued + y.issued),
      redeemed: round2(x.redeemed + y.redeemed),
      expired: round2(x.expired + y.expired),
      adjustments: round2(x.adjustments + y.adjustments),
      closing: round2(x.closing + y.closing),
    };
  });

const zeroMonths = (): KpiLiabilityMonth[] =>
  Array.from({ length: 12 }, (_, i) => ({ month: i + 1, opening: 0, issued: 0, redeemed: 0, expired: 0, adjustments: 0, closing: 0 }));

/** The programme's statement: the sum of every customer's, with the customers behind it for the drill-down. */
export function liabilityOf(
  rows: readonly Pick<KpiCustomerDoc, 'ownerId' | 'customerNumber' | 'customerName' | 'ledger'>[],
  year: number,
  now: Date,
  rate: number,
): KpiLiability {
  const customers = rows
    .map((r) => ({
      customerId: r.ownerId,
      customerNumber: r.customerNumber,
      customerName: r.customerName,
      months: customerStatement(r.ledger.months, year, now),
    }))
    .sort((a, b) => a.customerName.localeCompare(b.customerName, 'fr'));
  const months = customers.reduce((acc, c) => addMonths(acc, c.months), zeroMonths());
  return { year, rate, months, customers };
}

/** Euro value of points at a COGS percentage. */
export const pointsInEuros = (points: number, rate: number): number => round2((points * rate) / 100);

const MONTHS = ['Janvier', 'Février', 'Mars', 'Avril', 'Mai', 'Juin', 'Juillet', 'Août', 'Septembre', 'Octobre', 'Novembre', 'Décembre'];
const FIGURES = [
  ['opening', 'Ouverture'],
  ['issued', 'Émis'],
  ['redeemed', 'Consommés'],
  ['expired', 'Expirés'],
  ['adjustments', 'Ajustements'],
  ['closing', 'Clôture'],
] as const;

/** The statement as a sheet: one row per month, each figure in points and in euros at the rate in force. */
export function liabilitySheet(statement: KpiLiability): SheetData {
  const columns: SheetColumn[] = [
    { type: 'text', width: 14 },
    ...FIGURES.flatMap((): SheetColumn[] => [
      { type: 'integer', width: 16 },
      { type: 'euro', width: 16 },
    ]),
  ];
  const headers = ['Mois', ...FIGURES.flatMap(([, label]) => [`${label} (points)`, `${label} (€)`])];
  const rows: SheetValue[][] = statement.months.map((m) => [
    `${MONTHS[m.month - 1]} ${statement.year}`,
    // Points as the site shows them (whole, rounded down); euros from the exact figure.
    ...FIGURES.flatMap(([key]) => [wholePoints(m[key]), pointsInEuros(m[key], statement.rate)]),
  ]);
  const title = `Passif points ${statement.year} – taux COGS en vigueur : ${String(statement.rate).replace('.', ',')} %`;
  return { name: 'Passif points', columns, head: [[title], [], headers], rows };
}

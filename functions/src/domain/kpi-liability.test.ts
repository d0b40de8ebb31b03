import { round2 } from '@portail/common';
import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from '../model/points.js';
import { ledgerPartOf } from './kpi-rules.js';
import { customerStatement, liabilityOf, liabilitySheet, pointsInEuros } from './kpi-liability.js';

const YEAR = 2025;
const DURING = new Date(Date.UTC(2025, 8, 15));
const AFTER = new Date(Date.UTC(2026, 1, 1));

describe('points-liability statement, worked example (docs/kpi.md)', () => {
  const entries: LedgerEntry[] = [
    { id: '1', kind: 'earned', amount: 70, at: '2025-01-31T10:00:00Z', ref: 'r' },
    { id: '2', kind: 'manual', amount: 10, at: '2025-02-10T10:00:00Z', ref: 'r' },
    { id: '3', kind: 'spent', amount: 50, at: '2025-03-05T10:00:00Z', ref: 'r' },
    { id: '4', kind: 'reversal', amount: 20, at: '2025-03-20T10:00:00Z', ref: 'r' },
  ];
  const ledger = ledgerPartOf({ balance: 50, entries, updatedAt: '2025-03-20T10:00:00Z' }, YEAR);

  it('rolls the balance forward month by month while the year runs', () => {
    const s = customerStatement(ledger.months, YEAR, DURING);
    expect(s[0]).toEqual({ month: 1, opening: 0, issued: 70, redeemed: 0, expired: 0, adjustments: 0, closing: 70 });
    expect(s[1]).toEqual({ month: 2, opening: 70, issued: 0, redeemed: 0, expired: 0, adjustments: 10, closing: 80 });
    expect(s[2]).toEqual({ month: 3, opening: 80, issued: 0, redeemed: 30, expired: 0, adjustments: 0, closing: 50 });
    expect(s[11]).toMatchObject({ opening: 50, expired: 0, closing: 50 });
  });

  it('expires what is left at 31 December once the year is over', () => {
    expect(customerStatement(ledger.months, YEAR, AFTER)[11]).toMatchObject({ opening: 50, expired: 50, closing: 0 });
  });

  it('values points at the COGS rate in force and lays the sheet out in points and euros', () => {
    expect(pointsInEuros(50, 15)).toBe(7.5);
    const sheet = liabilitySheet(liabilityOf([{ ownerId: 'c', customerNumber: '1', customerName: 'C', ledger }], YEAR, DURING, 15));
    expect(sheet.head[2]).toHaveLength(13);
    expect(sheet.rows[2]).toEqual(['Mars 2025', 80, 12, 0, 0, 30, 4.5, 0, 0, 0, 0, 50, 7.5]);
  });

  it('writes whole points, rounded down, as the site shows them; the euros from the exact figure', () => {
    const cents: LedgerEntry[] = [{ id: '1', kind: 'earned', amount: 198548.55, at: '2025-01-31T10:00:00Z', ref: 'r' }];
    const part = ledgerPartOf({ balance: 198548.55, entries: cents, updatedAt: '2025-01-31T10:00:00Z' }, YEAR);
    const sheet = liabilitySheet(liabilityOf([{ ownerId: 'c', customerNumber: '1', customerName: 'C', ledger: part }], YEAR, DURING, 10));
    // Janvier: opening 0, issued 198 548 points (19 854,86 € at 10 %), closing the same.
    expect(sheet.rows[0].slice(0, 5)).toEqual(['Janvier 2025', 0, 0, 198548, 19854.86]);
    expect(sheet.rows[0].slice(-2)).toEqual([198548, 19854.86]);
  });
});

// A small deterministic generator (mulberry32): the same histories on every run, many shapes.
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generatedHistory(r: () => number) {
  const kinds: LedgerEntry['kind'][] = ['earned', 'manual', 'spent', 'reversal'];
  const entries: LedgerEntry[] = [];
  const count = Math.floor(r() * 30);
  for (let i = 0; i < count; i++) {
    // Mostly in the year, some before or after it (late recalculations are booked in December).
    const year = r() < 0.1 ? YEAR - 1 : r() < 0.1 ? YEAR + 1 : YEAR;
    const at = new Date(Date.UTC(year, Math.floor(r() * 12), 1 + Math.floor(r() * 28), Math.floor(r() * 24))).toISOString();
    const kind = kinds[Math.floor(r() * kinds.length)]!;
    const amount = round2((kind === 'earned' || kind === 'manual' ? r() * 2000 - 400 : r() * 800) + 0.01);
    entries.push({ id: String(i), kind, amount, at, ref: 'r' });
  }
  entries.sort((a, b) => a.at.localeCompare(b.at));
  const fromEntries = round2(entries.reduce((s, e) => s + (e.kind === 'spent' ? -e.amount : e.amount), 0));
  // Now and then a balance that is not what the entries add up to (floor at 0, opening balance).
  const balance = r() < 0.2 ? round2(Math.max(0, fromEntries + r() * 300 - 100)) : fromEntries;
  return { balance, entries, updatedAt: entries.at(-1)?.at ?? `${YEAR}-01-01T00:00:00Z` };
}

describe('points-liability statement over generated histories', () => {
  it('always balances: each closing is the next opening, each month adds up, the total is the sum of the balances', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const r = random(seed);
      const histories = Array.from({ length: 1 + Math.floor(r() * 8) }, () => generatedHistory(r));
      const rows = histories.map((h, i) => ({ ownerId: `c${i}`, customerNumber: String(i), customerName: `Client ${i}`, ledger: ledgerPartOf(h, YEAR) }));
      const now = r() < 0.5 ? DURING : AFTER;
      const statement = liabilityOf(rows, YEAR, now, round2(r() * 100));
      const balances = round2(histories.reduce((s, h) => s + h.balance, 0));

      for (const table of [statement.months, ...statement.customers.map((c) => c.months)]) {
        expect(table[0]!.opening).toBe(0);
        table.forEach((m, i) => {
          expect(m.closing).toBeCloseTo(m.opening + m.issued - m.redeemed - m.expired + m.adjustments, 6);
          if (i < 11) expect(table[i + 1]!.opening).toBe(m.closing);
        });
      }
      const december = statement.months[11]!;
      if (now === DURING) {
        expect(december.closing, `graine ${seed}`).toBeCloseTo(balances, 6);
        expect(december.expired).toBe(0);
      } else {
        expect(december.closing).toBeCloseTo(0, 6);
        expect(december.expired, `graine ${seed}`).toBeCloseTo(balances, 6);
      }
      for (let i = 0; i < 12; i++) {
        const sumOfCustomers = round2(statement.customers.reduce((s, c) => s + c.months[i]!.closing, 0));
        expect(statement.months[i]!.closing).toBeCloseTo(sumOfCustomers, 6);
      }
    }
  });
});

import { passwordProblem, pointsForAmount, statusInForce, tierForSales, type PointCategory } from '@portail/common';
import { describe, expect, it } from 'vitest';
import type { SalesLineDoc } from '../../functions/src/model/sales.js';
import { DEMO_EMAILS, DEMO_PASSWORD_DEFAULT } from './demo-accounts.js';
import { isExcluded } from './rules.js';
import { SEED_SIZES } from './sizes.js';
import { buildWorld, type WorldOptions } from './world.js';

const NOW = new Date('2025-06-15T12:00:00Z');

function run(options: WorldOptions) {
  const world = buildWorld(options);
  const acc = world.newAccumulator();
  const lines: SalesLineDoc[] = [];
  for (const chunk of world.salesChunks(500)) {
    acc.add(chunk);
    lines.push(...chunk);
  }
  return { world, lines, derived: world.derive(acc) };
}

const small = run({ size: 'small', seed: 42, now: NOW });

describe('seed generator', () => {
  it('gives the same data for the same seed and date', () => {
    const again = run({ size: 'small', seed: 42, now: NOW });
    expect(again.world.products).toEqual(small.world.products);
    expect(again.world.plans.map((p) => p.doc)).toEqual(small.world.plans.map((p) => p.doc));
    expect(again.lines).toEqual(small.lines);
    expect(again.derived).toEqual(small.derived);
    const other = run({ size: 'small', seed: 43, now: NOW });
    expect(other.lines.map((l) => l.salesAmount)).not.toEqual(small.lines.map((l) => l.salesAmount));
  });

  it('has the announced sizes', () => {
    expect(SEED_SIZES.default).toEqual({ customers: 60, products: 2000, salesLines: 100_000 });
    expect(SEED_SIZES.small).toEqual({ customers: 12, products: 200, salesLines: 5000 });
    expect(small.lines).toHaveLength(5000);
    expect(small.world.products).toHaveLength(200);
    expect(small.derived.customers).toHaveLength(12);
    const def = buildWorld({ size: 'default', now: NOW });
    expect(def.allocation.reduce((a, s) => a + s.lines, 0)).toBe(100_000);
    expect(def.plans).toHaveLength(60);
  });

  it('streams the bench size lazily', () => {
    const bench = buildWorld({ size: 'bench', now: NOW });
    expect(bench.allocation.reduce((a, s) => a + s.lines, 0)).toBe(1_000_000);
    const started = performance.now();
    const first = bench.salesChunks(1000).next();
    expect(first.value).toHaveLength(1000);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('creates the demo accounts with the right customers', () => {
    const users = new Map(small.world.users.map((u) => [u.email, u]));
    expect(users.get(DEMO_EMAILS.admin)).toMatchObject({ role: 'ADMIN', customerIds: [] });
    expect(users.get(DEMO_EMAILS.commercial)?.role).toBe('COMMERCIAL');
    expect(users.get(DEMO_EMAILS.commercial)?.customerIds).toHaveLength(10);
    expect(users.get(DEMO_EMAILS.acheteur)?.customerIds).toHaveLength(1);
    expect(users.get(DEMO_EMAILS.groupement)?.customerIds).toHaveLength(3);
    const chu = small.derived.customers.find((c) => c.id === users.get(DEMO_EMAILS.acheteur)!.customerIds[0])!;
    expect(chu.name).toMatch(/^CHU de Démo/);
    expect(passwordProblem(DEMO_PASSWORD_DEFAULT)).toBeNull();
    expect(new Set(small.world.users.map((u) => u.email.toLowerCase())).size).toBe(small.world.users.length);
  });

  it('spreads customers over every tier and keeps ids valid', () => {
    const lastYear = NOW.getUTCFullYear() - 1;
    const tiers = new Set(small.derived.stats.filter((s) => s.year === lastYear).map((s) => tierForSales(s.totalCurrentYear)));
    expect([...tiers].sort()).toEqual([0, 1, 2, 3, 4]);
    const idPattern = /^[A-Za-z0-9_-]{1,64}$/;
    for (const doc of [...small.derived.customers, ...small.world.products, ...small.derived.orders, ...small.world.users]) expect(doc.id).toMatch(idPattern);
    expect(small.derived.customers.every((c) => /^\d{9}$/.test(c.number))).toBe(true);
  });

  it('computes statuses, stats and points with the rules of common/src', () => {
    const contracts = small.world.contracts.map((g) => g.contract);
    const sales = new Map<string, number>();
    const points = new Map<string, Record<string, number>>();
    const key = (id: string, year: number) => `${id}/${year}`;
    const customers = new Map(small.derived.customers.map((c) => [c.id, c]));
    const statusOf = (id: string, year: number) => statusInForce(sales.get(key(id, year - 1)) ?? 0, customers.get(id)!.manualStatus[String(year)]);
    for (const l of small.lines)
      if (l.pointCategory !== 'services') sales.set(key(l.customerId, l.year), (sales.get(key(l.customerId, l.year)) ?? 0) + l.salesAmount);
    for (const l of small.lines) {
      if (
        l.pointCategory === 'services' ||
        isExcluded(
          l,
          contracts.filter((c) => c.customerIds.includes(l.customerId)),
        )
      )
        continue;
      const p = (points.get(key(l.customerId, l.year)) ?? points.set(key(l.customerId, l.year), {}).get(key(l.customerId, l.year)))!;
      p[l.pointCategory] = (p[l.pointCategory] ?? 0) + pointsForAmount(l.pointCategory as PointCategory, statusOf(l.customerId, l.year), l.salesAmount);
    }
    const close = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThan(0.01);
    for (const s of small.derived.stats) {
      const k = key(s.customerId, s.year);
      const p = points.get(k) ?? {};
      close(s.totalCurrentYear, sales.get(k) ?? 0);
      expect(s.statusCurrentYear).toBe(statusOf(s.customerId, s.year));
      close(s.capitalPoints, p.capital ?? 0);
      close(s.servicePoints, p.procare ?? 0);
      close(s.consommablePoints, p.consommable ?? 0);
      close(s.implantPoints, p.implant ?? 0);
      const ledger = small.derived.points.find((d) => d.customerId === s.customerId && d.year === s.year)!;
      expect(s.manualPoints).toBe(ledger.manual);
      expect(ledger.earned).toBeCloseTo(s.totalPoints - s.manualPoints, 2);
    }
    for (const c of small.derived.customers) expect(c.status).toBe(statusOf(c.id, NOW.getUTCFullYear()));
  });

  it('keeps every points ledger non-negative and consistent with its orders', () => {
    for (const doc of small.derived.points) {
      let balance = 0;
      for (const e of doc.entries) {
        balance += e.kind === 'spent' ? -e.amount : e.amount;
        expect(balance).toBeGreaterThanOrEqual(-1e-6);
      }
      expect(Math.abs(doc.balance - (doc.earned + doc.manual - doc.spent))).toBeLessThan(1e-6);
      const orders = small.derived.orders.filter((o) => o.customerId === doc.customerId && o.year === doc.year);
      expect(Math.abs(orders.reduce((a, o) => a + o.pointsSpent, 0) - doc.spent)).toBeLessThan(0.01);
      for (const o of orders) expect(o.amountInvoiced).toBeCloseTo(Math.max(0, o.totalAmount - o.pointsSpent), 2);
    }
    expect(small.derived.orders.length).toBeGreaterThan(0);
  });
});

import { describe, expect, it } from 'vitest';
import type { StatsSalesLine } from '../model/sales.js';
import { computeCustomerStats } from './customer-stats.js';
import { gapToNextTier, groupSalesOf, membershipChange, membershipInYear, membershipsOf, memberTier, statusOn } from './group-tier.js';

// Tier by group volume (issue 33, docs/spec-decisions.md): tiers at 400 k, 700 k, 1.2 M, 2.1 M €; consumables
// earn 3 / 5 / 6 / 9 points per 100 € at tiers 1 to 4.
const sale = (date: string, salesAmount: number, over: Partial<StatsSalesLine> = {}): StatsSalesLine => ({
  salesAmount,
  year: Number(date.slice(0, 4)),
  salesRecognitionDate: date,
  pointCategory: 'consommable',
  franchise: 'Trauma',
  subFranchise: 'Plaques',
  gimSubBrand: '',
  gimItemType: 'Produit',
  gimCustom: 'Consommables',
  ...over,
});

describe('une adhésion au groupement, datée', () => {
  it('un membre qui change de groupement en cours d’année : l’ancien le compte jusqu’à la veille, le nouveau à partir du jour', () => {
    const before = { buyingGroupId: 'ght-nord', buyingGroupSince: null, buyingGroupHistory: [] };
    const after = { buyingGroupId: 'ght-sud', ...membershipChange(before, 'ght-sud', '2025-07-01') };
    expect(after.buyingGroupHistory).toEqual([{ groupId: 'ght-nord', from: null, to: '2025-06-30' }]);
    expect(after.buyingGroupSince).toBe('2025-07-01');
    const memberships = membershipsOf(after);
    expect(membershipInYear(memberships, 'ght-nord', 2025)).toEqual({ from: null, to: '2025-06-30' });
    expect(membershipInYear(memberships, 'ght-sud', 2025)).toEqual({ from: '2025-07-01', to: null });
    expect(membershipInYear(memberships, 'ght-nord', 2026)).toBeUndefined();
    expect(membershipInYear(memberships, 'ght-sud', 2024)).toBeUndefined();

    const lines = [
      sale('2025-03-10', 100_000),
      sale('2025-06-30', 50_000),
      sale('2025-07-01', 30_000),
      sale('2025-11-20', 20_000),
      sale('2025-08-01', 9_999, { pointCategory: 'services' }),
    ];
    // Each group counts the member's sales inside its window only; fees count for neither.
    expect(groupSalesOf(lines, 2025, membershipInYear(memberships, 'ght-nord', 2025))).toBe(150_000);
    expect(groupSalesOf(lines, 2025, membershipInYear(memberships, 'ght-sud', 2025))).toBe(50_000);
    expect(groupSalesOf(lines, 2025, undefined)).toBe(0);
  });

  it('un même groupement choisi à nouveau ne change rien à la date d’adhésion', () => {
    const before = { buyingGroupId: 'ght-nord', buyingGroupSince: '2024-02-01', buyingGroupHistory: [] };
    expect(membershipChange(before, 'ght-nord', '2025-07-01')).toEqual({ buyingGroupSince: '2024-02-01', buyingGroupHistory: [] });
    expect(membershipChange(before, null, '2025-07-01')).toEqual({
      buyingGroupSince: null,
      buyingGroupHistory: [{ groupId: 'ght-nord', from: '2024-02-01', to: '2025-06-30' }],
    });
  });
});

describe('memberTier : la règle de statut d’un membre', () => {
  const nord = (window: { from: string | null; to: string | null }, groupVolumePreviousYear = 1_500_000) => ({
    groupId: 'ght-nord',
    window,
    groupVolumePreviousYear,
  });
  const base = { ownStatus: 1 as const, manual: false, groupOption: true, groups: [nord({ from: null, to: null })] };

  it('avec l’option, le statut atteint par le volume du groupement l’année précédente', () => {
    const tier = memberTier(base);
    expect(tier).toEqual({ rule: 'group', ownStatus: 1, windows: [{ groupId: 'ght-nord', from: null, to: null, status: 3 }] });
    expect(statusOn('2025-01-02', tier)).toBe(3);
  });

  it('son propre statut sans l’option, hors de tout groupement, ou quand le sien est meilleur ; le statut manuel l’emporte', () => {
    expect(memberTier({ ...base, groupOption: false }).rule).toBe('own');
    expect(memberTier({ ...base, groups: [] }).rule).toBe('own');
    expect(memberTier({ ...base, ownStatus: 4 })).toEqual({ rule: 'own', ownStatus: 4, windows: [] });
    expect(memberTier({ ...base, manual: true })).toEqual({ rule: 'manual', ownStatus: 1, windows: [] });
  });

  it('un membre entré le 1er juillet : son statut jusqu’au 30 juin, celui du groupement à partir du 1er juillet', () => {
    const tier = memberTier({ ...base, groups: [nord({ from: '2025-07-01', to: null })] });
    expect(statusOn('2025-06-30', tier)).toBe(1);
    expect(statusOn('2025-07-01', tier)).toBe(3);
  });

  it('passé d’un groupement à l’autre le 1er juillet : le statut de chacun sur sa période', () => {
    const tier = memberTier({
      ...base,
      groups: [nord({ from: null, to: '2025-06-30' }), { groupId: 'ght-sud', window: { from: '2025-07-01', to: null }, groupVolumePreviousYear: 750_000 }],
    });
    expect(statusOn('2025-06-30', tier)).toBe(3);
    expect(statusOn('2025-07-01', tier)).toBe(2);
  });

  it('l’écart au statut suivant', () => {
    expect(gapToNextTier(650_000)).toEqual({ tier: 2, missing: 50_000 });
    expect(gapToNextTier(0)).toEqual({ tier: 1, missing: 400_000 });
    expect(gapToNextTier(2_100_000)).toBeNull();
  });
});

describe('les statistiques d’un membre sous la règle du groupement', () => {
  const options = { customerId: 'c1', year: 2025, manualStatus: {}, salesByYear: {}, now: new Date('2025-12-31T12:00:00Z') };
  // 2024: 450 000 € of its own → status 1 in 2025 (3 points per 100 € of consumables).
  const lines = [sale('2024-05-01', 450_000), sale('2025-03-01', 10_000), sale('2025-09-01', 20_000)];
  const group = (groups: { groupId: string; window: { from: string | null; to: string | null }; groupVolumePreviousYear: number }[], groupOption = true) => ({
    group: { groupOption, groups },
  });

  it('entré le 1er juillet dans un groupement de 1,5 M€ l’an passé : ses ventes d’avant au statut 1, celles d’après au statut 3', () => {
    const { stats, earned, statusCurrentYear } = computeCustomerStats(lines, {
      ...options,
      ...group([{ groupId: 'g', window: { from: '2025-07-01', to: null }, groupVolumePreviousYear: 1_500_000 }]),
    });
    // 10 000 × 3 % + 20 000 × 6 %
    expect(earned).toBe(300 + 1_200);
    expect(stats.consommablePoints).toBe(1_500);
    expect(statusCurrentYear).toBe(3);
    expect(stats.tierRule).toBe('group');
    expect(stats.groupTiers).toEqual([{ groupId: 'g', status: 3, from: '2025-07-01', to: null }]);
  });

  it('sorti le 30 juin : le statut du groupement jusque-là, le sien ensuite, et c’est le sien qui est en vigueur en fin d’année', () => {
    const { earned, statusCurrentYear } = computeCustomerStats(lines, {
      ...options,
      ...group([{ groupId: 'g', window: { from: null, to: '2025-06-30' }, groupVolumePreviousYear: 1_500_000 }]),
    });
    expect(earned).toBe(600 + 600);
    expect(statusCurrentYear).toBe(1);
  });

  it('passé d’un groupement de 1,5 M€ à un de 750 k€ le 1er juillet : 6 % avant, 5 % après', () => {
    const { earned, statusCurrentYear } = computeCustomerStats(lines, {
      ...options,
      ...group([
        { groupId: 'nord', window: { from: null, to: '2025-06-30' }, groupVolumePreviousYear: 1_500_000 },
        { groupId: 'sud', window: { from: '2025-07-01', to: null }, groupVolumePreviousYear: 750_000 },
      ]),
    });
    expect(earned).toBe(600 + 1_000);
    expect(statusCurrentYear).toBe(2);
  });

  it('sans l’option : les points et le statut d’un client seul, la règle dite « propre »', () => {
    const { earned, statusCurrentYear, stats } = computeCustomerStats(lines, {
      ...options,
      ...group([{ groupId: 'g', window: { from: null, to: null }, groupVolumePreviousYear: 1_500_000 }], false),
    });
    expect(earned).toBe(900);
    expect(statusCurrentYear).toBe(1);
    expect(stats.tierRule).toBe('own');
    expect(stats.groupTiers).toEqual([]);
  });
});

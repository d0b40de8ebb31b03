import type { KpiCustomerRow, KpiOrderDetail, KpiProvisions } from '@portail/common';
import { describe, expect, it } from 'vitest';
import { clientsSheet, divisionsSheet, kpiExportFileName, ordersSheet, provisionsSheet, statisticsSheet } from './kpi-sheets.js';

/* The KPI tabs as workbooks: the screen's figures in the screen's words (docs/kpi.md « Exports »). */

const headers = (sheet: { head: string[][] }) => sheet.head.at(-1);

describe('the KPI sheets', () => {
  it('« Divisions »: the screen’s columns, unallocated sales « Non affecté », points whole and rounded down', () => {
    const sheet = divisionsSheet(2025, [
      { franchise: 'Trauma', totalOrders: 3, totalPoints: 140.99, totalProducts: 7 },
      { franchise: 'NON ALLOCATED', totalOrders: 1, totalPoints: 12.5, totalProducts: -1 },
    ]);
    expect(sheet.head[0]).toEqual(['Divisions 2025']);
    expect(headers(sheet)).toEqual(['Division', 'Total des commandes', 'Total des points', 'Total des produits vendus']);
    expect(sheet.rows).toEqual([
      ['Trauma', 3, 140, 7],
      ['Non affecté', 1, 12, -1],
    ]);
    expect(sheet.columns.map((c) => c.type)).toEqual(['text', 'integer', 'integer', 'integer']);
  });

  it('« Statistiques »: the eight cards of the year in one row, euros exact, growth in % with decimals', () => {
    const sheet = statisticsSheet({
      year: 2026,
      averageCost: 12.34,
      totalSubFranchises: 9,
      totalOrdersLastYear: 4,
      totalPointsSpentLastYear: 80.5,
      totalCA: 1_234_567.89,
      totalContract: 3,
      estimatedPoints: 999.7,
      estimatedGrowth: -4.25,
    });
    expect(headers(sheet)).toEqual([
      'Année',
      'Coût moyen (€)',
      'Total sous-franchises',
      'Total commandes',
      'Total points dépensés (€)',
      'Total CA (€)',
      'Total contrats',
      'Points estimés',
      'Croissance estimée (%)',
    ]);
    expect(sheet.rows).toEqual([[2026, 12.34, 9, 4, 80.5, 1_234_567.89, 3, 999, -4.25]]);
    expect(sheet.columns.at(-1)?.type).toBe('decimal');
  });

  it('« Clients »: an unknown status shows 0 as on the screen, the tier rule by its French name', () => {
    const row: KpiCustomerRow = {
      customerId: 'c1',
      customerNumber: '100',
      customerName: 'Clinique A',
      statusPreviousYear: -1,
      statusCurrentYear: 3,
      revenuePreviousYear: 1000,
      revenueCurrentYear: 2000.5,
      totalPoints: 10.9,
      forecastPoints: 20.2,
      tierRule: 'group',
    };
    expect(clientsSheet(2026, [row]).rows).toEqual([['100', 'Clinique A', 0, 3, 'CA du groupement', 1000, 2000.5, 10, 20]]);
  });

  it('« Provisions »: the three tables side by side, the rate in force per franchise, then the totals', () => {
    const provisions = (useCurrentYear: boolean): KpiProvisions => ({
      year: 2025,
      franchises: [
        {
          franchise: 'Trauma',
          projectedPoint: 200,
          percantagePreviousYear: 15,
          percantageCurrentYear: 40,
          contribution: 200,
          cogs: useCurrentYear ? 80 : 30,
          provision: useCurrentYear ? 120 : 170,
        },
      ],
      totalPointsProjected: 200,
      totalContribution: 200,
      totalCogs: useCurrentYear ? 80 : 30,
      totalProvision: useCurrentYear ? 120 : 170,
      manualCogs: 15,
      calculatedCogs: 40,
      useCurrentYear,
      activeCogs: useCurrentYear ? 'calculated' : 'manual',
      rateInForce: useCurrentYear ? 40 : 15,
    });
    const manual = provisionsSheet(provisions(false));
    expect(headers(manual)).toEqual([
      'Franchise',
      'Points projetés',
      '% année précédente',
      '% année en cours (YTD)',
      'Taux en vigueur (%)',
      'Contribution (€)',
      'COGS (€)',
      'Provision (€)',
    ]);
    expect(manual.rows).toEqual([
      ['Trauma', 200, 15, 40, 15, 200, 30, 170],
      ['Total', 200, null, null, null, 200, 30, 170],
    ]);
    expect(provisionsSheet(provisions(true)).rows[0]).toEqual(['Trauma', 200, 15, 40, 40, 200, 80, 120]);
  });

  it('« Commandes »: the 18 columns, the category by the catalogue’s name, the date as a date', () => {
    const line: KpiOrderDetail = {
      customerNumber: '597151141',
      customerName: 'CHU de Démo',
      orderNumber: 'PF-2026-000001',
      franchiseGroup: 'MedSurg',
      franchise: 'Endoscopy',
      subFranchise: 'Arthroscopie',
      category: 'consommable',
      reference: '0255-401-343',
      designation: 'Lame de shaver',
      packContent: 5,
      unitPrice: 30,
      quantity: 3,
      totalPrice: 90,
      unitCost: 12.5,
      totalCost: 37.5,
      savings: 52.5,
      marginPercent: 58.33,
      orderDate: '2026-03-01',
    };
    const sheet = ordersSheet(2026, 'Stryker', [line]);
    expect(sheet.head[0]).toEqual(['Commandes One Stryker 2026']);
    expect(headers(sheet)).toHaveLength(18);
    expect(sheet.rows[0]).toEqual([
      '597151141',
      'CHU de Démo',
      'PF-2026-000001',
      'MedSurg',
      'Endoscopy',
      'Arthroscopie',
      'Consommables',
      '0255-401-343',
      'Lame de shaver',
      5,
      30,
      3,
      90,
      12.5,
      37.5,
      52.5,
      58.33,
      '2026-03-01',
    ]);
    expect(sheet.columns.at(-1)?.type).toBe('date');
  });

  it('names each file in French with its year', () => {
    expect(kpiExportFileName('divisions', 2025)).toBe('divisions-2025.xlsx');
    expect(kpiExportFileName('provisions', 2026)).toBe('provisions-cogs-2026.xlsx');
    expect(kpiExportFileName('groups', 2026)).toBe('groupements-2026.xlsx');
    // The orders tab lists every year: its workbook too, when no year is asked.
    expect(kpiExportFileName('orders', undefined)).toBe('commandes-one-stryker-toutes-annees.xlsx');
  });
});

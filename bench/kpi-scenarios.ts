import { readScenario, type ScenarioResult } from './scenario.js';

/** Targets of the KPI issue: each call p99 ≤ 50 ms, and at 1,000,000 sales lines at most 1.2 × its p99 at the default size. */
const KPI_TARGETS = { p99: 50, millionFactor: 1.2 };

/** Each KPI call of the page (docs/kpi.md): reads of the materialised aggregates, flat in the number of sales lines. */
function kpiPaths(year: number): { label: string; path: string; paged?: boolean }[] {
  return [
    { label: 'Statistiques', path: `/api/kpi/statistics?year=${year}` },
    { label: 'Divisions', path: `/api/kpi/statistics-franchise?year=${year}` },
    { label: 'Clients', path: '/api/kpi/statistics-customer' },
    { label: 'Provisions (COGS)', path: `/api/kpi/provisions?year=${year}` },
    { label: 'Commandes One Stryker, première page', path: '/api/kpi/orders-details?pageNumber=1', paged: true },
    { label: 'Réglages COGS (by-names)', path: '/api/kpi/by-names?names=ManualCogs,CalculatedCogs,UseCurrentYearOrNot' },
    { label: 'Passif points', path: `/api/kpi/points-liability?year=${year}` },
  ];
}

/**
 * The KPI calls under load. With `atDefault` (the same scenarios measured on the default data), the target of
 * each becomes min(50 ms, 1.2 × its p99 there) and the note gives the ratio: how the cost grew with the data.
 */
export async function kpiReads(api: string, adminToken: string, atDefault?: ScenarioResult[]): Promise<ScenarioResult[]> {
  const year = new Date().getUTCFullYear();
  const out: ScenarioResult[] = [];
  for (const [i, k] of kpiPaths(year).entries()) {
    const base = atDefault?.[i]?.api?.p99;
    const targetP99 = base === undefined ? KPI_TARGETS.p99 : Math.min(KPI_TARGETS.p99, Math.max(1, Math.round(base * KPI_TARGETS.millionFactor)));
    const r = await readScenario(`KPI ${k.label} (${k.path.split('?')[0]})`, api, k.path, adminToken, {
      targetP99,
      skipIfMissing: true,
      ...(k.paged ? { requiredHeader: 'X-Pagination' } : {}),
    });
    if (base !== undefined && r.api)
      r.note = `${r.note ?? ''} ; 1 M / défaut : p99 × ${(r.api.p99 / base).toFixed(2).replace('.', ',')} (cible ≤ ${String(KPI_TARGETS.millionFactor).replace('.', ',')})`;
    out.push(r);
  }
  return out;
}

import { allCustomerIds } from '../data/kpi-repository.js';
import { deleteSalesIndexDocs, indexDocsOfCustomer, writeSalesIndex } from '../data/sales-keys-repository.js';
import { indexedLinesOf } from '../data/sales-repository.js';
import { salesIndexDocsOf } from '../domain/sales-search.js';

/**
 * The sales-line search's index rebuilt from the stored lines, customer by customer: each customer's index
 * documents written whole, and those no line needs any more deleted (the former lookup documents of type
 * salesKey among them). Run it once over data written before the index existed, or to repair; as the KPI
 * rebuild, while no import runs (a line written meanwhile could be indexed as it was read).
 * scripts/sales-index-rebuild.ts.
 */
export async function rebuildSalesIndex(options: { parallel?: number; log?: (message: string) => void } = {}): Promise<{ customers: number; lines: number; documents: number; durationMs: number }> {
  const started = performance.now();
  const queue = await allCustomerIds();
  const report = { customers: queue.length, lines: 0, documents: 0, durationMs: 0 };
  const worker = async () => {
    for (let id = queue.shift(); id; id = queue.shift()) {
      const lines = await indexedLinesOf(id);
      const docs = salesIndexDocsOf(lines);
      const kept = new Set(docs.map((d) => d.id));
      await writeSalesIndex(docs);
      await deleteSalesIndexDocs((await indexDocsOfCustomer(id)).filter((d) => !kept.has(d.id)));
      report.lines += lines.length;
      report.documents += docs.length;
    }
  };
  await Promise.all(Array.from({ length: options.parallel ?? 2 }, worker));
  report.durationMs = Math.round(performance.now() - started);
  options.log?.(`Index de recherche des lignes de vente reconstruit : ${report.documents} documents pour ${report.lines} lignes de ${report.customers} clients en ${report.durationMs} ms`);
  return report;
}

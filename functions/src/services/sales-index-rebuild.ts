import { allCustomerIds } from '../data/kpi-repository.js';
import { applySalesIndexChanges, deleteSalesIndexDocs, indexDocsOfCustomer, writeSalesIndex } from '../data/sales-keys-repository.js';
import { indexedLinesOf } from '../data/sales-repository.js';
import { EVERY_CUSTOMER, salesIndexOfCustomer } from '../domain/sales-index.js';

/**
 * The sales-line search's index rebuilt from the stored lines: the documents every customer shares (the
 * references') emptied, then customer by customer its own documents written whole, those no line needs any
 * more deleted (the former lookup documents of type salesKey among them, and the documents of an order in the
 * bucket of its first 4 characters, where orders were kept before their own buckets), and its lines added to
 * the shared ones. Run it once over data written before the index existed, or to repair; as the KPI
 * rebuild, while no import runs (a line written meanwhile could be indexed as it was read).
 * scripts/sales-index-rebuild.ts.
 */
export async function rebuildSalesIndex(
  options: { parallel?: number; log?: (message: string) => void } = {},
): Promise<{ customers: number; lines: number; documents: number; durationMs: number }> {
  const started = performance.now();
  const queue = await allCustomerIds();
  const report = { customers: queue.length, lines: 0, documents: 0, durationMs: 0 };
  await deleteSalesIndexDocs(await indexDocsOfCustomer(EVERY_CUSTOMER));
  const worker = async () => {
    for (let id = queue.shift(); id; id = queue.shift()) {
      const lines = await indexedLinesOf(id);
      const { docs, shared } = salesIndexOfCustomer(id, lines);
      // By partition and id: a document moved to another bucket (orders, issue 30) keeps its id in the former one.
      const kept = new Set(docs.map((d) => `${d.bucket}/${d.id}`));
      await writeSalesIndex(docs);
      await deleteSalesIndexDocs((await indexDocsOfCustomer(id)).filter((d) => !kept.has(`${d.bucket}/${d.id}`)));
      await applySalesIndexChanges(shared);
      report.lines += lines.length;
      report.documents += docs.length;
    }
  };
  await Promise.all(Array.from({ length: options.parallel ?? 2 }, worker));
  report.durationMs = Math.round(performance.now() - started);
  options.log?.(
    `Index de recherche des lignes de vente reconstruit : ${report.documents} documents propres aux clients pour ${report.lines} lignes de ${report.customers} clients en ${report.durationMs} ms`,
  );
  return report;
}

import type { JSONObject, OperationInput } from '@azure/cosmos';
import { BulkOperationType } from '@azure/cosmos';
import { bulkStatuses, container } from '../../functions/src/data/cosmos.js';
import { CONTAINERS, type ContainerName } from '../../functions/src/data/containers.js';

const BATCH = 100;

/**
 * Upserts documents through the bulk API, 100 per call, a few calls in flight. Upsert makes a re-run
 * over an existing store harmless. Any failed operation stops the seed: a half-seeded store would mislead.
 */
export class BulkWriter {
  readonly written: Partial<Record<ContainerName, number>> = {};
  private inFlight = new Set<Promise<void>>();

  constructor(private readonly concurrency = 8) {}

  async write(name: ContainerName, docs: readonly object[]): Promise<void> {
    for (let i = 0; i < docs.length; i += BATCH) {
      // The partition key is given explicitly: the SDK and the local server both need it for bulk upserts.
      const pkField = CONTAINERS[name].partitionKey.paths[0].slice(1);
      const ops = docs.slice(i, i + BATCH).map((doc): OperationInput => {
        const body = doc as JSONObject;
        return { operationType: BulkOperationType.Upsert, partitionKey: body[pkField] as string, resourceBody: body };
      });
      while (this.inFlight.size >= this.concurrency) await Promise.race(this.inFlight);
      const p: Promise<void> = this.send(name, ops).finally(() => this.inFlight.delete(p));
      this.inFlight.add(p);
    }
  }

  /** Waits for every call in flight; rejects if one failed. */
  async flush(): Promise<void> {
    await Promise.all(this.inFlight);
  }

  /**
   * `items.bulk` is deprecated in favour of `executeBulkOperations`, but the latter waits on internal
   * timers: measured against the local server, 3,000 documents took 4.3 s with it and 0.24 s with bulk.
   */
  private async send(name: ContainerName, ops: OperationInput[]): Promise<void> {
    const failed = (await withConnectionRetries(() => bulkStatuses(container(name), ops))).find((status) => status >= 400);
    if (failed !== undefined) throw new Error(`Écriture en masse refusée dans ${name} (statut ${failed})`);
    this.written[name] = (this.written[name] ?? 0) + ops.length;
  }
}

/**
 * A bulk call whose connection the local server dropped, or that the SDK gave up waiting for, sent again
 * (upserts: harmless twice). On a machine loaded 20 deep, seeding 1,000,000 lines lost a call so twice
 * (« socket hang up », the server's event loop held up past its request timeouts), and on 2026-11-28 one
 * call outlasted the SDK's 60 s request timeout (TimeoutError): each stopped the seed minutes in.
 */
export async function withConnectionRetries<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (e) {
      const cause = (e as { cause?: { code?: string } }).cause;
      const dropped = cause?.code === 'ECONNRESET' || /socket hang up|ECONNRESET/.test(String((e as Error).message));
      const timedOut = (e as { code?: unknown }).code === 'TimeoutError';
      if (!(dropped || timedOut) || attempt >= 4) throw e;
      await new Promise((r) => setTimeout(r, 1_000 * 2 ** attempt));
    }
  }
}

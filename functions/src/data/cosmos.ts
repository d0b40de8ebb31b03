import {
  BulkOperationType,
  CosmosClient,
  type Container,
  type CosmosClientOptions,
  type Database,
  type OperationInput,
  type PluginConfig,
} from '@azure/cosmos';
import { Agent } from 'node:https';
import { config } from '../config.js';
import { CONTAINERS, type ContainerName } from './containers.js';
import { budgetSignal } from '../context/request-budget.js';
import { azureCredential } from './azure-credential.js';

let client: CosmosClient | undefined;

/**
 * Runs before every network call of the SDK (each page of a query, each retry, each batch): while an HTTP
 * request is served, its budget signal goes with the call, so a spent budget cancels the call in flight and
 * refuses any further one. That is what keeps a handler still running after its 503 from writing.
 * Outside an HTTP request (queues, timers, seed) there is no budget and nothing changes.
 */
const requestBudgetPlugin: PluginConfig = {
  on: 'request',
  plugin: (context, _diagnostics, next) => {
    const signal = budgetSignal();
    if (signal) {
      signal.throwIfAborted();
      const own = context.options?.abortSignal;
      // The SDK goes on with this very context object (a copy passed to next is not used): set it in place.
      context.options = { ...context.options, abortSignal: own ? AbortSignal.any([own, signal]) : signal };
    }
    return next(context);
  },
};

/**
 * `plugins` is left out of the published typings (marked hidden) but read by the SDK, which runs it around
 * every network call; the exact SDK version is pinned and request-budget tests cover it with the real SDK.
 */
export function cosmosClientOptions(): CosmosClientOptions & { plugins: PluginConfig[] } {
  const { endpoint, key, allowSelfSigned } = config().cosmos;
  return {
    endpoint,
    // The emulator key locally; in Azure key authentication is off (disableLocalAuth) and the managed identity
    // holds the Cosmos DB Built-in Data Contributor role.
    ...(key ? { key } : { aadCredentials: azureCredential() }),
    plugins: [requestBudgetPlugin],
    // The local Cosmos server has a self-signed certificate and a single region.
    ...(allowSelfSigned ? { agent: new Agent({ rejectUnauthorized: false, keepAlive: true }), connectionPolicy: { enableEndpointDiscovery: false } } : {}),
  };
}

export function cosmosClient(): CosmosClient {
  client ??= new CosmosClient(cosmosClientOptions());
  return client;
}

export const database = (): Database => cosmosClient().database(config().cosmos.database);

export const container = (name: ContainerName): Container => database().container(CONTAINERS[name].id);

/** Local stack and tests only: in Azure, Bicep creates the database and containers. */
export async function ensureDatabase(): Promise<void> {
  const { database: db } = await cosmosClient().databases.createIfNotExists({ id: config().cosmos.database });
  for (const def of Object.values(CONTAINERS)) {
    await db.containers.createIfNotExists(def);
  }
}

export function isCosmosStatus(err: unknown, code: number): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === code;
}

/** Replaces the version read (If-Match); undefined when someone saved it meanwhile (412). */
export async function replaceIfMatch<T extends { id: string }>(
  c: Container,
  partitionKey: string,
  doc: T,
  etag: string,
): Promise<(T & { _etag: string }) | undefined> {
  try {
    const { resource } = await c.item(doc.id, partitionKey).replace<T>(doc, { accessCondition: { type: 'IfMatch', condition: etag } });
    return resource as T & { _etag: string };
  } catch (err) {
    if (isCosmosStatus(err, 412)) return undefined;
    throw err;
  }
}

/** Deletes the version read (If-Match): true when it is gone (already gone too), false when it changed meanwhile (412). */
export async function deleteIfMatch(c: Container, id: string, partitionKey: string, etag: string): Promise<boolean> {
  try {
    await c.item(id, partitionKey).delete({ accessCondition: { type: 'IfMatch', condition: etag } });
    return true;
  } catch (err) {
    if (isCosmosStatus(err, 404)) return true;
    if (isCosmosStatus(err, 412)) return false;
    throw err;
  }
}

/** The document without Cosmos DB's system properties (_etag, _rid, _self, _ts, _attachments): what we wrote. */
export function withoutSystemProperties<T extends object>(doc: T): T {
  return Object.fromEntries(Object.entries(doc).filter(([k]) => !k.startsWith('_'))) as T;
}

/**
 * A document by id alone when its container is partitioned on another field (a customer's address or price
 * list: the back office's paths carry no customer): a query across partitions for its partition key, then
 * a point read of the whole document in that partition. Undefined when no document of this type has the id.
 */
export async function readItemById<T>(c: Container, type: string, id: string, partitionField: string): Promise<(T & { _etag: string }) | undefined> {
  const { resources } = await c.items
    .query<Record<string, unknown>>({
      query: `SELECT c.${partitionField} FROM c WHERE c.type = @type AND c.id = @id`,
      parameters: [
        { name: '@type', value: type },
        { name: '@id', value: id },
      ],
    })
    .fetchAll();
  const owner = resources[0]?.[partitionField];
  if (owner === undefined) return undefined;
  const doc = await readItem<T & { type?: string }>(c, id, String(owner));
  return doc?.type === type ? doc : undefined;
}

/**
 * A bulk call whose caller reads only each operation's status: the answer leaves the documents out
 * ("Prefer: return=minimal", which Azure Cosmos DB honours, and the local server as patched). items.bulk
 * rather than executeBulkOperations, which waits on internal timers (scripts/seed/writer.ts).
 */
export async function bulkStatuses(c: Container, operations: OperationInput[]): Promise<number[]> {
  return (await bulkOutcomes(c, operations)).map((o) => o.status);
}

/** Each operation's status and the ETag of the version it wrote (Azure and the local server send it without the document). */
export interface BulkOutcome {
  status: number;
  etag?: string;
}

async function bulkOutcomes(c: Container, operations: OperationInput[]): Promise<BulkOutcome[]> {
  const results = await c.items.bulk(operations, undefined, { contentResponseOnWriteEnabled: false });
  return operations.map((_, k) => ({ status: results[k]?.statusCode ?? 0, etag: results[k]?.eTag }));
}

/**
 * Operations per bulk call: the SDK refuses a call of more than 100 in one partition range (a list's operations
 * may all be in one), so bulkWithRetry's callers never have to cut their lists themselves.
 */
const BULK_CALL = 100;

/**
 * bulkStatuses, 100 operations per call, where the operations throttled (429) are sent again after a growing
 * pause, up to 10 times; any status `accept` refuses stops the write. Gives each operation's final status, in
 * the order of `operations`. `what` names the write in the error's message.
 */
export async function bulkWithRetry(c: Container, operations: OperationInput[], accept: (status: number) => boolean, what: string): Promise<number[]> {
  return (await bulkWithRetryOutcomes(c, operations, accept, what)).map((o) => o.status);
}

/** bulkWithRetry, with the ETag each write left: what a later conditional write (If-Match) names. */
export async function bulkWithRetryOutcomes(
  c: Container,
  operations: OperationInput[],
  accept: (status: number) => boolean,
  what: string,
): Promise<BulkOutcome[]> {
  const outcomes: BulkOutcome[] = [];
  for (let i = 0; i < operations.length; i += BULK_CALL) outcomes.push(...(await bulkCallWithRetry(c, operations.slice(i, i + BULK_CALL), accept, what)));
  return outcomes;
}

/** One bulk call's operations (at most BULK_CALL), those throttled sent again. */
async function bulkCallWithRetry(c: Container, operations: OperationInput[], accept: (status: number) => boolean, what: string): Promise<BulkOutcome[]> {
  const outcomes: BulkOutcome[] = [];
  let pending = operations.map((op, at) => ({ op, at }));
  for (let attempt = 0; pending.length; attempt++) {
    const results = await bulkOutcomes(
      c,
      pending.map((p) => p.op),
    );
    const failed = results.find(({ status }) => status !== 429 && !accept(status));
    if (failed !== undefined) throw new Error(`${what} refusée (statut ${failed.status})`);
    pending.forEach((p, k) => (outcomes[p.at] = results[k]));
    const throttled = pending.filter((_, k) => results[k].status === 429);
    if (throttled.length && attempt >= 10) throw new Error(`${what} abandonnée : Cosmos DB reste saturé (statut 429)`);
    if (throttled.length) await new Promise((r) => setTimeout(r, Math.min(5_000, 100 * 2 ** attempt)));
    pending = throttled;
  }
  return outcomes;
}

/**
 * A transactional batch's statuses, one per operation, the batch's own status and the first operation's
 * document. Azure answers a refused batch with the failing operation's status (the SDK throws, the
 * operations' results in the error's body); the local server answers 200 with the results: both come out the
 * same here. A 5xx, or an error without a status, is thrown.
 */
export async function transactionalBatch(
  c: Container,
  operations: OperationInput[],
  partitionKey: string,
): Promise<{ statuses: number[]; status: number; first?: unknown }> {
  try {
    const { result = [] } = await c.items.batch(operations, partitionKey);
    return { statuses: result.map((r) => r.statusCode), status: 200, first: result[0]?.resourceBody };
  } catch (err) {
    const cause = ((err as { cause?: unknown }).cause ?? err) as { code?: unknown; body?: unknown };
    if (typeof cause.code !== 'number' || cause.code < 400 || cause.code >= 500) throw err;
    const body = Array.isArray(cause.body) ? (cause.body as { statusCode?: number }[]) : [];
    return { statuses: body.map((r) => r.statusCode ?? 424), status: cause.code };
  }
}

/** Point read that answers undefined for a missing document instead of throwing. */
export async function readItem<T>(c: Container, id: string, partitionKey: string): Promise<(T & { _etag: string }) | undefined> {
  try {
    const { resource } = await c.item(id, partitionKey).read<T & { _etag: string }>();
    return resource ?? undefined;
  } catch (err) {
    if (isCosmosStatus(err, 404)) return undefined;
    throw err;
  }
}

/**
 * Documents of one partition by id, in one round trip: a transactional batch of reads (up to 100; 1 RU per
 * document of up to 1 KB, as point reads). A batch stops at its first failure: a missing document answers
 * 404 and the other reads 424 (Azure may answer 424 for those before it too), so whatever the batch could
 * not give is read on its own. Answers the documents in the order of `ids`, undefined where missing.
 */
export async function readInPartition(c: Container, partitionKey: string, ids: readonly string[]): Promise<unknown[]> {
  // Each read names its partition too: the SDK sends it, Azure accepts it, and the local server needs it.
  const reads: OperationInput[] = ids.map((id) => ({ operationType: BulkOperationType.Read, id, partitionKey }));
  const results = await c.items
    .batch(reads, partitionKey)
    .then((r) => r.result ?? [])
    // A batch refused as a whole falls back to the reads below, which report their own errors.
    .catch(() => []);
  return Promise.all(
    ids.map((id, i) => {
      const op = results[i];
      if (op?.statusCode === 200) return op.resourceBody;
      if (op?.statusCode === 404) return undefined;
      return readItem(c, id, partitionKey);
    }),
  );
}

/**
 * Documents by id in their partitions, 100 per bulk call (one request per call; 1 RU per document of up to 1 KB
 * in Azure), those throttled (429) asked again after a pause; one absent is left out.
 */
export async function readByIds<T>(c: Container, refs: readonly { id: string; partitionKey: string }[]): Promise<(T & { _etag: string })[]> {
  const out: (T & { _etag: string })[] = [];
  for (let i = 0; i < refs.length; i += 100) {
    let part = refs.slice(i, i + 100);
    for (let attempt = 0; part.length; attempt++) {
      const results = await c.items.bulk(part.map((r): OperationInput => ({ operationType: BulkOperationType.Read, id: r.id, partitionKey: r.partitionKey })));
      const throttled: typeof part = [];
      results.forEach((r, k) => {
        if (r?.statusCode === 200 && r.resourceBody) out.push(r.resourceBody as unknown as T & { _etag: string });
        else if (r?.statusCode === 429 && attempt < 10) throttled.push(part[k]);
        else if (r?.statusCode !== 404) throw new Error(`Lecture de ${part[k].id} refusée (statut ${r?.statusCode})`);
      });
      if (throttled.length) await new Promise((r) => setTimeout(r, Math.min(5_000, 100 * 2 ** attempt)));
      part = throttled;
    }
  }
  return out;
}

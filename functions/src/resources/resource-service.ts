import type { ListRequest } from '@portail/common';
import { randomUUID } from 'node:crypto';
import { writeAudit } from '../data/audit-repository.js';
import { markWriteDone, readWriteRecord, type PendingWriteDoc } from '../data/pending-writes-repository.js';
import { withoutSystemProperties } from '../data/cosmos.js';
import { countReferences, cosmosStore, DuplicateError, StaleWriteError, type Page, type ResourceStore, type StoredDoc } from '../data/resource-store.js';
import { claimUniqueValue, releaseUniqueValue } from '../data/unique-values-repository.js';
import { canonicalJson, keyedRecordId, keyedWriteId, requestHash } from '../domain/idempotency.js';
import { ApiError, failure, notFound, staleWrite } from '../http/errors.js';
import { idempotencyKeyReused } from '../http/idempotency-key.js';
import { announceWrite, completeWrite, dropWrite, registerWriteKind, type AnnouncedWrite } from '../services/pending-writes.js';
import type { AnyResourceDeclaration, BuildMeta, Reference } from './resource-declaration.js';

/**
 * What the generated routes of a resource do, whatever the resource: the checks around the store
 * (existence, unique keys, concurrent edits, references that block a delete) and the audit trail.
 */
export interface ResourceService<Doc extends StoredDoc> {
  page(req: ListRequest, scope?: readonly string[]): Promise<Page<Doc>>;
  /** Every matching document, in the list's order, a page at a time (exports). */
  each(req: ListRequest, scope?: readonly string[]): AsyncIterable<Doc[]>;
  get(id: string): Promise<Doc>;
  create(input: unknown, by: string): Promise<Doc>;
  /**
   * create, with the caller's Idempotency-Key if any: the same key from the same caller answers the record
   * its first request created (replay: true) and creates nothing more; with another body, a French 422.
   */
  createOnce(input: unknown, by: string, idempotencyKey: string | undefined): Promise<{ doc: Doc; replay: boolean }>;
  /** ifMatch: the version the caller read (If-Match); another stored version answers 412 and writes nothing. */
  update(id: string, input: unknown, by: string, ifMatch?: string): Promise<Doc>;
  remove(id: string, by: string, ifMatch?: string): Promise<void>;
}

/** What a write's pending record holds for its audit entry and its follow-up (services/pending-writes.ts). */
interface ResourceWrite<Doc> {
  action: 'create' | 'update' | 'delete';
  by: string;
  at: string;
  before?: Doc;
  after?: Doc;
}

/**
 * Every write goes through services/pending-writes.ts: announced in the audit partition of the record,
 * made, then audited and followed up outside the request's budget; a write whose outcome is unknown is
 * settled by the replay timer, through the kind this service registers (`resource:<path>`).
 */
export function resourceService<Doc extends StoredDoc>(
  decl: AnyResourceDeclaration,
  store: ResourceStore<Doc> = cosmosStore<Doc>({ ...decl.store, listFields: decl.schemas.row && Object.keys(decl.schemas.row.shape) }),
): ResourceService<Doc> {
  const kind = `resource:${decl.path}`;
  const build = async (input: unknown, meta: BuildMeta<Doc>): Promise<Doc> => {
    if (!decl.build) throw new Error(`${decl.path} : écriture déclarée sans build`);
    return (await decl.build(input, meta)) as Doc;
  };
  const mustGet = async (id: string) => {
    const doc = await store.get(id);
    if (!doc) throw notFound();
    return doc;
  };
  const translate = (err: unknown): never => {
    if (err instanceof DuplicateError) throw decl.duplicate?.() ?? failure('item_exists');
    if (err instanceof StaleWriteError) throw staleWrite();
    throw err;
  };
  const checkVersion = (existing: Doc, ifMatch: string | undefined) => {
    if (ifMatch !== undefined && ifMatch !== '*' && ifMatch !== existing._etag) throw staleWrite();
  };
  const { withClaim, releaseLetGo } = uniqueValues(decl, store);

  registerResourceWrites(kind, decl, store, releaseLetGo);
  const announce = (entityId: string, write: ResourceWrite<Doc>, keyed?: { writeId: string; requestHash: string }) =>
    announceWrite({ kind, entityId, payload: withoutUndefined(write), ...keyed });

  const service: ResourceService<Doc> = {
    page: (req, scope) => store.page(req, scope),
    each: (req, scope) => store.each(req, scope),
    get: mustGet,
    async create(input, by) {
      return (await service.createOnce(input, by, undefined)).doc;
    },
    async createOnce(input, by, idempotencyKey) {
      const keyed = idempotencyKey === undefined ? undefined : { writeId: keyedWriteId(kind, by, idempotencyKey), requestHash: requestHash(input) };
      const id = keyed ? keyedRecordId(keyed.writeId) : randomUUID();
      if (keyed) {
        const replayed = await replayOf(id, keyed);
        if (replayed) return { doc: replayed, replay: true };
      }
      const meta = { id, now: new Date().toISOString(), by };
      const doc = await build(input, meta);
      await decl.check?.(doc, meta);
      const announced = await announce(id, { action: 'create', by, at: meta.now, after: doc }, keyed);
      if (announced.again && keyed) {
        // An earlier attempt, or a concurrent twin, of this request announced it first.
        const replayed = await replayOf(id, keyed);
        if (replayed) return { doc: replayed, replay: true };
      }
      try {
        // With a key, a duplicate id is the twin's create: its record is not this request's to drop.
        const stored = await durably(
          announced,
          () => withClaim(doc, undefined, () => store.create(doc)),
          (err) => keyed !== undefined && err instanceof DuplicateError,
        );
        return { doc: stored, replay: false };
      } catch (err) {
        if (!(keyed && err instanceof DuplicateError)) return translate(err);
        const twin = await store.get(id);
        if (!twin) {
          await dropWrite(announced.record);
          return translate(err);
        }
        await completeWrite(announced.record).catch(() => undefined);
        return { doc: twin, replay: true };
      }
    },
    async update(id, input, by, ifMatch) {
      const bodyId = (input as { id?: unknown }).id;
      if (bodyId !== undefined && bodyId !== id) throw failure('id_mismatch', undefined, { field: 'id' });
      const existing = await mustGet(id);
      checkVersion(existing, ifMatch);
      const before = withoutSystemProperties(existing) as Doc;
      const meta = { id, now: new Date().toISOString(), by, existing: before };
      const doc = await build(input, meta);
      await decl.check?.(doc, meta);
      const announced = await announce(id, { action: 'update', by, at: meta.now, before, after: doc });
      return durably(announced, () => withClaim(doc, existing, () => store.replace(doc, existing._etag))).catch(translate);
    },
    async remove(id, by, ifMatch) {
      const existing = await mustGet(id);
      checkVersion(existing, ifMatch);
      const uses = await usesOf(existing, decl.references ?? []);
      if (uses.length) throw failure('item_in_use', { item: `${decl.label ? `${decl.label} ` : ''}« ${decl.describe(existing)} »`, uses: joinFr(uses) });
      const announced = await announce(id, { action: 'delete', by, at: new Date().toISOString(), before: withoutSystemProperties(existing) });
      await durably(announced, () => store.remove(existing)).catch(translate);
    },
  };

  /**
   * The answer to a keyed create sent again: the record its first request created, once that write is
   * complete; undefined when the first request did not create it (refused, or cut before its write). The
   * same key with another body is refused (422), whatever became of the first.
   */
  const replayOf = async (id: string, keyed: { writeId: string; requestHash: string }): Promise<Doc | undefined> => {
    const record = await readWriteRecord(id, keyed.writeId);
    if (!record) return undefined;
    if (record.requestHash !== keyed.requestHash) throw idempotencyKeyReused();
    const doc = await store.get(id);
    if (!doc && record.type !== 'pendingWrite') throw failure('item_deleted_since');
    if (!doc) return undefined;
    if (record.type === 'pendingWrite') await completeWrite(record);
    return doc;
  };
  return service;
}

/** The resource's unique value (a code, an e-mail), held in unique-values by the record that has it. */
function uniqueValues<Doc extends StoredDoc>(decl: AnyResourceDeclaration, store: ResourceStore<Doc>) {
  const unique = decl.unique as { scope: string; value(doc: Doc): string; conflict(doc: Doc): ApiError } | undefined;
  /** Claims the doc's unique value, if it has one and `previous` did not hold the same; 409 when taken. */
  const claim = async (doc: Doc, previous?: Doc): Promise<string | undefined> => {
    if (!unique || (previous && unique.value(previous) === unique.value(doc))) return undefined;
    const value = unique.value(doc);
    const holds = async (ownerId: string) => {
      const owner = await store.get(ownerId);
      return owner !== undefined && unique.value(owner) === value;
    };
    if (!(await claimUniqueValue(unique.scope, value, doc.id, holds))) throw unique.conflict(doc);
    return value;
  };
  const release = (value: string | undefined, ownerId: string) =>
    unique && value !== undefined ? releaseUniqueValue(unique.scope, value, ownerId) : Promise.resolve();
  /** The write, with the unique value claimed first and given back if the write does not happen. */
  const withClaim = async <T>(doc: Doc, previous: Doc | undefined, write: () => Promise<T>): Promise<T> => {
    const claimed = await claim(doc, previous);
    try {
      return await write();
    } catch (err) {
      await release(claimed, doc.id).catch(() => undefined);
      throw err;
    }
  };
  /** A write's value that the record let go (changed or deleted) is given up. */
  const releaseLetGo = async (w: ResourceWrite<Doc>, entityId: string) => {
    if (unique && w.before && (!w.after || unique.value(w.before) !== unique.value(w.after))) await release(unique.value(w.before), entityId);
  };
  return { withClaim, releaseLetGo };
}

/** The kind of pending write a resource's writes are: how one is completed and how the timer knows it was made. */
function registerResourceWrites<Doc extends StoredDoc>(
  kind: string,
  decl: AnyResourceDeclaration,
  store: ResourceStore<Doc>,
  releaseLetGo: (w: ResourceWrite<Doc>, entityId: string) => Promise<void>,
) {
  const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);
  /**
   * The write made: a value the record let go is given up, the follow-up runs, the audit entry is written
   * with the write's id. Each step may run twice (the request and the timer): each is idempotent.
   */
  const complete = async (record: PendingWriteDoc) => {
    const w = record.payload as ResourceWrite<Doc>;
    await releaseLetGo(w, record.entityId);
    await decl.afterWrite?.({ action: w.action, before: w.before, after: w.after, by: w.by });
    if (decl.audit === false) return markWriteDone({ id: record.id, entityId: record.entityId, requestHash: record.requestHash });
    const event = {
      id: record.id,
      resource: decl.itemPath ?? decl.path,
      action: w.action,
      entityId: record.entityId,
      by: w.by,
      at: w.at,
      before: w.before,
      after: w.after,
    };
    await (decl.audit ?? writeAudit)(record.requestHash ? { ...event, requestHash: record.requestHash } : event);
  };
  registerWriteKind(kind, {
    complete,
    /**
     * A create is made when the record exists, a delete when it does not, an update when the record is as
     * it wrote it. An update overwritten since by another counts as not made: the other's entry keeps, as
     * its « before », the state it replaced.
     */
    async made(record) {
      const w = record.payload as ResourceWrite<Doc>;
      const current = await store.get(record.entityId);
      if (w.action === 'create') return current !== undefined;
      if (w.action === 'delete') return current === undefined;
      return current !== undefined && same(withoutSystemProperties(current), w.after);
    },
  });
}

/**
 * Steps 2 to 4 of pending-writes.ts around `write`. A refusal of the store or of a check (nothing
 * written) drops the record unless `keep` says otherwise; any other failure (the budget cancelled the
 * call, the outcome is unknown) leaves it to the timer. Once the write is made, a completion that fails is
 * left to the timer as well: the caller is answered with the write it made.
 */
const durably = async <T>(announced: AnnouncedWrite, write: () => Promise<T>, keep: (err: unknown) => boolean = () => false): Promise<T> => {
  let written: T;
  try {
    written = await write();
  } catch (err) {
    const refused = err instanceof ApiError || err instanceof DuplicateError || err instanceof StaleWriteError;
    if (refused && !keep(err)) await dropWrite(announced.record);
    throw err;
  }
  await completeWrite(announced.record).catch(() => undefined);
  return written;
};

/** The record's payload as JSON keeps it: the timer compares it with what the store answers. */
const withoutUndefined = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

async function usesOf<Doc>(doc: Doc, references: Reference<Doc>[]): Promise<string[]> {
  const counts = await Promise.all(
    references.map((r) => countReferences({ container: r.container, type: r.type, field: r.field, many: r.many, element: r.element, value: r.value(doc) })),
  );
  return references.flatMap((r, i) => (counts[i]! > 0 ? [`${counts[i]} ${r.noun[counts[i] === 1 ? 0 : 1]}`] : []));
}

/** « 3 produits et 1 contrat »: how a 409 says what still uses a record. */
const joinFr = (parts: string[]) => (parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} et ${parts.at(-1)}`);

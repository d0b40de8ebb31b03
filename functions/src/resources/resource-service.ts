import type { ListRequest } from '@portail/common';
import { randomUUID } from 'node:crypto';
import { writeAudit, type AuditEvent } from '../data/audit-repository.js';
import { countReferences, cosmosStore, DuplicateError, StaleWriteError, type Page, type ResourceStore, type StoredDoc } from '../data/resource-store.js';
import { ApiError, badRequest, conflict, notFound } from '../http/errors.js';
import type { AnyResourceDeclaration, BuildMeta, Reference } from './resource-declaration.js';

/**
 * What the five generated routes of a resource do, whatever the resource: the checks around the store
 * (existence, unique keys, concurrent edits, references that block a delete) and the audit trail.
 */
export interface ResourceService<Doc extends StoredDoc> {
  page(req: ListRequest): Promise<Page<Doc>>;
  get(id: string): Promise<Doc>;
  create(input: unknown, by: string): Promise<Doc>;
  /** ifMatch: the ETag the caller read; another one means the item changed since (412). */
  update(id: string, input: unknown, by: string, ifMatch?: string): Promise<Doc>;
  remove(id: string, by: string, ifMatch?: string): Promise<void>;
}

const STALE_MESSAGE = 'Cet élément a été modifié entre-temps : rechargez la liste puis recommencez.';

/** The caller's If-Match names another version than the stored one: nothing is written. */
export const staleEdit = () => new ApiError(412, 'precondition_failed', STALE_MESSAGE);
const checkIfMatch = (ifMatch: string | undefined, etag: string | undefined) => {
  if (ifMatch !== undefined && ifMatch !== '*' && ifMatch !== etag) throw staleEdit();
};

export function resourceService<Doc extends StoredDoc>(decl: AnyResourceDeclaration, store: ResourceStore<Doc> = cosmosStore<Doc>(decl.store)): ResourceService<Doc> {
  const audit = async (event: Omit<AuditEvent, 'resource' | 'at'>) => {
    if (decl.audit === false) return;
    await (decl.audit ?? writeAudit)({ resource: decl.path, at: new Date().toISOString(), ...event });
  };
  const build = (input: unknown, meta: BuildMeta<Doc>): Doc => {
    if (!decl.build) throw new Error(`${decl.path} : écriture déclarée sans build`);
    return decl.build(input, meta) as Doc;
  };
  const mustGet = async (id: string) => {
    const doc = await store.get(id);
    if (!doc) throw notFound();
    return doc;
  };
  const translate = (err: unknown): never => {
    if (err instanceof DuplicateError) throw conflict(decl.duplicateMessage ?? 'Cet élément existe déjà.');
    if (err instanceof StaleWriteError) throw conflict(STALE_MESSAGE);
    throw err;
  };
  const strip = ({ _etag, ...doc }: Doc & { _rid?: string; _self?: string; _ts?: number; _attachments?: string }) => {
    void _etag;
    return doc;
  };

  return {
    page: (req) => store.page(req),
    get: mustGet,
    async create(input, by) {
      const doc = build(input, { id: randomUUID(), now: new Date().toISOString(), by });
      const stored = await store.create(doc).catch(translate);
      await audit({ action: 'create', entityId: doc.id, by, after: doc });
      return stored;
    },
    async update(id, input, by, ifMatch) {
      const bodyId = (input as { id?: unknown }).id;
      if (bodyId !== undefined && bodyId !== id) throw badRequest('L’identifiant du corps ne correspond pas à celui de l’adresse appelée.', 'id');
      const existing = await mustGet(id);
      checkIfMatch(ifMatch, existing._etag);
      const doc = build(input, { id, now: new Date().toISOString(), by, existing: strip(existing) as Doc });
      const stored = await store.replace(doc, existing._etag).catch(translate);
      await audit({ action: 'update', entityId: id, by, before: strip(existing), after: doc });
      return stored;
    },
    async remove(id, by, ifMatch) {
      const existing = await mustGet(id);
      checkIfMatch(ifMatch, existing._etag);
      const uses = await usesOf(existing, decl.references ?? []);
      if (uses.length) throw conflict(`Suppression impossible : « ${decl.describe(existing)} » est encore utilisé par ${joinFr(uses)}.`);
      await store.remove(existing).catch(translate);
      await audit({ action: 'delete', entityId: id, by, before: strip(existing) });
    },
  };
}

async function usesOf<Doc>(doc: Doc, references: Reference<Doc>[]): Promise<string[]> {
  const counts = await Promise.all(references.map((r) => countReferences({ container: r.container, type: r.type, field: r.field, many: r.many, value: r.value(doc) })));
  return references.flatMap((r, i) => (counts[i]! > 0 ? [`${counts[i]} ${r.noun[counts[i] === 1 ? 0 : 1]}`] : []));
}

const joinFr = (parts: string[]) => (parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} et ${parts.at(-1)}`);

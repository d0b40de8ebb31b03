import type { ListRequest } from '@portail/common';
import { randomUUID } from 'node:crypto';
import { writeAudit, type AuditEvent } from '../data/audit-repository.js';
import { withoutSystemProperties } from '../data/cosmos.js';
import { countReferences, cosmosStore, DuplicateError, StaleWriteError, type Page, type ResourceStore, type StoredDoc } from '../data/resource-store.js';
import { claimUniqueValue, releaseUniqueValue } from '../data/unique-values-repository.js';
import { badRequest, conflict, notFound, staleWrite } from '../http/errors.js';
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
  /** ifMatch: the version the caller read (If-Match); another stored version answers 412 and writes nothing. */
  update(id: string, input: unknown, by: string, ifMatch?: string): Promise<Doc>;
  remove(id: string, by: string, ifMatch?: string): Promise<void>;
}

export function resourceService<Doc extends StoredDoc>(decl: AnyResourceDeclaration, store: ResourceStore<Doc> = cosmosStore<Doc>({ ...decl.store, listFields: decl.schemas.row && Object.keys(decl.schemas.row.shape) })): ResourceService<Doc> {
  const audit = async (event: Omit<AuditEvent, 'resource' | 'at'>) => {
    if (decl.audit === false) return;
    await (decl.audit ?? writeAudit)({ resource: decl.itemPath ?? decl.path, at: new Date().toISOString(), ...event });
  };
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
    if (err instanceof DuplicateError) throw conflict(decl.duplicateMessage ?? 'Cet élément existe déjà.');
    if (err instanceof StaleWriteError) throw staleWrite();
    throw err;
  };
  const checkVersion = (existing: Doc, ifMatch: string | undefined) => {
    if (ifMatch !== undefined && ifMatch !== '*' && ifMatch !== existing._etag) throw staleWrite();
  };
  const unique = decl.unique as { scope: string; value(doc: Doc): string; conflict(doc: Doc): string } | undefined;
  /** Claims the doc's unique value, if it has one and `previous` did not hold the same; 409 when taken. */
  const claim = async (doc: Doc, previous?: Doc): Promise<string | undefined> => {
    if (!unique || (previous && unique.value(previous) === unique.value(doc))) return undefined;
    const value = unique.value(doc);
    const holds = async (ownerId: string) => {
      const owner = await store.get(ownerId);
      return owner !== undefined && unique.value(owner) === value;
    };
    if (!(await claimUniqueValue(unique.scope, value, doc.id, holds))) throw conflict(unique.conflict(doc));
    return value;
  };
  const release = (value: string | undefined, ownerId: string) => (unique && value !== undefined ? releaseUniqueValue(unique.scope, value, ownerId) : Promise.resolve());
  /** The write, with the unique value claimed first and given back if the write does not happen. */
  const withClaim = async <T>(doc: Doc, previous: Doc | undefined, write: () => Promise<T>): Promise<T> => {
    const claimed = await claim(doc, previous);
    try {
      const written = await write();
      if (claimed !== undefined && previous) await release(unique!.value(previous), doc.id);
      return written;
    } catch (err) {
      await release(claimed, doc.id).catch(() => undefined);
      throw err;
    }
  };

  return {
    page: (req, scope) => store.page(req, scope),
    each: (req, scope) => store.each(req, scope),
    get: mustGet,
    async create(input, by) {
      const meta = { id: randomUUID(), now: new Date().toISOString(), by };
      const doc = await build(input, meta);
      await decl.check?.(doc, meta);
      const stored = await withClaim(doc, undefined, () => store.create(doc).catch(translate));
      await audit({ action: 'create', entityId: doc.id, by, after: doc });
      await decl.afterWrite?.({ action: 'create', after: withoutSystemProperties(stored), by });
      return stored;
    },
    async update(id, input, by, ifMatch) {
      const bodyId = (input as { id?: unknown }).id;
      if (bodyId !== undefined && bodyId !== id) throw badRequest('L’identifiant du corps ne correspond pas à celui de l’adresse appelée.', 'id');
      const existing = await mustGet(id);
      checkVersion(existing, ifMatch);
      const meta = { id, now: new Date().toISOString(), by, existing: withoutSystemProperties(existing) as Doc };
      const doc = await build(input, meta);
      await decl.check?.(doc, meta);
      const stored = await withClaim(doc, existing, () => store.replace(doc, existing._etag).catch(translate));
      await audit({ action: 'update', entityId: id, by, before: withoutSystemProperties(existing), after: doc });
      await decl.afterWrite?.({ action: 'update', before: withoutSystemProperties(existing), after: withoutSystemProperties(stored), by });
      return stored;
    },
    async remove(id, by, ifMatch) {
      const existing = await mustGet(id);
      checkVersion(existing, ifMatch);
      const uses = await usesOf(existing, decl.references ?? []);
      if (uses.length) throw conflict(`Suppression impossible : ${decl.label ? `${decl.label} ` : ''}« ${decl.describe(existing)} » est encore utilisé par ${joinFr(uses)}.`);
      await store.remove(existing).catch(translate);
      if (unique) await release(unique.value(existing), existing.id);
      await audit({ action: 'delete', entityId: id, by, before: withoutSystemProperties(existing) });
      await decl.afterWrite?.({ action: 'delete', before: withoutSystemProperties(existing), by });
    },
  };
}

async function usesOf<Doc>(doc: Doc, references: Reference<Doc>[]): Promise<string[]> {
  const counts = await Promise.all(references.map((r) => countReferences({ container: r.container, type: r.type, field: r.field, many: r.many, element: r.element, value: r.value(doc) })));
  return references.flatMap((r, i) => (counts[i]! > 0 ? [`${counts[i]} ${r.noun[counts[i] === 1 ? 0 : 1]}`] : []));
}

/** « 3 produits et 1 contrat »: how a 409 says what still uses a record. */
const joinFr = (parts: string[]) => (parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} et ${parts.at(-1)}`);

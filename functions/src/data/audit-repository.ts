import { randomUUID } from 'node:crypto';
import { container } from './cosmos.js';
import { countWhere, queryPage, type Filter } from './list-query.js';

/** Who changed what: one document per write of an audited resource, kept beside the entity's history. */
export interface AuditEvent {
  /** The resource's path: 'buyingGroups', 'customers', ... */
  resource: string;
  action: 'create' | 'update' | 'delete';
  entityId: string;
  /** User id of the caller. */
  by: string;
  at: string;
  before?: unknown;
  after?: unknown;
  /** Why, when the screen asks for it (points adjustments). */
  reason?: string;
  /** The write's own id (pending-writes.ts): its pending record becomes this entry, so it is written once. */
  id?: string;
  /** Digest of the request that made the write, when it came with an Idempotency-Key (idempotency.ts). */
  requestHash?: string;
}

export interface AuditDoc extends AuditEvent {
  id: string;
  type: 'audit';
}

/**
 * Partitioned by entity: "what happened to this record" is one partition. An event with the id of a write
 * replaces that write's pending record (same id, same partition): written again, it stays one entry.
 */
export async function writeAudit(event: AuditEvent): Promise<void> {
  if (event.id) await container('audit').items.upsert<AuditDoc>({ ...event, id: event.id, type: 'audit' });
  else await container('audit').items.create<AuditDoc>({ ...event, id: randomUUID(), type: 'audit' });
}

export async function auditOf(entityId: string): Promise<AuditDoc[]> {
  const { resources } = await container('audit')
    .items.query<AuditDoc>(
      { query: "SELECT * FROM c WHERE c.entityId = @id AND c.type = 'audit' ORDER BY c.at DESC", parameters: [{ name: '@id', value: entityId }] },
      { partitionKey: entityId, maxItemCount: 100 },
    )
    .fetchNext();
  return resources ?? [];
}

/**
 * One page of a record's history, newest first, optionally of one resource only (an id is unique across
 * resources in practice, but the caller names what it looks at). One partition: the entity's.
 */
export async function auditPage(
  entityId: string,
  resource: string | undefined,
  page: { pageNumber: number; pageSize: number },
): Promise<{ items: AuditDoc[]; totalCount: number }> {
  const filter: Filter = {
    where: ["c.type = 'audit'", 'c.entityId = @id', ...(resource ? ['c.resource = @resource'] : [])],
    parameters: [{ name: '@id', value: entityId }, ...(resource ? [{ name: '@resource', value: resource }] : [])],
  };
  const c = container('audit');
  const [items, totalCount] = await Promise.all([
    queryPage<AuditDoc>(c, { ...filter, orderBy: 'c.at', direction: 'desc', partitionKey: entityId }, page),
    countWhere(c, { ...filter, partitionKey: entityId }),
  ]);
  return { items, totalCount };
}

import { randomUUID } from 'node:crypto';
import { container } from './cosmos.js';

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
}

export interface AuditDoc extends AuditEvent {
  id: string;
  type: 'audit';
}

/** Partitioned by entity: "what happened to this record" is one partition. */
export async function writeAudit(event: AuditEvent): Promise<void> {
  await container('audit').items.create<AuditDoc>({ id: randomUUID(), type: 'audit', ...event });
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

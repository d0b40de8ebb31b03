import { auditEntrySchema, auditQuerySchema, type AuditEntry } from '@portail/common';
import { z } from 'zod';
import { auditPage, type AuditDoc } from '../../data/audit-repository.js';
import { findUserById } from '../../data/users-repository.js';
import { auditChanges } from '../../domain/audit-changes.js';
import { buildPagination, paged } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';

export const listAudit = defineRoute({
  name: 'listAudit',
  method: 'GET',
  path: 'audit',
  access: 'admin',
  scope: { kind: 'none' },
  summary: 'Historique d’un enregistrement du back-office (qui, quand, quoi, champs avant et après), le plus récent d’abord ; en-tête X-Pagination',
  tags: ['audit'],
  query: auditQuerySchema,
  response: z.array(auditEntrySchema),
  paged: true,
  async handler({ query }) {
    const { items, totalCount } = await auditPage(query.entityId, query.entity, query);
    // A page names a handful of authors: one point read each.
    const authors = new Map(
      await Promise.all(
        [...new Set(items.map((d) => d.by))].map(async (id) => {
          const user = await findUserById(id);
          return [id, { email: user?.email ?? null, name: (user && `${user.firstName} ${user.lastName}`.trim()) || null }] as const;
        }),
      ),
    );
    return paged(
      items.map((d) => toAuditEntry(d, authors.get(d.by) ?? { email: null, name: null })),
      buildPagination(query.pageNumber, query.pageSize, totalCount),
    );
  },
});

function toAuditEntry(d: AuditDoc, author: { email: string | null; name: string | null }): AuditEntry {
  return {
    id: d.id,
    entity: d.resource,
    entityId: d.entityId,
    action: d.action,
    at: d.at,
    by: d.by,
    byEmail: author.email,
    byName: author.name,
    reason: d.reason ?? null,
    changes: auditChanges(d.before, d.after),
  };
}

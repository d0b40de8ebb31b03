import type { AuditChange } from '@portail/common';

/**
 * Fields an audit entry never shows: storage bookkeeping (the partition `list` of a reference item, the
 * author ids the entry already names), derived search keys and secrets. A user's password hash or link
 * token must not reach a screen, even as « changed ».
 */
const HIDDEN = new Set([
  'id',
  'type',
  'list',
  'searchText',
  'nameKey',
  'passwordHash',
  'passwordToken',
  'tokensValidAfter',
  'revokedTokens',
  'entra',
  'updatedAt',
  'createdAt',
  'updatedBy',
  'updatedById',
  'createdBy',
]);

const isHidden = (field: string) => field.startsWith('_') || HIDDEN.has(field);

/** A copy without what the audit trail must never keep (secrets, storage fields), for writers of audit events. */
export function auditable<T extends object>(doc: T | undefined): Partial<T> | undefined {
  if (!doc) return undefined;
  return Object.fromEntries(Object.entries(doc).filter(([k]) => !k.startsWith('_') && k !== 'passwordHash' && k !== 'passwordToken')) as Partial<T>;
}

/** The top-level fields that differ between two versions of a document, in a stable (alphabetical) order. */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const b = (before && typeof before === 'object' ? before : {}) as Record<string, unknown>;
  const a = (after && typeof after === 'object' ? after : {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((f) => !isHidden(f)).sort();
  const changes: AuditChange[] = [];
  for (const field of fields) {
    const was = b[field];
    const now = a[field];
    if (JSON.stringify(was) === JSON.stringify(now)) continue;
    changes.push({ field, ...(was === undefined ? {} : { before: was }), ...(now === undefined ? {} : { after: now }) });
  }
  return changes;
}

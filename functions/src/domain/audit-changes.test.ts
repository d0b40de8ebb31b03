import { describe, expect, it } from 'vitest';
import { auditable, auditChanges } from './audit-changes.js';

describe('auditChanges', () => {
  it('lists the fields that changed, with their values before and after', () => {
    expect(auditChanges({ name: 'A', city: 'Lille', active: true }, { name: 'B', city: 'Lille', active: false })).toEqual([
      { field: 'active', before: true, after: false },
      { field: 'name', before: 'A', after: 'B' },
    ]);
  });
  it('shows a creation and a deletion as fields without a before or an after', () => {
    expect(auditChanges(undefined, { name: 'A' })).toEqual([{ field: 'name', after: 'A' }]);
    expect(auditChanges({ name: 'A' }, undefined)).toEqual([{ field: 'name', before: 'A' }]);
  });
  it('leaves out the bookkeeping a creation copies: the partition of a reference item and the author’s id', () => {
    const changes = auditChanges(undefined, {
      id: 'f1',
      type: 'referenceItem',
      list: 'franchises',
      name: 'Trauma',
      nameKey: 'trauma',
      updatedBy: 'user-admin',
      updatedAt: '2026-01-01T00:00:00Z',
      createdAt: '2026-01-01T00:00:00Z',
    });
    expect(changes).toEqual([{ field: 'name', after: 'Trauma' }]);
  });

  it('never shows secrets, storage fields or derived search keys', () => {
    const changes = auditChanges({ passwordHash: 'x', _etag: '1', searchText: 'a' }, { passwordHash: 'y', _etag: '2', searchText: 'b', email: 'a@b.fr' });
    expect(changes).toEqual([{ field: 'email', after: 'a@b.fr' }]);
    expect(auditable({ email: 'a', passwordHash: 'h', passwordToken: { hash: 't' }, _etag: 'e' })).toEqual({ email: 'a' });
  });
});

import { screen, within } from '@testing-library/react';
import type { AuditEntry } from '@portail/common';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../testing/fake-api';
import { renderPage } from '../../testing/render';
import { AuditHistory } from './audit-history';

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 'a1',
  entity: 'products',
  entityId: 'p1',
  action: 'update',
  at: '2026-11-27T10:00:00.000Z',
  by: 'user-admin',
  byEmail: 'admin@demo.test',
  byName: 'Alice Martin',
  reason: null,
  changes: [],
  ...over,
});
const pagination = (count: number) => ({ 'X-Pagination': JSON.stringify({ CurrentPage: 1, TotalPages: 1, PageSize: 15, TotalCount: count, HasPrevious: false, HasNext: false }) });

describe('the history of a record', () => {
  it('names people and fields as the form does: the author’s name, the input’s label, the choice’s label, Oui / Non', async () => {
    fakeApi({
      'GET /audit': {
        body: [
          entry({
            changes: [
              { field: 'active', before: true, after: false },
              { field: 'category', before: 'consommable', after: 'implant' },
              { field: 'description', before: 'Vis', after: 'Vis corticale' },
              { field: 'reference', before: 'R-1', after: 'R-2' },
            ],
          }),
          entry({ id: 'a2', action: 'create', by: 'user-gone', byEmail: null, byName: null, changes: [{ field: 'description', after: 'Vis' }] }),
        ],
        headers: pagination(2),
      },
    });
    const fields = [
      { name: 'description', label: 'Désignation' },
      { name: 'active', label: 'Actif' },
      { name: 'category', label: 'Catégorie', options: [{ value: 'consommable', label: 'Consommable' }, { value: 'implant', label: 'Implant' }] },
    ];
    const { user } = renderPage(<AuditHistory entity="products" entityId="p1" fields={fields} />);
    await user.click(screen.getByRole('button', { name: 'Historique' }));
    const list = await screen.findByRole('list', { name: 'Historique' });
    const [updated, created] = within(list).getAllByRole('listitem').filter((li) => li.parentElement === list);

    expect(updated.textContent).toContain('Alice Martin : modification');
    const changes = within(updated).getAllByRole('listitem').map((li) => li.textContent?.replace(/\s+/g, ' ').trim());
    // A field outside the form (reference) takes the words the lists use for it.
    expect(changes).toEqual(['Actif : Oui → Non', 'Catégorie : Consommable → Implant', 'Désignation : Vis → Vis corticale', 'Référence : R-1 → R-2']);
    expect(created.textContent).toContain('un utilisateur supprimé : création');
    expect(list.textContent).not.toMatch(/user-admin|user-gone|admin@demo\.test/);
  });
});

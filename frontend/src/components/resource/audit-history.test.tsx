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
const pagination = (count: number) => ({
  'X-Pagination': JSON.stringify({ CurrentPage: 1, TotalPages: 1, PageSize: 15, TotalCount: count, HasPrevious: false, HasNext: false }),
});

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
      {
        name: 'category',
        label: 'Catégorie',
        options: [
          { value: 'consommable', label: 'Consommable' },
          { value: 'implant', label: 'Implant' },
        ],
      },
    ];
    const { user } = renderPage(<AuditHistory entity="products" entityId="p1" fields={fields} />);
    await user.click(screen.getByRole('button', { name: 'Historique' }));
    const list = await screen.findByRole('list', { name: 'Historique' });
    const [updated, created] = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);

    expect(updated.textContent).toContain('Alice Martin : modification');
    const changes = within(updated)
      .getAllByRole('listitem')
      .map((li) => li.textContent?.replace(/\s+/g, ' ').trim());
    // A field outside the form (reference) takes the words the lists use for it.
    expect(changes).toEqual(['Actif : Oui → Non', 'Catégorie : Consommable → Implant', 'Désignation : Vis → Vis corticale', 'Référence : R-1 → R-2']);
    expect(created.textContent).toContain('un utilisateur supprimé : création');
    expect(list.textContent).not.toMatch(/user-admin|user-gone|admin@demo\.test/);
  });

  it('shows prices, points and days the French way, a year as it is, and names the maintenance as its author', async () => {
    fakeApi({
      'GET /audit': {
        body: [
          entry({
            by: 'maintenance',
            byEmail: null,
            byName: null,
            changes: [
              { field: 'price', before: 18959, after: 1250.5 },
              { field: 'points', before: 49115.21, after: -12.5 },
              { field: 'startDate', before: '2026-01-01', after: '2026-02-15' },
              { field: 'year', before: 2025, after: 2026 },
            ],
          }),
        ],
        headers: pagination(1),
      },
    });
    const { user } = renderPage(
      <AuditHistory
        entity="priceList"
        entityId="pl-1"
        fields={[
          { name: 'price', label: 'Prix' },
          { name: 'points', label: 'Points' },
          { name: 'startDate', label: 'Début' },
          { name: 'year', label: 'Année' },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Historique' }));
    const list = await screen.findByRole('list', { name: 'Historique' });
    const changes = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement !== list)
      .map((li) => li.textContent?.replace(/[\s\u202f]+/g, ' ').trim());
    expect(changes).toEqual(['Prix : 18 959 → 1 250,5', 'Points : 49 115 → -13', 'Début : 01/01/2026 → 15/02/2026', 'Année : 2025 → 2026']);
    expect(list.textContent).toContain('la maintenance du portail : modification');
  });
});

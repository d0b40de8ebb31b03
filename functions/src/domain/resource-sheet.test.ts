import { describe, expect, it } from 'vitest';
import { defaultExportColumns, resourceSheetLayout, rowOf } from './resource-sheet.js';

describe('resource sheets', () => {
  it('export every field of a row but its ids, numbers as numbers, references and flags as text', () => {
    const sample = { id: 'x', customerId: 'c', name: 'Agrafe', price: 12.5, quantity: 3, active: true, customerSoldTo: { number: '59', name: 'CHU' } };
    const columns = defaultExportColumns(Object.keys(sample), sample);
    expect(columns.map((c) => [c.header, c.type])).toEqual([
      ['name', 'text'],
      ['price', 'euro'],
      ['quantity', 'integer'],
      ['active', 'text'],
      ['customerSoldTo', 'text'],
    ]);
    expect(rowOf(columns, sample)).toEqual(['Agrafe', 12.5, 3, 'oui', '59 - CHU']);
  });

  it('state the search and the sort above the headers', () => {
    const layout = resourceSheetLayout('Clients', [{ header: 'Nom', type: 'text', value: () => null }], {
      search: 'nord',
      order: { field: 'name', direction: 'desc' },
    });
    expect(layout.head).toEqual([['Clients – Trié par nom, décroissant – Recherche : « nord »'], [], ['Nom']]);
    expect(layout.name).toBe('Clients');
  });
});

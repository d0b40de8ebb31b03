import { listQuerySchemaFor } from '@portail/common';
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.js';
import { parseWith } from './validation.js';

const query = listQuerySchemaFor({ sortable: ['name'] as const, defaultOrder: { field: 'name', direction: 'asc' }, pageSize: 15 });

describe('une requête de liste', () => {
  it('au-delà de la page 1000 répond 400 en français en nommant pageNumber', () => {
    let refusal: unknown;
    try {
      parseWith(query, { pageNumber: '100000' }, 'query');
    } catch (err) {
      refusal = err;
    }
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({
      status: 400,
      code: 'validation',
      field: 'pageNumber',
      message: 'Paramètre « pageNumber » : La page demandée ne peut pas dépasser 1000 : affinez la recherche ou changez le tri.',
    });
  });
});

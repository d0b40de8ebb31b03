import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render';
import { doneImportJob } from '../testing/import-jobs';
import { ImportDialog } from './import-dialog';
import ImportsPage from './imports-page';

/*
 * States of the import screens moved from tests/e2e/import.spec.ts: the dialog without a file, and the
 * history's row of an import that a later one changed. Which imports a later one supersedes is the API's
 * (tests/api/import-faults.test.ts); the journey of an import and its rollback stays in import.spec.ts.
 */

const pagination = (count: number) => ({
  'X-Pagination': JSON.stringify({ CurrentPage: 1, TotalPages: 1, PageSize: 15, TotalCount: count, HasPrevious: false, HasNext: false }),
});

describe('the import screens', () => {
  it('asks for a file before sending anything', async () => {
    const api = fakeApi({});
    const { user } = renderPage(<ImportDialog open table="products" onClose={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Importer' }));
    expect(await screen.findByText('Veuillez sélectionner un fichier à importer.')).toBeTruthy();
    expect(api.sent).toEqual([]);
  });

  it('says, in place of the button, why an import a later one changed cannot be undone; the later one keeps its button', async () => {
    const first = doneImportJob({ id: 'job-1', fileName: 'premier.xlsx', supersededBy: ['job-2'] });
    const later = doneImportJob({ id: 'job-2', fileName: 'suivant.xlsx', createdAt: '2026-11-27T10:05:00.000Z' });
    fakeApi({ 'GET /import': { body: [later, first], headers: pagination(2) } });
    renderPage(<ImportsPage />);
    const table = await screen.findByRole('table');
    const rowOf = (file: string) =>
      within(table)
        .getAllByRole('row')
        .find((r) => r.textContent?.includes(file)) as HTMLElement;
    expect(within(rowOf('premier.xlsx')).getByText('Un import ultérieur a modifié les mêmes enregistrements : annulez-le d’abord.')).toBeTruthy();
    expect(within(rowOf('premier.xlsx')).queryByRole('button', { name: /Annuler l’import/ })).toBeNull();
    expect(within(rowOf('suivant.xlsx')).getByRole('button', { name: 'Annuler l’import suivant.xlsx' })).toBeTruthy();
    expect(within(rowOf('suivant.xlsx')).queryByText(/Un import ultérieur/)).toBeNull();
  });
});

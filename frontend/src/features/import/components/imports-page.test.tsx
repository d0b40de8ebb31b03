import { screen, waitFor, within } from '@testing-library/react';
import type { ImportJobDto } from '@portail/common';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render';
import { doneImportJob } from '../testing/import-jobs';
import { ImportResult } from './import-result';
import ImportsPage from './imports-page';

/* The imports history: undoing a job says which button keeps it, and its row follows the rollback. */

const done = doneImportJob();
const pagination = { 'X-Pagination': JSON.stringify({ CurrentPage: 1, TotalPages: 1, PageSize: 15, TotalCount: 1, HasPrevious: false, HasNext: false }) };

describe('the imports history', () => {
  it('asks « Garder l’import » or « Annuler l’import », then shows the rollback under way and its end without a reload', async () => {
    let stored = done;
    let lists = 0;
    const api = fakeApi({
      // The list reads the stored job; the rollback's worker ends it after two more reads.
      'GET /import': () => {
        lists++;
        if (stored.rollbackPending && lists > 3) stored = { ...stored, status: 'rolledBack', rollbackPending: false };
        return { body: [stored], headers: pagination };
      },
      'POST /import/:id/rollback': () => {
        stored = { ...stored, rollbackPending: true };
        lists = 0;
        return { status: 202, body: stored };
      },
    });
    const { user } = renderPage(<ImportsPage />);
    const table = await screen.findByRole('table');
    const row = () => within(table).getAllByRole('row')[1];
    expect(within(row()).getByText(/Terminé/)).toBeTruthy();

    await user.click(within(row()).getByRole('button', { name: 'Annuler l’import produits.xlsx' }));
    // Fluent's modaliser may still mark the fresh portal aria-hidden in happy-dom for a moment.
    const dialog = await screen.findByRole('alertdialog', { hidden: true }, { timeout: 4000 });
    expect(
      within(dialog)
        .getAllByRole('button', { hidden: true })
        .map((b) => b.textContent),
    ).toEqual(['Garder l’import', 'Annuler l’import']);
    await user.click(within(dialog).getByRole('button', { name: 'Annuler l’import', hidden: true }));

    await waitFor(() => expect(within(row()).queryByText(/Annulation en cours/)).toBeTruthy());
    expect(api.calls('POST /import/:id/rollback')).toHaveLength(1);
    await waitFor(() => expect(within(row()).queryByText(/Annulé/)).toBeTruthy(), { timeout: 5000 });
    expect(within(row()).queryByRole('button', { name: /Annuler l’import/ })).toBeNull();
  }, 15_000);

  it('says, once undone, what the rollback did and which records it left as they were', () => {
    fakeApi({});
    const undone: ImportJobDto = {
      ...done,
      status: 'rolledBack',
      rollback: {
        requestedAt: '2026-11-27T11:00:00.000Z',
        by: 'admin@demo.test',
        doneAt: '2026-11-27T11:00:05.000Z',
        refused: null,
        deleted: 2,
        restored: 0,
        skipped: 1,
        skips: [{ id: 'p3', label: 'REF-3 Vis', reason: 'in-use', detail: 'encore utilisé par 1 panier' }],
      },
    };
    renderPage(<ImportResult job={undone} />);
    expect(screen.getByText('Cet import a été annulé.')).toBeTruthy();
    expect(screen.getByText('Annulation terminée : 2 supprimés, 0 restaurés, 1 laissés tels quels.')).toBeTruthy();
    expect(screen.getByText('REF-3 Vis : encore utilisé par 1 panier')).toBeTruthy();
  });
  describe('a job that failed as a whole', () => {
    const failed = doneImportJob({
      status: 'failed',
      counts: { read: 0, created: 0, updated: 0, unchanged: 0, rejected: 0, duplicate: 0 },
      // The French text is the API's; the site words the code itself.
      failure: {
        code: 'import_columns_missing',
        message: "Colonnes obligatoires absentes : « Référence » (reference). Aucune ligne n'a été importée.",
        params: { columns: '« Référence » (reference)' },
      },
    });

    it('says why from its code, in English to a reader who chose English', async () => {
      localStorage.setItem('portail.language', 'en');
      fakeApi({});
      renderPage(<ImportResult job={failed} />);
      await waitFor(() => expect(document.documentElement.lang).toBe('en'));
      expect(await screen.findByText('Required columns missing: « Référence » (reference). No row was imported.')).toBeTruthy();
    });

    it('shows the stored text of a failure whose code it does not know (a job failed before codes)', () => {
      fakeApi({});
      renderPage(<ImportResult job={{ ...failed, failure: { code: 'import_failed', message: 'Le classeur est illisible.' } }} />);
      expect(screen.getByText('Le classeur est illisible.')).toBeTruthy();
    });
  });
});

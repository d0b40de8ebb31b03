import { screen, within } from '@testing-library/react';
import type { ImportJobDto } from '@portail/common';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render';
import { doneImportJob, importJob } from '../testing/import-jobs';
import { ImportDialog } from './import-dialog';

/* The import dialog after the file is sent: what it says follows the job, polled until it ends. */

async function send(states: ImportJobDto[]) {
  let read = 0;
  const api = fakeApi({
    'POST /import': { status: 202, body: { id: 'job-1' } },
    // Each poll reads the next state; the last one stays.
    'GET /import/:id': () => ({ body: states[Math.min(read++, states.length - 1)] }),
  });
  const page = renderPage(<ImportDialog open table="products" onClose={vi.fn()} />);
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await page.user.upload(input, new File(['xlsx'], 'produits.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
  await page.user.click(screen.getByRole('button', { name: 'Importer' }));
  return { api, ...page };
}

const result = () => screen.getByRole('region', { name: 'Résultat de l’import' });

describe('the import dialog', () => {
  it('says the file is waiting while the job is queued, then the rejections once it ends: never a green success', async () => {
    const ended = importJob({
      status: 'done',
      progress: 100,
      counts: { read: 10, created: 6, updated: 0, unchanged: 2, rejected: 2, duplicate: 0 },
      errors: [{ row: 4, column: 'Prix', value: 'abc', reason: 'Nombre attendu' }],
      finishedAt: '2026-11-27T10:01:00.000Z',
    });
    const { api } = await send([importJob(), importJob({ status: 'running', progress: 40 }), ended]);

    expect(await screen.findByText('Fichier reçu : l’import attend son tour. Vous recevrez un e-mail récapitulatif dès qu’il sera terminé.')).toBeTruthy();
    expect(screen.queryByText(/avec succès/)).toBeNull();
    expect(
      await screen.findByText('Import terminé avec des rejets (lignes rejetées : 2 sur 10). Le rapport d’erreurs les détaille.', {}, { timeout: 4000 }),
    ).toBeTruthy();
    expect(within(result()).getByText(/Avancement de l’import – Terminé/)).toBeTruthy();
    expect(screen.queryByText(/avec succès|dés/)).toBeNull();
    expect(api.calls('GET /import/:id').length).toBeGreaterThanOrEqual(3);
    // Ended: polling stops.
    const polls = api.calls('GET /import/:id').length;
    await new Promise((r) => setTimeout(r, 1500));
    expect(api.calls('GET /import/:id').length).toBe(polls);
    expect(
      screen
        .getByText(/lignes rejetées : 2/)
        .closest('[data-intent]')
        ?.getAttribute('data-intent'),
    ).toBe('warning');
  }, 15_000);

  it('is green only when the job ended with nothing rejected', async () => {
    await send([doneImportJob()]);
    const message = await screen.findByText('Import terminé sans rejet (lignes lues : 3).');
    expect(message.closest('[data-intent]')?.getAttribute('data-intent')).toBe('success');
  });

  it('asks a new price list’s dates jj/mm/aaaa, refuses a day that does not exist, and sends the days the API reads', async () => {
    const api = fakeApi({ 'POST /import': { status: 202, body: { id: 'job-1' } }, 'GET /import/:id': { body: importJob() } });
    const { user } = renderPage(<ImportDialog open table="price-list" customerId="cust-1" onClose={vi.fn()} />);
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, new File(['xlsx'], 'prix.xlsx'));
    const start = screen.getByRole('textbox', { name: /Date de début/ }) as HTMLInputElement;
    const end = screen.getByRole('textbox', { name: /Date de fin/ }) as HTMLInputElement;
    await user.clear(start);
    await user.type(start, '30022027');
    await user.clear(end);
    await user.click(screen.getByRole('button', { name: 'Importer' }));
    expect(await screen.findByText('Date invalide : saisissez-la au format jj/mm/aaaa')).toBeTruthy();
    expect(screen.getByText('Ce champ est obligatoire')).toBeTruthy();
    expect(api.calls('POST /import')).toEqual([]);

    await user.clear(start);
    await user.type(start, '01032027');
    await user.type(end, '15/01/2028');
    await user.click(screen.getByRole('button', { name: 'Importer' }));
    await screen.findByText(/l’import attend son tour/);
    const sent = api.calls('POST /import')[0].body as FormData;
    expect([sent.get('startDate'), sent.get('endDate')]).toEqual(['2027-03-01', '2028-01-15']);
  });
});

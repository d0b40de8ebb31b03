/**
 * Exports of lists too long for one request: GET <list>/export refuses past the limit (the test stack's is
 * 1,000 rows, so its 5,000 sales lines take the path the demo's 100,000 and the bench's million take), and
 * POST <list>/export writes the workbook in the background, e-mails its link, and serves it to its requester only.
 */
import * as XLSX from '@e965/xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, expectErrorShape } from './support/api.js';
import { actors, type Actors } from './support/back-office.js';
import { stackSettings } from './support/direct.js';
import { API_URL, DEMO } from './support/env.js';
import { messagesTo, waitForMessage } from './support/mail.js';

let w: Actors;
beforeAll(async () => {
  w = await actors();
});

interface Job {
  id: string;
  status: string;
  rows: number | null;
  failure: string | null;
  title: string;
  search: string;
  orderBy: string;
}

async function waitForExport(id: string, token: string, timeoutMs = 60_000): Promise<Job> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await call<Job>('GET', `exports/${id}`, { token });
    expect(res.status, res.text.slice(0, 200)).toBe(200);
    if (res.json.status === 'done' || res.json.status === 'failed') return res.json;
    if (Date.now() > until) throw new Error(`Export ${id} toujours « ${res.json.status} » après ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

async function download(id: string, token: string): Promise<{ status: number; rows: unknown[][]; book?: XLSX.WorkBook }> {
  const res = await fetch(`${API_URL}/api/exports/${id}/file`, { headers: { Authorization: `Bearer ${token}` } });
  if (res.status !== 200) return { status: res.status, rows: [] };
  expect(res.headers.get('content-type')).toContain('spreadsheetml');
  expect(res.headers.get('content-disposition')).toMatch(/attachment; filename=".+\.xlsx"/);
  const book = XLSX.read(new Uint8Array(await res.arrayBuffer()), { type: 'array', cellNF: true });
  return { status: 200, book, rows: XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 }) };
}

const totalOf = async (path: string, token: string, query: Record<string, string> = {}) =>
  JSON.parse((await call('GET', path, { token, query })).headers.get('x-pagination')!).TotalCount as number;

describe('les exports en arrière-plan des longues listes', () => {
  it('refusent le téléchargement immédiat au-delà de la limite, avec un message qui dit quoi faire', async () => {
    const total = await totalOf('strykerCommands', w.admin.token);
    expect(total).toBeGreaterThan(1000);
    const res = await call('GET', 'strykerCommands/export', { token: w.admin.token });
    expect(res.status).toBe(409);
    expectErrorShape(res, 'export trop long');
    expect(res.json.error.code).toBe('export_too_large');
    expect(res.json.error.message).toContain(`${new Intl.NumberFormat('fr-FR').format(total)} lignes`);
    expect(res.json.error.message).toContain('envoyé par e-mail');
  });

  it('écrivent toute la liste, recherche et tri de l’écran appliqués, et en envoient le lien par e-mail', async () => {
    const known = (await messagesTo(DEMO.admin)).length;
    const query = { orderBy: 'invoiceNumber desc' };
    const total = await totalOf('strykerCommands', w.admin.token, query);
    const queued = await call('POST', 'strykerCommands/export', { token: w.admin.token, query });
    expect(queued.status, queued.text).toBe(202);
    expect(queued.json.rows).toBe(total);

    const job = await waitForExport(queued.json.id, w.admin.token);
    expect(job).toMatchObject({ status: 'done', rows: total, orderBy: 'invoiceNumber desc', search: '' });

    const mail = await waitForMessage(DEMO.admin, known, 20_000, queued.json.id);
    expect(mail.subject).toContain('prêt');
    expect(mail.text).toContain(`${new Intl.NumberFormat('fr-FR').format(total)} lignes`);
    expect(mail.text).toContain(`/admin/exports/${queued.json.id}`);
    expect(mail.text).toContain('Trié par numéro de facture, décroissant');

    const { rows, book } = await download(queued.json.id, w.admin.token);
    expect(rows[0]![0]).toContain('Trié par numéro de facture, décroissant');
    const headers = rows[2] as string[];
    const data = rows.slice(3);
    expect(data).toHaveLength(total);
    const invoice = headers.indexOf('invoiceNumber');
    const invoices = data.map((r) => String(r[invoice]));
    expect(invoices).toEqual([...invoices].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    // Dates are Excel dates, not text: a sort or a filter in Excel works on them.
    const dateColumn = headers.indexOf('salesRecognitionDate');
    const sheet = book!.Sheets[book!.SheetNames[0]!]!;
    const cell = sheet[XLSX.utils.encode_cell({ r: 3, c: dateColumn })]!;
    expect(cell.t).toBe('n');
    expect(cell.z).toBe('dd/mm/yyyy');
    expect(sheet['!autofilter']?.ref).toBe(`A3:${XLSX.utils.encode_col(headers.length - 1)}${total + 3}`);
  }, 90_000);

  it('appliquent la recherche de l’écran', async () => {
    const first = (await call('GET', 'strykerCommands', { token: w.admin.token, query: { pageSize: 1 } })).json[0];
    const search = String(first.invoiceNumber);
    const total = await totalOf('strykerCommands', w.admin.token, { search });
    const queued = await call('POST', 'strykerCommands/export', { token: w.admin.token, query: { search } });
    expect(queued.status).toBe(202);
    const job = await waitForExport(queued.json.id, w.admin.token);
    expect(job.rows).toBe(total);
    const { rows } = await download(queued.json.id, w.admin.token);
    expect(rows[0]![0]).toContain(`Recherche : « ${search.toLowerCase()} »`);
    expect(rows.slice(3).every((r) => r.some((v) => String(v) === search))).toBe(true);
  }, 60_000);

  it('ne donnent le fichier qu’à celui qui l’a demandé, avec ses droits du moment', async () => {
    // A commercial user's customers export holds their customers only, and nobody else can read it.
    const mine = await totalOf('customers', w.commercial.token);
    const everyone = await totalOf('customers', w.admin.token);
    expect(mine).toBeLessThan(everyone);
    const queued = await call('POST', 'customers/export', { token: w.commercial.token });
    expect(queued.status).toBe(202);
    expect((await waitForExport(queued.json.id, w.commercial.token)).rows).toBe(mine);
    expect((await download(queued.json.id, w.commercial.token)).rows.slice(3)).toHaveLength(mine);

    for (const other of [w.admin.token]) {
      const seen = await call('GET', `exports/${queued.json.id}`, { token: other });
      expect(seen.status).toBe(404);
      expect(Object.keys(seen.json)).toEqual(['error']);
      expect((await download(queued.json.id, other)).status).toBe(404);
    }
    // A buyer reaches neither the lists' exports nor the jobs.
    expect((await call('POST', 'customers/export', { token: w.buyer.token })).status).toBe(403);
    expect((await call('GET', `exports/${queued.json.id}`, { token: w.buyer.token })).status).toBe(403);
    // The admin-only lists stay admin-only in the background too.
    expect((await call('POST', 'strykerCommands/export', { token: w.commercial.token })).status).toBe(403);
  }, 60_000);

  it('refusent un tri ou un identifiant invalide en français, sans rien mettre en file', async () => {
    const bad = await call('POST', 'strykerCommands/export', { token: w.admin.token, query: { orderBy: 'secret desc' } });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toContain('Tri impossible');
    const notAnId = await call('GET', 'exports/pas-un-id', { token: w.admin.token });
    expect(notAnId.status).toBe(400);
    expect(notAnId.json.error.message).toContain('export');
  });

  it('après 5 échecs, marquent l’export en échec et préviennent celui qui l’a demandé', async () => {
    // A job for a list that does not exist fails at every delivery, as a broken one would.
    Object.assign(process.env, stackSettings());
    (await import('../../functions/src/config.js')).resetConfigForTests();
    const { queueListExport } = await import('../../functions/src/services/list-exports.js');
    const known = (await messagesTo(DEMO.admin)).length;
    const job = await queueListExport({
      list: 'listeDisparue',
      title: 'Liste disparue',
      fileName: 'liste-disparue.xlsx',
      search: '',
      orderBy: 'name asc',
      requestedBy: { id: w.admin.user.id, email: DEMO.admin },
    });
    const failed = await waitForExport(job.jobId, w.admin.token, 90_000);
    expect(failed.status).toBe('failed');
    expect(failed.failure).toContain('5 fois');
    const mail = await waitForMessage(DEMO.admin, known, 20_000, job.jobId);
    expect(mail.subject).toContain('Liste disparue');
    expect(mail.subject).toContain('échec');
    const file = await call('GET', `exports/${job.jobId}/file`, { token: w.admin.token });
    expect(file.status).toBe(409);
    expect(file.json.error.message).toContain('a échoué');
  }, 120_000);
});

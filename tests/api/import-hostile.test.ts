/**
 * Hostile and malformed uploads get a French 400 before anything is queued: no job appears in the list.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, session } from './support/api.js';
import { DEMO } from './support/env.js';
import { adminToken, upload, workbook, xlsxWithSheet, zip } from './import-support.js';

let token: string;
let jobsBefore: number;

const jobCount = async () => JSON.parse((await call('GET', 'import', { token })).headers.get('x-pagination') ?? '{}').TotalCount as number;

beforeAll(async () => {
  token = await adminToken();
  jobsBefore = await jobCount();
});

const valid = () =>
  workbook([
    ['Référence', 'Description', 'Prix'],
    ['HOSTILE-1', 'x', 1],
  ]);

function expect400(res: { status: number; json: any; text: string }, fragment: string) {
  expect(res.status, res.text).toBe(400);
  // French number formatting puts narrow no-break spaces between thousands.
  expect(res.json.error.message.replace(/\s/g, ' ')).toContain(fragment);
}

describe('fichiers refusés', () => {
  it('sans fichier : errors.no-file-selected', async () => {
    const res = await upload(token, null, { table: 'products' });
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({ code: 'no_file_selected', field: 'file' });
  });

  it('un fichier qui n’est pas un classeur, même nommé .xlsx', async () => {
    expect400(await upload(token, Buffer.from('Référence;Prix\nA;1\n'), { table: 'products' }, 'faux.xlsx'), 'classeur Excel');
    expect400(await upload(token, zip([{ name: 'word/document.xml', data: Buffer.from('<w/>') }]), { table: 'products' }, 'doc.xlsx'), 'classeur Excel');
    expect400(await upload(token, Buffer.from('PK\u0003\u0004 tronqué'), { table: 'products' }, 'tronque.xlsx'), 'classeur Excel');
  });

  it('une bombe de décompression, annoncée ou cachée derrière des tailles fausses', async () => {
    const zeros = Buffer.alloc(64 * 1024 * 1024);
    expect400(await upload(token, xlsxWithSheet(zeros), { table: 'products' }), 'trop volumineux');
    expect400(await upload(token, xlsxWithSheet(zeros, 1000), { table: 'products' }), 'trop volumineux');
  });

  it('plus de 1 000 000 de lignes', async () => {
    const rows = Buffer.from(`<worksheet><sheetData>${Array.from({ length: 1_000_002 }, (_, i) => `<row r="${i + 1}"/>`).join('')}</sheetData></worksheet>`);
    expect400(await upload(token, xlsxWithSheet(rows), { table: 'products' }), '1 000 000 lignes');
  });

  it('un fichier de plus de 20 Mo', async () => {
    expect400(await upload(token, Buffer.concat([valid(), Buffer.alloc(21 * 1024 * 1024)]), { table: 'products' }), '20 Mo');
  });

  it('une table inconnue ou un champ inattendu', async () => {
    const res = await upload(token, valid(), { table: 'customers' });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toContain('strykerCommands, products ou price-list');
    expect((await upload(token, valid(), { table: 'products', extra: '1' })).status).toBe(400);
  });

  it('un corps qui n’est pas multipart', async () => {
    const res = await call('POST', 'import', { token, body: { table: 'products' } });
    expect(res.status).toBe(415);
  });

  it('réservé aux administrateurs', async () => {
    const commercial = await session(DEMO.commercial);
    expect((await upload(commercial.token, valid(), { table: 'products' })).status).toBe(403);
  });

  it('aucun de ces fichiers n’a créé d’import', async () => {
    expect(await jobCount()).toBe(jobsBefore);
  });
});

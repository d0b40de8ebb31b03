/**
 * Faults and reversals: a worker that crashes midway (after a chunk's writes, before the job records
 * them) and the real queue host redelivering; an invocation that stops and leaves a continuation; a
 * message that keeps failing until imports-poison; rollback, and its refusal when a later job touched
 * the same records. The crash is made in this process with the stack's own services and storage.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/api.js';
import { DEMO } from './support/env.js';
import { messagesTo, waitForMessage } from './support/mail.js';
import { adminToken, importAndWait, runTag, services, someCustomers, stored, waitForJob, workbook, type CustomerRow } from './import-support.js';

let token: string;
let customer: CustomerRow;
const admin = { id: 'test-admin', email: DEMO.admin, firstName: 'Test', lastName: 'Import' };

beforeAll(async () => {
  token = await adminToken();
  [customer] = await someCustomers(token, 1);
});

afterAll(async () => {
  await (await import('../../functions/src/services/import-read-pool.js')).closeReadPool();
});

function salesFile(tag: string, lines: number, dateOf = (_line: number) => '2025-06-01', amountOf = (line: number) => 10 + (line % 7)): Buffer {
  const rows: unknown[][] = [
    ['invoiceNumber', 'orderNumber', 'reference', 'customerSoldTo', 'customerReported', 'salesAmount', 'invoiceQuantity', 'salesRecognitionDate'],
  ];
  for (let i = 0; i < lines; i++) rows.push([`F${tag}-${i}`, `C${tag}`, 'FRAIS-PORT', customer.number, customer.number, amountOf(i), 1, dateOf(i)]);
  return workbook(rows);
}

/** The programme's count of sales lines, as the admin list shows it (kept by the writers, not counted). */
const salesCount = async () => (await (await import('../../functions/src/data/sales-repository.js')).salesLinesState()).value;

const linesOf = (tag: string) => stored('sales', "c.type = 'salesLine' AND c.orderNumber = @o", [{ name: '@o', value: `C${tag}` }]);

describe('panne et reprise', () => {
  it('un plantage après les écritures d’un lot, puis la relivraison par la file, aboutissent au même état', async () => {
    const s = await services();
    const tag = runTag();
    // The crashed chunk's lines are the only ones of 2019: that year's statistics come from them alone.
    const bytes = salesFile(tag, 2500, (i) => (i >= 1000 && i < 2000 ? '2019-06-01' : '2025-06-01'));
    const countBefore = await salesCount();
    const { readStats } = await import('../../functions/src/data/stats-repository.js');
    const lines2019 = async () => (await readStats(customer.id, 2019))?.computedFromLines ?? 0;
    const before2019 = await lines2019();
    const id = await s.upload.createImport(
      { fileName: 'panne.xlsx', bytes, table: 'strykerCommands', options: { dryRun: false }, rows: 2501, user: admin, chunkRows: 1000 },
      false,
    );
    await expect(
      s.process.handleImportMessage(
        { kind: 'process', jobId: id, fromChunk: 0 },
        {
          ...s.process.DEFAULT_LIMITS,
          afterWrites: (chunk) => {
            if (chunk === 1) throw new Error('plantage simulé');
          },
        },
      ),
    ).rejects.toThrow('plantage simulé');
    const midway = await waitForJob(token, id, ['running']);
    expect(midway.counts.created).toBe(1000);
    // Chunk 1's lines are written but not recorded: the redelivered message replays its journal.
    expect(await linesOf(tag)).toHaveLength(2000);
    await s.storage.sendImportMessage({ kind: 'process', jobId: id, fromChunk: 0 });
    const done = await waitForJob(token, id);
    expect(done.status).toBe('done');
    expect(done.counts).toEqual({ read: 2500, created: 2500, updated: 0, unchanged: 0, rejected: 0, duplicate: 0 });
    const lines = await linesOf(tag);
    expect(lines).toHaveLength(2500);
    expect(new Set(lines.map((l) => l.invoiceNumber)).size).toBe(2500);
    // The replayed chunk's lines were already there: counted once, and their year's statistics refreshed.
    expect(await salesCount()).toBe(countBefore + 2500);
    expect(await lines2019()).toBe(before2019 + 1000);
  });

  it('un plantage au milieu des écritures d’un lot (créations et mises à jour) aboutit au même état, et l’annulation rend l’état d’avant', async () => {
    const s = await services();
    const lines = await import('../../functions/src/services/sales-lines.js');
    const tag = runTag();
    const first = await importAndWait(token, salesFile(tag, 4), { table: 'strykerCommands' });
    const original = await linesOf(tag);
    // The first four lines updated, three created.
    const bytes = salesFile(tag, 7, undefined, (i) => 900 + i);
    const countBefore = await salesCount();
    const id = await s.upload.createImport(
      { fileName: 'panne-milieu.xlsx', bytes, table: 'strykerCommands', options: { dryRun: false }, rows: 8, user: admin },
      false,
    );
    const crash = { ...s.process.DEFAULT_LIMITS, afterWrites: () => Promise.reject(new Error('plantage simulé')) };
    await expect(s.process.handleImportMessage({ kind: 'process', jobId: id, fromChunk: 0 }, crash)).rejects.toThrow('plantage simulé');
    // Only part of the chunk had reached the database: one update and two creations are undone behind its back.
    const written = await linesOf(tag);
    const byInvoice = (all: any[], n: number) => all.find((l) => l.invoiceNumber === `F${tag}-${n}`);
    const { plainDoc } = await import('../../functions/src/services/import-plan.js');
    await lines.recordSalesLines([plainDoc(byInvoice(original, 0))]);
    await lines.removeSalesLines([byInvoice(written, 4), byInvoice(written, 6)].map((l) => ({ customerId: l.customerId, id: l.id })));

    await s.storage.sendImportMessage({ kind: 'process', jobId: id, fromChunk: 0 });
    const done = await waitForJob(token, id);
    expect(done.counts).toEqual({ read: 7, created: 3, updated: 4, unchanged: 0, rejected: 0, duplicate: 0 });
    const after = await linesOf(tag);
    expect(after.map((l) => [l.invoiceNumber, l.salesAmount, l.importId]).sort()).toEqual(
      Array.from({ length: 7 }, (_, i) => [`F${tag}-${i}`, 900 + i, id]).sort(),
    );
    expect(await salesCount()).toBe(countBefore + 3);

    // The journal kept what each record replaced before the crash: the rollback puts the first import back.
    expect((await call('POST', `import/${id}/rollback`, { token })).status).toBe(202);
    await waitForJob(token, id, ['rolledBack']);
    expect((await linesOf(tag)).map((l) => [l.invoiceNumber, l.salesAmount, l.importId]).sort()).toEqual(
      Array.from({ length: 4 }, (_, i) => [`F${tag}-${i}`, 10 + (i % 7), first.id]).sort(),
    );
    expect(await salesCount()).toBe(countBefore);
  });

  it('une invocation limitée laisse un message de suite, que l’hôte traite jusqu’au bout', async () => {
    const s = await services();
    const tag = runTag();
    const id = await s.upload.createImport(
      { fileName: 'suite.xlsx', bytes: salesFile(tag, 2100), table: 'strykerCommands', options: { dryRun: false }, rows: 2101, user: admin, chunkRows: 1000 },
      false,
    );
    await s.process.handleImportMessage({ kind: 'process', jobId: id, fromChunk: 0 }, { maxRows: 1000, maxMs: 60_000 });
    const done = await waitForJob(token, id);
    expect(done.counts).toMatchObject({ read: 2100, created: 2100 });
    expect(await linesOf(tag)).toHaveLength(2100);
  });

  it('après 5 échecs le message part dans imports-poison, l’import échoue et son auteur est prévenu', async () => {
    const s = await services();
    const before = (await messagesTo(DEMO.admin)).length;
    const id = await s.upload.createImport(
      { fileName: 'poison.xlsx', bytes: workbook([['Référence', 'Description', 'Prix']]), table: 'products', options: { dryRun: false }, rows: 1, user: admin },
      false,
    );
    // Without its original the job cannot run: every delivery fails.
    const { BlobServiceClient } = await import('@azure/storage-blob');
    const { stackSettings } = await import('./support/direct.js');
    await BlobServiceClient.fromConnectionString(stackSettings().AzureWebJobsStorage).getContainerClient('imports').deleteBlob(s.storage.originalBlobName(id));
    await s.storage.sendImportMessage({ kind: 'process', jobId: id, fromChunk: 0 });
    const failed = await waitForJob(token, id, ['failed'], 90_000);
    expect(failed.failure?.code).toBe('import_abandoned');
    expect(failed.failure?.message).toContain('5 fois');
    const mail = await waitForMessage(DEMO.admin, before, 20_000, id);
    expect(mail.subject).toContain('poison.xlsx');
    expect(mail.text).toContain('5 fois');
  }, 120_000);
});

describe('annulation', () => {
  const products = (tag: string) => stored('products', "c.type = 'product' AND STARTSWITH(c.reference, @p)", [{ name: '@p', value: `R${tag}` }]);

  it('refuse (409) quand un import ultérieur a modifié les mêmes enregistrements, puis défait exactement', async () => {
    const tag = runTag();
    const a = await importAndWait(
      token,
      workbook([
        ['Référence', 'Description', 'Prix'],
        [`R${tag}1`, 'Un', 1],
        [`R${tag}2`, 'Deux', 2],
      ]),
      { table: 'products' },
    );
    const b = await importAndWait(
      token,
      workbook([
        ['Référence', 'Description', 'Prix'],
        [`R${tag}2`, 'Deux modifié', 20],
        [`R${tag}3`, 'Trois', 3],
      ]),
      { table: 'products' },
    );
    // The job says so before anyone tries: the Imports view shows why instead of the rollback button.
    expect((await call('GET', `import/${a.id}`, { token })).json.supersededBy).toEqual([b.id]);
    const refused = await call('POST', `import/${a.id}/rollback`, { token });
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toContain(b.id);

    const undoB = await call('POST', `import/${b.id}/rollback`, { token });
    expect(undoB.status).toBe(202);
    expect((await waitForJob(token, b.id, ['rolledBack'])).status).toBe('rolledBack');
    const afterB = await products(tag);
    expect(afterB.map((p) => [p.reference, p.description, p.price]).sort()).toEqual([
      [`R${tag}1`, 'Un', 1],
      [`R${tag}2`, 'Deux', 2],
    ]);

    expect((await call('GET', `import/${a.id}`, { token })).json.supersededBy).toEqual([]);
    expect((await call('POST', `import/${a.id}/rollback`, { token })).status).toBe(202);
    await waitForJob(token, a.id, ['rolledBack']);
    expect(await products(tag)).toHaveLength(0);
    expect((await call('POST', `import/${a.id}/rollback`, { token })).status).toBe(409);
  });

  it('défait un import de commandes : lignes créées supprimées, lignes mises à jour restaurées', async () => {
    const tag = runTag();
    const first = await importAndWait(token, salesFile(tag, 3), { table: 'strykerCommands' });
    const rows: unknown[][] = [
      ['invoiceNumber', 'orderNumber', 'reference', 'customerSoldTo', 'customerReported', 'salesAmount', 'invoiceQuantity', 'salesRecognitionDate'],
    ];
    rows.push([`F${tag}-0`, `C${tag}`, 'FRAIS-PORT', customer.number, customer.number, 999, 1, '2025-06-01']);
    rows.push([`F${tag}-new`, `C${tag}`, 'FRAIS-PORT', customer.number, customer.number, 5, 1, '2025-06-01']);
    const second = await importAndWait(token, workbook(rows), { table: 'strykerCommands' });
    expect(second.counts).toMatchObject({ created: 1, updated: 1 });
    expect((await call('POST', `import/${second.id}/rollback`, { token })).status).toBe(202);
    await waitForJob(token, second.id, ['rolledBack']);
    const lines = await linesOf(tag);
    expect(lines.map((l) => [l.invoiceNumber, l.salesAmount, l.importId]).sort()).toEqual([
      [`F${tag}-0`, 10, first.id],
      [`F${tag}-1`, 11, first.id],
      [`F${tag}-2`, 12, first.id],
    ]);
  });
});

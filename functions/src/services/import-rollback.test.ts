/**
 * An import's rollback, in process against a real local Cosmos DB server and Azurite (journals, queue), with
 * a local stand-in for SendGrid's server: the import runs as its queue function does (handleImportMessage),
 * then the rollback's request and its worker, with the concurrent cases placed where they hurt: a later
 * import claimed between the request and the worker, or between the worker's check and its writes; an edit
 * in the back office; a product a cart now holds.
 */
import * as XLSX from '@e965/xlsx';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RawCell } from '../domain/import-values.js';
import type { ImportJobDoc } from '../model/imports.js';
import type { ProductDoc } from '../model/products.js';
import { startMemoryCosmos, type MemoryCosmos } from '../testing/memory-cosmos.js';

const AZURITE = fileURLToPath(new URL('../../../node_modules/.bin/azurite', import.meta.url));
const ACCOUNT_KEY = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

let cosmos: MemoryCosmos | undefined;
let azurite: ChildProcess;
let sink: Server;
/** The e-mails SendGrid's stand-in received. */
const mails: { subject: string; content: { type: string; value: string }[]; personalizations: { to: { email: string }[]; cc?: { email: string }[] }[] }[] = [];

let data: typeof import('../data/cosmos.js');
let rollback: typeof import('./import-rollback.js');
let process_: typeof import('./import-process.js');
let upload: typeof import('./import-upload.js');
let jobs: typeof import('../data/import-jobs-repository.js');
let readPool: typeof import('./import-read-pool.js');

const freePort = () =>
  new Promise<number>(
    (resolve) =>
      void createServer().listen(0, '127.0.0.1', function (this: Server) {
        const { port } = this.address() as AddressInfo;
        this.close(() => resolve(port));
      }),
  );

beforeAll(async () => {
  const [blobPort, queuePort, tablePort] = [await freePort(), await freePort(), await freePort()];
  azurite = spawn(
    AZURITE,
    [
      '--silent',
      '--skipApiVersionCheck',
      '--loose',
      '--disableTelemetry',
      '--inMemoryPersistence',
      '--blobPort',
      String(blobPort),
      '--queuePort',
      String(queuePort),
      '--tablePort',
      String(tablePort),
    ],
    { stdio: 'ignore' },
  );
  sink = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      mails.push(JSON.parse(body));
      res.writeHead(202).end();
    });
  });
  const sinkPort = await new Promise<number>((resolve) => sink.listen(0, '127.0.0.1', () => resolve((sink.address() as AddressInfo).port)));
  cosmos = await startMemoryCosmos('portail-essai-annulation', {
    env: {
      AzureWebJobsStorage: `DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=${ACCOUNT_KEY};BlobEndpoint=http://127.0.0.1:${blobPort}/devstoreaccount1;QueueEndpoint=http://127.0.0.1:${queuePort}/devstoreaccount1;`,
      SENDGRID_BASE_URL: `http://127.0.0.1:${sinkPort}/`,
    },
  });
  data = cosmos.data;
  // Azurite takes seconds to listen on a busy machine.
  const { blobServiceClient } = await import('../data/storage-clients.js');
  for (let i = 0; i < 400; i++) {
    try {
      await blobServiceClient().getProperties();
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  rollback = await import('./import-rollback.js');
  process_ = await import('./import-process.js');
  upload = await import('./import-upload.js');
  jobs = await import('../data/import-jobs-repository.js');
  readPool = await import('./import-read-pool.js');
}, 120_000);

afterAll(async () => {
  await readPool?.closeReadPool();
  azurite?.kill();
  await new Promise((r) => sink?.close(r));
  await cosmos?.close();
});

beforeEach(() => {
  mails.length = 0;
});

const ADMIN = { id: 'user-admin-essai', email: 'admin@essai.test', firstName: 'Alice', lastName: 'Admin' };
let run = 0;
/** References of this test only (the products container is shared by the tests of the file). */
let ref: (n: number) => string;
beforeEach(() => {
  run++;
  ref = (n) => `ANN-${run}-${n}`;
});

function productsWorkbook(rows: RawCell[][]): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['Référence', 'Description', 'Prix en points'], ...rows]), 'Produits');
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** An import of products as the upload records it and its queue function runs it; answers its job, done. */
async function importProducts(rows: RawCell[][], fileName = 'produits.xlsx'): Promise<ImportJobDoc> {
  const bytes = productsWorkbook(rows);
  const jobId = await upload.createImport({ fileName, bytes, table: 'products', options: { dryRun: false }, rows: rows.length + 1, user: ADMIN }, false);
  await process_.handleImportMessage({ kind: 'process', jobId, fromChunk: 0 });
  const job = (await jobs.readImportJob(jobId))!;
  expect(job.status).toBe('done');
  return job;
}

const products = () => data.container('products');
const product = async (reference: string) => {
  const { resources } = await products()
    .items.query<ProductDoc & { importId?: string }>({ query: 'SELECT * FROM c WHERE c.reference = @r', parameters: [{ name: '@r', value: reference }] })
    .fetchAll();
  return resources[0];
};

/** A product as the back office creates it (before any import). */
async function storedProduct(reference: string, price: number): Promise<void> {
  const now = new Date().toISOString();
  await products().items.create({
    id: `p-${reference}`,
    type: 'product',
    reference,
    description: `Produit ${reference}`,
    descriptionLocal: '',
    price,
    createdAt: now,
    updatedAt: now,
    searchText: reference.toLowerCase(),
  });
}

/** What another writer does meanwhile (the back office, another instance): a write this code does not see coming. */
async function editElsewhere(reference: string, change: Partial<ProductDoc>): Promise<void> {
  const p = await product(reference);
  await products()
    .item(p.id, p.id)
    .replace({ ...p, ...change });
}

const requestAndRun = async (job: ImportJobDoc, hooks?: Parameters<typeof rollback.revertImport>[1]) => {
  await rollback.requestRollback(job, { email: 'autre-admin@essai.test', id: 'user-autre-admin' });
  await rollback.revertImport(job.jobId, hooks);
  return (await jobs.readImportJob(job.jobId))!;
};

const auditOf = async (entityId: string) => {
  const { resources } = await data
    .container('audit')
    .items.query({ query: 'SELECT * FROM c WHERE c.entityId = @id', parameters: [{ name: '@id', value: entityId }] })
    .fetchAll();
  return resources as { resource: string; action: string; by: string; reason?: string; after?: Record<string, unknown> }[];
};

const mailText = (m: (typeof mails)[number]) => m.content.find((c) => c.type === 'text/plain')!.value;

describe('import rollback', { timeout: 60_000 }, () => {
  it('deletes what the import created, puts back what it changed, audits both and e-mails the result', async () => {
    await storedProduct(ref(0), 10);
    const job = await importProducts([
      [ref(0), 'Modifié par l’import', 99],
      [ref(1), 'Créé par l’import', 5],
    ]);
    mails.length = 0;
    const after = await requestAndRun(job);

    expect(after.status).toBe('rolledBack');
    expect(after.rollback).toMatchObject({ deleted: 1, restored: 1, skipped: 0, skips: [] });
    expect(await product(ref(1))).toBeUndefined();
    expect(await product(ref(0))).toMatchObject({ price: 10, description: `Produit ${ref(0)}` });
    expect(await auditOf(`p-${ref(0)}`)).toEqual([
      expect.objectContaining({ resource: 'products', action: 'update', by: 'user-autre-admin', after: expect.objectContaining({ price: 10 }) }),
    ]);
    expect((await auditOf(job.jobId)).map((a) => a.after)).toEqual([{ status: 'rolledBack', deleted: 1, restored: 1, skipped: 0, skips: [] }]);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("[Portail fidélité] Annulation de l'import produits « produits.xlsx » : terminée");
    expect(mails[0].personalizations[0]).toMatchObject({ to: [{ email: 'autre-admin@essai.test' }], cc: [{ email: ADMIN.email }] });
    expect(mailText(mails[0])).toContain("Remis comme avant l'import : 1");

    // Delivered again (the queue delivers at least once): nothing more is written, no second e-mail.
    await rollback.revertImport(job.jobId);
    expect(mails).toHaveLength(1);
    expect(await auditOf(job.jobId)).toHaveLength(1);
  });

  it('a rollback that crashed after its writes, delivered again, counts what it had put back and audits it', async () => {
    await storedProduct(ref(0), 10);
    const job = await importProducts([
      [ref(0), 'Modifié par l’import', 99],
      [ref(1), 'Créé par l’import', 5],
    ]);
    const crash = () => Promise.reject(new Error('plantage simulé'));
    await expect(requestAndRun(job, { afterUndo: crash })).rejects.toThrow('plantage simulé');
    expect(await auditOf(`p-${ref(0)}`)).toEqual([]);
    await rollback.revertImport(job.jobId);

    const after = (await jobs.readImportJob(job.jobId))!;
    expect(after.rollback).toMatchObject({ deleted: 1, restored: 1, skipped: 0 });
    expect(await product(ref(1))).toBeUndefined();
    expect(await product(ref(0))).toMatchObject({ price: 10 });
    expect(await auditOf(`p-${ref(0)}`)).toEqual([expect.objectContaining({ action: 'update' })]);
  });

  it('leaves a record edited in the back office since the import as it is, and says so', async () => {
    await storedProduct(ref(0), 10);
    const job = await importProducts([
      [ref(0), 'Modifié par l’import', 99],
      [ref(1), 'Créé par l’import', 5],
      [ref(2), 'Créé par l’import', 6],
    ]);
    await editElsewhere(ref(0), { price: 42 });
    await editElsewhere(ref(2), { description: 'Corrigé à la main' });
    mails.length = 0;
    const after = await requestAndRun(job);

    expect(await product(ref(0))).toMatchObject({ price: 42 });
    expect(await product(ref(2))).toMatchObject({ description: 'Corrigé à la main' });
    expect(await product(ref(1))).toBeUndefined();
    expect(after.rollback).toMatchObject({ deleted: 1, restored: 0, skipped: 2 });
    expect(after.rollback?.skips).toEqual([
      { id: `p-${ref(0)}`, label: `produit ${ref(0)}`, reason: 'changed', detail: "modifié depuis l'import" },
      { id: (await product(ref(2))).id, label: `produit ${ref(2)}`, reason: 'changed', detail: "modifié depuis l'import" },
    ]);
    expect(mailText(mails[0])).toContain(`- produit ${ref(0)} : modifié depuis l'import`);
    // The job's history says the same.
    expect((await auditOf(job.jobId))[0].after).toMatchObject({ deleted: 1, restored: 0, skipped: 2, skips: after.rollback?.skips });
    // Nothing written, nothing audited for the records left alone.
    expect(await auditOf(`p-${ref(0)}`)).toEqual([]);
  });

  it('does not delete a product the import created that a cart now holds, as the back office would not', async () => {
    const job = await importProducts([
      [ref(1), 'Dans un panier', 5],
      [ref(2), 'Dans aucun panier', 6],
    ]);
    const inCart = await product(ref(1));
    await data
      .container('customerData')
      .items.create({ id: `cart-${run}`, type: 'cart', customerId: `client-${run}`, items: [{ productId: inCart.id, quantity: 2 }] });
    const after = await requestAndRun(job);

    expect(await product(ref(1))).toMatchObject({ id: inCart.id });
    expect(await product(ref(2))).toBeUndefined();
    expect(after.rollback?.skips).toEqual([{ id: inCart.id, label: `produit ${ref(1)}`, reason: 'in-use', detail: 'encore utilisé par 1 panier' }]);
  });

  it('undoes nothing when a later import of the same records was claimed between the request and the worker', async () => {
    const first = await importProducts([[ref(1), 'Premier import', 5]], 'premier.xlsx');
    await rollback.requestRollback(first, { email: ADMIN.email, id: ADMIN.id });
    // The later import starts before the rollback's message is delivered.
    const second = await importProducts([[ref(1), 'Second import', 7]], 'second.xlsx');
    mails.length = 0;
    await rollback.revertImport(first.jobId);

    expect(await product(ref(1))).toMatchObject({ description: 'Second import', price: 7, importId: second.jobId });
    const after = (await jobs.readImportJob(first.jobId))!;
    expect(after.status).toBe('done');
    expect(after.rollback?.refused).toMatch(/^Annulation impossible : l'import « second\.xlsx » du .* a modifié depuis les mêmes enregistrements/);
    expect(mails.map((m) => m.subject)).toEqual(["[Portail fidélité] Annulation de l'import produits « premier.xlsx » : refusée"]);
    // Once the later import is undone, the first one may be undone: its rollback is asked again.
    await requestAndRun(second);
    expect(await product(ref(1))).toMatchObject({ description: 'Premier import' });
    expect((await requestAndRun((await jobs.readImportJob(first.jobId))!)).status).toBe('rolledBack');
    expect(await product(ref(1))).toBeUndefined();
  });

  it('keeps what a later import wrote between the worker’s check and its writes, and undoes the rest', async () => {
    const first = await importProducts(
      [
        [ref(1), 'Premier import', 5],
        [ref(2), 'Premier import', 6],
      ],
      'premier.xlsx',
    );
    let second: ImportJobDoc | undefined;
    const after = await requestAndRun(first, {
      beforeUndo: async () => {
        second = await importProducts([[ref(1), 'Second import', 7]], 'second.xlsx');
      },
    });

    expect(await product(ref(1))).toMatchObject({ description: 'Second import', importId: second!.jobId });
    expect(await product(ref(2))).toBeUndefined();
    expect(after.rollback?.skips).toEqual([
      { id: (await product(ref(1))).id, label: `produit ${ref(1)}`, reason: 'changed', detail: `modifié depuis par l'import ${second!.jobId}` },
    ]);
  });

  it('sales lines: leaves a line changed since the import, deletes the others, and the programme’s count follows', async () => {
    const number = `9${String(run).padStart(8, '0')}`;
    const now = new Date().toISOString();
    const customerId = `client-ventes-${run}`;
    await data.container('customers').items.create({
      id: customerId,
      type: 'customer',
      number,
      name: 'Clinique Essai',
      phone: '',
      email: '',
      city: 'Lyon',
      address: '',
      zipCode: '',
      buyingGroupId: null,
      buyingGroupName: null,
      manualStatus: {},
      status: 0,
      statusYear: 2025,
      fK_UniqueContact: null,
      relatedCustomerIds: [],
      active: true,
      logo: null,
      searchText: '',
      createdAt: now,
      updatedAt: now,
    });
    const rows = [
      ['invoiceNumber', 'orderNumber', 'reference', 'customerSoldTo', 'customerReported', 'salesAmount', 'invoiceQuantity', 'salesRecognitionDate'],
    ];
    for (let i = 0; i < 3; i++) rows.push([`F${run}-${i}`, `C${run}`, 'FRAIS-PORT', number, number, String(10 + i), '1', '2025-06-01']);
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'Ventes');
    const { salesLinesState } = await import('../data/sales-repository.js');
    const countBefore = (await salesLinesState()).value;
    const jobId = await upload.createImport(
      {
        fileName: 'ventes.xlsx',
        bytes: XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer,
        table: 'strykerCommands',
        options: { dryRun: false },
        rows: 4,
        user: ADMIN,
      },
      false,
    );
    await process_.handleImportMessage({ kind: 'process', jobId, fromChunk: 0 });
    const job = (await jobs.readImportJob(jobId))!;
    expect(job.counts).toMatchObject({ created: 3 });
    const lines = async () =>
      (
        await data
          .container('sales')
          .items.query<{ id: string; invoiceNumber: string; salesAmount: number }>({
            query: "SELECT * FROM c WHERE c.customerId = @c AND c.type = 'salesLine'",
            parameters: [{ name: '@c', value: customerId }],
          })
          .fetchAll()
      ).resources;
    // A correction made since the import, by another writer.
    const corrected = (await lines()).find((l) => l.invoiceNumber === `F${run}-1`)!;
    await data
      .container('sales')
      .item(corrected.id, customerId)
      .replace({ ...corrected, salesAmount: 99 });

    const after = await requestAndRun(job);
    expect((await lines()).map((l) => [l.invoiceNumber, l.salesAmount])).toEqual([[`F${run}-1`, 99]]);
    expect(after.rollback).toMatchObject({
      deleted: 2,
      restored: 0,
      skipped: 1,
      skips: [{ id: corrected.id, label: `ligne de vente F${run}-1 / FRAIS-PORT`, reason: 'changed', detail: "modifié depuis l'import" }],
    });
    expect((await salesLinesState()).value).toBe(countBefore + 1);
  });

  it('claims the job once: of two requests at the same moment, one is queued, the other answers 409', async () => {
    const job = await importProducts([[ref(1), 'Créé', 5]]);
    const results = await Promise.allSettled([
      rollback.requestRollback(job, { email: ADMIN.email, id: ADMIN.id }),
      rollback.requestRollback(job, { email: ADMIN.email, id: ADMIN.id }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 409, message: 'Cet import est déjà annulé.' });
  });
});

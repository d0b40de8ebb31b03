/**
 * Contract files never outlive their records (issue 31): a withdrawal cut short between its records and its
 * blob, or an upload cut short before its records, leaves a blob that the sweep deletes; a blob still named
 * by a record, or too young to judge, stays. In process against a Cosmos DB server and Azurite Blob.
 */
import { startMemoryCosmos, type MemoryCosmos } from '../testing/memory-cosmos.js';
import { BlobServiceClient } from '@azure/storage-blob';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const AZURITE_BLOB = fileURLToPath(new URL('../../../node_modules/.bin/azurite-blob', import.meta.url));
const ACCOUNT_KEY = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';
const PDF = new TextEncoder().encode('%PDF-1.4\n%essai\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

let cosmos: MemoryCosmos | undefined;
let azurite: ChildProcess;
let blobs: BlobServiceClient;
let files: typeof import('./contract-files.js');
let repo: typeof import('../data/contract-files-repository.js');
let findFileById: typeof import('../data/files-repository.js').findFileById;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
const blobNames = async () => {
  const names: string[] = [];
  for await (const b of blobs.getContainerClient('contracts').listBlobsFlat()) names.push(b.name);
  return names;
};

beforeAll(async () => {
  const blobPort = await freePort();
  azurite = spawn(
    AZURITE_BLOB,
    ['--silent', '--skipApiVersionCheck', '--loose', '--disableTelemetry', '--inMemoryPersistence', '--blobPort', String(blobPort)],
    { stdio: 'ignore' },
  );
  const connectionString = `DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=${ACCOUNT_KEY};BlobEndpoint=http://127.0.0.1:${blobPort}/devstoreaccount1;`;
  blobs = BlobServiceClient.fromConnectionString(connectionString);
  for (let i = 0; i < 400; i++) {
    try {
      await blobs.getProperties();
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  cosmos = await startMemoryCosmos('portail-essai-fichiers-contrat', { env: { AzureWebJobsStorage: connectionString } });
  const data = cosmos.data;
  for (const [id, number] of [
    ['client-1', 'C001'],
    ['client-2', 'C002'],
  ]) {
    await data.container('customers').items.create({ id, type: 'customer', number, name: id, active: true });
  }
  files = await import('./contract-files.js');
  repo = await import('../data/contract-files-repository.js');
  findFileById = (await import('../data/files-repository.js')).findFileById;
}, 60_000);

afterAll(async () => {
  azurite?.kill();
  await cosmos?.close();
});

describe('fichiers de contrat sans enregistrement', () => {
  it('le balayage supprime le fichier d’un retrait interrompu et d’un envoi sans enregistrement, garde les autres', { timeout: 60_000 }, async () => {
    const kept = await files.uploadFile({ fileName: 'garde.pdf', bytes: PDF, customerNumbers: ['C001'] }, 'admin');
    const cut = await files.uploadFile({ fileName: 'retrait.pdf', bytes: PDF, customerNumbers: ['C001', 'C002'] }, 'admin');
    const cutRecords = await Promise.all(cut.map((f) => findFileById(f.id)));
    const cutBlob = cutRecords[0]!.blobName;
    // A withdrawal that stopped after its records, before its blob.
    for (const r of cutRecords) await repo.deleteFileRecord(r!);
    // An upload that stopped after its blob, before its first record.
    await blobs.getContainerClient('contracts').getBlockBlobClient('sans-contrat/perdu/perdu.pdf').uploadData(PDF);
    const keptRecord = await findFileById(kept[0]!.id);
    expect((await blobNames()).sort()).toEqual([cutBlob, keptRecord!.blobName, 'sans-contrat/perdu/perdu.pdf'].sort());

    // Too young to judge: an upload may still be writing its records.
    expect(await files.sweepOrphanContractBlobs(Date.now())).toEqual([]);
    expect(await blobNames()).toHaveLength(3);

    const swept = await files.sweepOrphanContractBlobs(Date.now() + files.ORPHAN_BLOB_MIN_AGE_MS + 1000);
    expect(swept.sort()).toEqual([cutBlob, 'sans-contrat/perdu/perdu.pdf'].sort());
    expect(await blobNames()).toEqual([keptRecord!.blobName]);
    // The file still listed is still there to download.
    expect((await files.listFiles(['C001'])).value.map((f) => f.fileName)).toEqual(['garde.pdf']);
  });

  it('un retrait complet supprime les enregistrements puis le fichier : rien ne reste', { timeout: 60_000 }, async () => {
    const [one] = await files.uploadFile({ fileName: 'complet.pdf', bytes: PDF, customerNumbers: ['C002'] }, 'admin');
    const before = await blobNames();
    await files.deleteFile(one!.id, undefined, 'admin', '*');
    expect(before.length - (await blobNames()).length).toBe(1);
    expect((await files.listFiles(['C002'])).value).toEqual([]);
  });
});

import type { AdminFile } from '@portail/common';
import { randomUUID } from 'node:crypto';
import { writeAudit } from '../data/audit-repository.js';
import { BLOB_CONTAINERS, blobsWrittenBefore, createBlobOnce, deleteBlobIfExists } from '../data/blob.js';
import { createFileRecord, deleteFileRecord, recordsOfBlob, recordsOfContract, type StoredFile } from '../data/contract-files-repository.js';
import { customersByNumbers } from '../data/contracts-repository.js';
import { withoutSystemProperties } from '../data/cosmos.js';
import { findFileById, filesOfCustomer } from '../data/files-repository.js';
import { CONTENT_TYPES, contractFileKind, safeFileName } from '../domain/contract-file-type.js';
import { versionListOf, versionOf, type Versioned } from '../domain/versions.js';
import { failure } from '../http/errors.js';
import { checkVersion } from '../http/versioned-writes.js';
import { CONTRACT_DOC_TYPE, type FileDoc } from '../model/files.js';

/**
 * Contract files: one blob, and one record per customer allowed to download it (the customer side lists
 * its own partition). Access changes add or remove records; the blob goes with its last record.
 *
 * The blob and its records are not one write, so the order is chosen never to leave a record without its
 * blob: an upload writes the blob first, then the records; a withdrawal deletes the records first, then the
 * blob. What a failure in between can leave is a blob without records: an upload removes its own at once
 * when no record was written, and the hourly sweep (sweepOrphanContractBlobs) removes any other.
 */

const audit = (action: 'create' | 'update' | 'delete', entityId: string, by: string, before?: unknown, after?: unknown) =>
  writeAudit({ resource: 'files', action, entityId, by, at: new Date().toISOString(), before, after });

async function customersOf(numbers: readonly string[], field = 'customerNumbers') {
  const found = await customersByNumbers(numbers);
  const missing = numbers.filter((n) => !found.some((c) => c.number === n));
  if (missing.length) throw failure('customers_unknown', { field, numbers: missing.slice(0, 5).join(', ') }, { field });
  return found;
}

/**
 * The version of one file: its records, one per customer allowed to download it. A change of access or a
 * withdrawal (If-Match) made on a file whose customers changed since is refused (412).
 */
const fileVersion = (records: readonly StoredFile[]): string => versionOf(records.map((r) => `${r.id}:${r._etag ?? ''}`));

/** The records of these customers, and the version of every file listed (one entity tag, versionListOf). */
export async function listFiles(customerNumbers: readonly string[]): Promise<Versioned<AdminFile[]>> {
  const customers = await customersOf(customerNumbers);
  const lists = await Promise.all(customers.map(async (c) => (await filesOfCustomer(c.id)).map((f) => ({ f, number: c.number }))));
  const blobs = [...new Set(lists.flat().map(({ f }) => f.blobName))];
  const versions = await Promise.all(blobs.map(async (b) => fileVersion(await recordsOfBlob(b))));
  return { value: lists.flat().map(({ f, number }) => toAdminFile(f, number)), version: versionListOf(versions) };
}

function toAdminFile(f: FileDoc, customerNumber: string): AdminFile {
  return {
    id: f.id,
    fileName: f.fileName,
    fileSize: f.fileSize,
    contentType: f.contentType,
    docType: f.docType,
    uploadDate: f.uploadDate,
    updatedById: f.updatedById ?? null,
    contractId: f.contractId ?? null,
    customerId: f.customerId,
    customerNumber,
  };
}

export interface Upload {
  fileName: string;
  bytes: Uint8Array;
  customerNumbers: string[];
  contractId?: string;
}

export async function uploadFile(upload: Upload, by: string): Promise<AdminFile[]> {
  const kind = contractFileKind(upload.fileName, upload.bytes);
  if (!kind) throw failure('contract_file_type', undefined, { field: 'file' });
  const customers = await customersOf(upload.customerNumbers);
  const fileName = safeFileName(upload.fileName);
  const blobName = `${upload.contractId ?? 'sans-contrat'}/${randomUUID()}/${fileName}`;
  await createBlobOnce(BLOB_CONTAINERS.contracts, blobName, upload.bytes, CONTENT_TYPES[kind]);
  const now = new Date().toISOString();
  const records: FileDoc[] = customers.map((c) => ({
    id: randomUUID(),
    type: 'file',
    customerId: c.id,
    fileName,
    fileSize: upload.bytes.byteLength,
    contentType: CONTENT_TYPES[kind],
    docType: CONTRACT_DOC_TYPE,
    blobName,
    uploadDate: now,
    updatedById: by,
    contractId: upload.contractId ?? null,
    createdAt: now,
    updatedAt: now,
  }));
  let written = 0;
  try {
    for (const r of records) {
      await createFileRecord(r);
      written++;
      await audit('create', r.id, by, undefined, r);
    }
  } catch (err) {
    // No record names the blob: nobody can reach it, it goes now (else the sweep takes it).
    if (written === 0) await deleteBlobIfExists(BLOB_CONTAINERS.contracts, blobName).catch(() => undefined);
    throw err;
  }
  return records.map((r) => toAdminFile(r, customers.find((c) => c.id === r.customerId)!.number));
}

const mustFind = async (id: string) => {
  const record = await findFileById(id);
  if (!record) throw failure('file_not_found');
  return record;
};

async function removeRecords(records: readonly StoredFile[], by: string): Promise<void> {
  for (const r of records) {
    await deleteFileRecord(r);
    await audit('delete', r.id, by, withoutSystemProperties(r));
  }
}

/**
 * Withdraws the file from these customers (every one without a list); the blob goes with the last record.
 * ifMatch: the version of the file read (listFiles); 412 when its customers changed since.
 */
export async function deleteFile(id: string, customerNumbers: readonly string[] | undefined, by: string, ifMatch: string | undefined): Promise<void> {
  const record = await mustFind(id);
  const siblings = await recordsOfBlob(record.blobName);
  checkVersion(ifMatch, fileVersion(siblings));
  const ids = customerNumbers?.length ? new Set((await customersOf(customerNumbers)).map((c) => c.id)) : undefined;
  // The record named in the path always goes: the list only says which other customers lose the file too.
  const doomed = siblings.filter((s) => s.id === id || !ids || ids.has(s.customerId));
  if (!doomed.some((d) => d.id === id)) doomed.push(record);
  await removeRecords(doomed, by);
  if (siblings.every((s) => doomed.some((d) => d.id === s.id))) await deleteBlobIfExists(BLOB_CONTAINERS.contracts, record.blobName);
}

/**
 * Exactly these customers may download the file afterwards. ifMatch: the version of the file read
 * (listFiles); 412 when its customers changed since. Answers the records and the file's new version.
 */
export async function setFileAccess(id: string, customerNumbers: readonly string[], by: string, ifMatch: string | undefined): Promise<Versioned<AdminFile[]>> {
  const record = await mustFind(id);
  const customers = await customersOf(customerNumbers);
  const siblings = await recordsOfBlob(record.blobName);
  checkVersion(ifMatch, fileVersion(siblings));
  const wanted = new Set(customers.map((c) => c.id));
  await removeRecords(
    siblings.filter((s) => !wanted.has(s.customerId)),
    by,
  );
  const now = new Date().toISOString();
  const kept: FileDoc[] = siblings.filter((s) => wanted.has(s.customerId)).map((s) => withoutSystemProperties(s));
  for (const c of customers) {
    if (kept.some((k) => k.customerId === c.id)) continue;
    const copy: FileDoc = { ...withoutSystemProperties(record), id: randomUUID(), customerId: c.id, updatedById: by, createdAt: now, updatedAt: now };
    await createFileRecord(copy);
    await audit('create', copy.id, by, undefined, copy);
    kept.push(copy);
  }
  const files = kept.map((k) => toAdminFile(k, customers.find((c) => c.id === k.customerId)!.number));
  return { value: files, version: fileVersion(await recordsOfBlob(record.blobName)) };
}

/** With its contract: every record and blob of the contract's files. */
export async function removeContractFiles(contractId: string, by: string): Promise<void> {
  const records = await recordsOfContract(contractId);
  await removeRecords(records, by);
  for (const blob of new Set(records.map((r) => r.blobName))) await deleteBlobIfExists(BLOB_CONTAINERS.contracts, blob);
}

/** A blob younger than this may be an upload whose records are being written: the sweep leaves it. */
export const ORPHAN_BLOB_MIN_AGE_MS = 60 * 60_000;

/**
 * Deletes the contract blobs that no file record names any more (an upload or a withdrawal cut short), once
 * they are older than `minAgeMs`. Answers the names deleted. Run by the hourly timer.
 */
export async function sweepOrphanContractBlobs(now = Date.now(), minAgeMs = ORPHAN_BLOB_MIN_AGE_MS): Promise<string[]> {
  const deleted: string[] = [];
  for await (const name of blobsWrittenBefore(BLOB_CONTAINERS.contracts, new Date(now - minAgeMs))) {
    if ((await recordsOfBlob(name)).length > 0) continue;
    await deleteBlobIfExists(BLOB_CONTAINERS.contracts, name);
    deleted.push(name);
  }
  return deleted;
}

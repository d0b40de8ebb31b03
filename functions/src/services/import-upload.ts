import type { HttpRequest } from '@azure/functions';
import { importFieldsSchema } from '@portail/common';
import { randomUUID } from 'node:crypto';
import type { Principal } from '../auth/principal.js';
import { config } from '../config.js';
import { findCustomersByIds } from '../data/customers-repository.js';
import { createImportJob } from '../data/import-jobs-repository.js';
import { originalBlobName, putImportBlob, sendImportMessage } from '../data/import-storage.js';
import { readPriceList } from '../data/import-targets-repository.js';
import { readBodyWithin } from '../http/body.js';
import { failure } from '../http/errors.js';
import { parseWith } from '../http/validation.js';
import { emptyCounts, type ImportJobDoc, type ImportOptions } from '../model/imports.js';
import { readMultipart, tooLarge } from './import-multipart.js';
import { warmImportThread } from './import-thread.js';
import { checkWorkbookOffThread } from './workbook-check-pool.js';

/** Room for the multipart boundaries and the text fields around the file. */
const FORM_OVERHEAD = 64 * 1024;

async function priceListOptions(fields: { priceListId?: string; customerIds?: string; startDate?: string; endDate?: string }): Promise<Partial<ImportOptions>> {
  const customerIds = [
    ...new Set(
      (fields.customerIds ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  if (customerIds.length === 0) throw failure('import_customer_required', undefined, { field: 'customerIds' });
  const found = await findCustomersByIds(customerIds);
  if (found.length !== customerIds.length) throw failure('import_customer_not_found', undefined, { field: 'customerIds' });
  if (fields.priceListId) {
    if (customerIds.length !== 1) throw failure('import_price_list_one_customer', undefined, { field: 'customerIds' });
    if (!(await readPriceList(customerIds[0], fields.priceListId))) throw failure('import_price_list_not_found', undefined, { field: 'priceListId' });
    return { priceListId: fields.priceListId, customerIds };
  }
  if (!fields.startDate) throw failure('start_date_required', undefined, { field: 'startDate' });
  if (!fields.endDate) throw failure('end_date_required', undefined, { field: 'endDate' });
  if (fields.endDate < fields.startDate) throw failure('end_before_start', undefined, { field: 'endDate' });
  return { customerIds, startDate: fields.startDate, endDate: fields.endDate };
}

export interface NewImport {
  fileName: string;
  bytes: Buffer;
  table: ImportJobDoc['table'];
  options: ImportOptions;
  /** Rows of the first sheet, header included, when the check counted them. */
  rows: number | null;
  user: { id: string; email: string; firstName: string; lastName: string };
  /** Rows per chunk (tests use small chunks to crash between two of them). */
  chunkRows?: number;
}

/** Stores the original, records the job and (unless told not to) queues its first message. */
export async function createImport(input: NewImport, enqueue = true): Promise<string> {
  // The threads that will process the job start while its original is stored and its message waits for the queue.
  if (enqueue) warmImportThread();
  const jobId = randomUUID();
  const now = new Date().toISOString();
  const xlsx = input.bytes.subarray(0, 2).toString('latin1') === 'PK';
  await putImportBlob(
    originalBlobName(jobId),
    input.bytes,
    xlsx ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'application/vnd.ms-excel',
  );
  const { user } = input;
  const job: ImportJobDoc = {
    id: `import:${jobId}`,
    type: 'importJob',
    jobId,
    table: input.table,
    fileName: input.fileName.slice(0, 200),
    fileSize: input.bytes.length,
    options: input.options,
    status: 'queued',
    progress: 0,
    counts: emptyCounts(),
    errors: [],
    warnings: [],
    failure: null,
    totalRows: input.rows === null ? 0 : Math.max(0, input.rows - 1),
    ...(input.chunkRows ? { chunkRows: input.chunkRows } : {}),
    chunksDone: 0,
    touched: {},
    rollback: null,
    createdBy: { id: user.id, email: user.email, name: `${user.firstName} ${user.lastName}`.trim() },
    createdAt: now,
    updatedAt: now,
    finishedAt: null,
  };
  await createImportJob(job);
  if (enqueue) await sendImportMessage({ kind: 'process', jobId, fromChunk: 0 });
  return jobId;
}

/**
 * POST /api/import: everything is checked (fields, file type by content, size, zip bomb, row count)
 * before the original is stored, the job recorded and its first message queued. Answers the job id.
 */
export async function startImport(request: HttpRequest, principal: Principal): Promise<string> {
  const { maxUploadBytes } = config().imports;
  // Counted while it arrives: a body past the cap is refused there, not after the whole of it was held.
  const body = await readBodyWithin(request, maxUploadBytes + FORM_OVERHEAD, () => tooLarge(maxUploadBytes));
  const form = await readMultipart(request.headers.get('content-type') ?? '', body, maxUploadBytes);
  if (!form.file || form.file.bytes.length === 0) throw failure('no_file_selected', undefined, { field: 'file' });
  const fields = parseWith(importFieldsSchema, form.fields, 'body');
  const options: ImportOptions = { dryRun: fields.dryRun === 'true', ...(fields.table === 'price-list' ? await priceListOptions(fields) : {}) };
  // Off the serving thread: the other requests of the instance are answered while the file is inflated and scanned.
  const check = await checkWorkbookOffThread(form.file.bytes);
  return createImport({ fileName: form.file.name, bytes: form.file.bytes, table: fields.table, options, rows: check.rows, user: principal.user });
}

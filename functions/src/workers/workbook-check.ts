/**
 * Worker thread of services/workbook-check-pool.ts: checks an uploaded workbook (its ZIP directory, every
 * entry inflated with a running count, the first sheet's rows counted, workbook.xml and its relations read)
 * away from the thread that serves the HTTP requests. Linear as the check is, a 20 MB file still takes
 * hundreds of milliseconds of inflating and scanning: here they hold this thread, not the instance's other
 * requests. Built as its own entry point (dist/workers/workbook-check.js).
 */
import type { ErrorCode, ErrorParams } from '@portail/common';
import { ApiError } from '../http/errors.js';
import { checkWorkbook, type WorkbookCheck } from '../services/import-file-check.js';

export interface WorkbookCheckTask {
  bytes: Uint8Array;
}

/** The check's answer, or its refusal as data: an error's class and fields do not cross threads. */
export type WorkbookCheckResult =
  { ok: true; check: WorkbookCheck } | { ok: false; status: number; code: ErrorCode; message: string; field?: string; params?: ErrorParams };

export default async function check({ bytes }: WorkbookCheckTask): Promise<WorkbookCheckResult> {
  try {
    return { ok: true, check: await checkWorkbook(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)) };
  } catch (err) {
    if (err instanceof ApiError)
      return {
        ok: false,
        status: err.status,
        code: err.code,
        message: err.message,
        ...(err.field ? { field: err.field } : {}),
        ...(err.params ? { params: err.params } : {}),
      };
    throw err;
  }
}

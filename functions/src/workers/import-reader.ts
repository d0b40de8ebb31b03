/**
 * Worker thread of services/import-read-pool.ts: reads an uploaded workbook and streams its data rows, each
 * validated (domain/import-rows.ts) with its natural key, to the caller through a MessagePort, a little ahead
 * of the rows the caller has used up: validation runs on this thread, beside the parsing, instead of on the
 * import's, which plans and writes (about 10 % of its CPU for 200,000 sales lines). The
 * instance never holds more than a few chunks of a file, whatever its length, and reading overlaps the
 * writes. An .xlsx goes through ExcelJS's streaming reader (docs/import.md: on 200,000 lines it read 2 to 3
 * times faster than SheetJS in dense mode, in about a third of the memory); an .xls (at most 65,536 lines, a
 * format ExcelJS does not read) through SheetJS. Built as its own entry point (dist/workers/import-reader.js).
 */
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import type { MessagePort } from 'node:worker_threads';
import { giveWay, shareRequestCount } from '../context/foreground.js';
import { keyIndexes, matchHeaders, rowKey } from '../domain/import-headers.js';
import { rowValidator, type RowResult, type RowValidator } from '../domain/import-rows.js';
import { entriesForReading, firstSheetOf } from '../services/import-file-check.js';
import type { RawCell } from '../domain/import-values.js';
import type { ImportTable } from '../model/imports.js';

export interface ReadTask {
  bytes: Uint8Array;
  table: ImportTable;
  /** First data row wanted (0 = the row under the headers). */
  from: number;
  /** Data rows wanted from `from` at most. */
  count: number;
  /** Data rows past which the file is refused (the reading stops there). */
  limit: number;
  /** Rows the reader may send beyond those the caller has used up. */
  ahead: number;
  port: MessagePort;
  /** The instance's count of requests in flight (context/foreground.ts): the reading gives way to them too. */
  requests: SharedArrayBuffer;
}

/** A data row as sent: validated (with its Excel row number), and its natural key ('' when it has none). */
export interface ReadRow {
  key: string;
  result: RowResult;
}

const BLANK: ReadRow = { key: '', result: { ok: 'blank' } };

/** What the worker sends, in this order: the head, rows (blank ones kept in place), then the end. */
export type ReadMessage =
  | {
      kind: 'head';
      headers: RawCell[];
      /** Excel row number of the headers (1-based). */
      headerRow: number;
      /** Natural keys of the non-blank rows before `from`: later rows with one of them are duplicates. */
      keysBefore: string[];
    }
  | { kind: 'rows'; rows: ReadRow[] }
  /** complete: the file's last row was read (else `count` rows were sent); totalRows: data rows of the file, blank ones included. */
  | { kind: 'end'; complete: boolean; totalRows: number; tooMany: boolean };

/** The caller's answers: how many rows it has used up, or that it wants no more. */
export type ReadCredit = { consumed: number } | { stop: true };

const ROWS_PER_MESSAGE = 500;

class Stopped extends Error {}

/** Sends the rows given in order with their Excel row number, within the caller's credit. */
function sender(task: ReadTask) {
  const { port } = task;
  let consumed = 0;
  let stopped = false;
  let wake: (() => void) | undefined;
  const onCredit = (credit: ReadCredit) => {
    if ('stop' in credit) stopped = true;
    else consumed = credit.consumed;
    wake?.();
  };
  port.on('message', onCredit);
  // The caller closed its end (it is done with the file): nothing more will be read.
  const onClose = () => onCredit({ stop: true });
  port.on('close', onClose);

  let headers: RawCell[] | undefined;
  let headerRow = 0;
  let last = 0;
  let indexes: number[] = [];
  let validator: RowValidator | undefined;
  const keysBefore: string[] = [];
  let sent = 0;
  let batch: ReadRow[] = [];
  let tooMany = false;

  async function flush(): Promise<void> {
    if (batch.length) port.postMessage({ kind: 'rows', rows: batch } satisfies ReadMessage);
    sent += batch.length;
    batch = [];
    // Parsing takes a core while it runs: on a busy instance, the customers' requests go first.
    await giveWay();
    while (!stopped && sent - consumed >= task.ahead) await new Promise<void>((resolve) => (wake = resolve));
    if (stopped) throw new Stopped();
  }

  /** Adds the next row (`cells` null: a row the file leaves out), numbered as in Excel. */
  async function push(cells: RawCell[] | null): Promise<void> {
    const number = headerRow + 1 + task.from + sent + batch.length;
    batch.push(cells && validator ? { key: rowKey(cells, indexes), result: validator.validate(cells, number) } : BLANK);
    if (batch.length >= ROWS_PER_MESSAGE) await flush();
  }

  return {
    /** False once the rows wanted are sent (or the file is refused): the caller stops reading. */
    async add(number: number, cells: RawCell[]): Promise<boolean> {
      if (!headers) {
        headers = cells;
        headerRow = number;
        last = number;
        const match = matchHeaders(task.table, headers);
        indexes = keyIndexes(task.table, match);
        validator = rowValidator(task.table, match);
        if (task.from === 0) port.postMessage({ kind: 'head', headers, headerRow, keysBefore } satisfies ReadMessage);
        return true;
      }
      const index = number - headerRow - 1;
      if (index >= task.limit) {
        tooMany = true;
        return false;
      }
      last = number;
      if (index < task.from) {
        const key = rowKey(cells, indexes);
        if (key) keysBefore.push(key);
        return true;
      }
      if (sent + batch.length === 0 && task.from > 0) port.postMessage({ kind: 'head', headers, headerRow, keysBefore } satisfies ReadMessage);
      // Rows the file leaves out (blank) keep their place, so that row numbers stay those of Excel.
      const wanted = Math.min(index, task.from + task.count);
      while (task.from + sent + batch.length < wanted) await push(null);
      if (index >= task.from + task.count) return false;
      await push(cells);
      return true;
    },
    async end(complete: boolean): Promise<void> {
      const totalRows = Math.max(0, last - headerRow);
      if (!headers) port.postMessage({ kind: 'head', headers: [], headerRow: 1, keysBefore: [] } satisfies ReadMessage);
      else if (sent + batch.length === 0 && task.from > 0) port.postMessage({ kind: 'head', headers, headerRow, keysBefore } satisfies ReadMessage);
      if (complete) while (task.from + sent + batch.length < Math.min(totalRows, task.from + task.count)) batch.push(BLANK);
      if (batch.length) port.postMessage({ kind: 'rows', rows: batch } satisfies ReadMessage);
      port.postMessage({ kind: 'end', complete, totalRows, tooMany } satisfies ReadMessage);
    },
    close() {
      port.off('message', onCredit);
      port.off('close', onClose);
    },
  };
}

/** A value as ExcelJS gives it (styles ignored: dates stay Excel serial numbers) to a plain cell. */
function plain(value: unknown): RawCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  const v = value as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: unknown };
  if (v.richText) return v.richText.map((r) => r.text).join('');
  if ('result' in v) return plain(v.result);
  if (typeof v.text === 'string') return v.text;
  return null;
}

const nonBlank = (cells: RawCell[]) => cells.some((v) => v !== null && v !== '');

/**
 * What ExcelJS must have read before a sheet to stream its rows. Excel and SheetJS store the shared strings after
 * the sheets: ExcelJS then copies the whole sheet, inflated, to a temporary file and reads its first row only once
 * the file is through (200,000 lines: about 60 MB of XML written and read again). Given first, the rows stream at
 * once. The first sheet that workbook.xml names comes next: the one whose rows the upload counted, and the
 * first sheet ExcelJS meets, whatever order the ZIP lists its sheets in.
 */
const NEEDED_BEFORE_SHEETS = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/sharedStrings.xml'];

/** Reads the first sheet's rows into `out`; true when the file's last row was read. */
async function readXlsx(task: ReadTask, out: ReturnType<typeof sender>): Promise<boolean> {
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  const entries = entriesForReading(bytes, [...NEEDED_BEFORE_SHEETS, await firstSheetOf(bytes)]);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(entries), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  // ExcelJS reads a sheet met before xl/workbook.xml (which entriesForReading puts first when the ZIP has one)
  // through an undefined model and throws; an empty model stands in until workbook.xml replaces it.
  (reader as unknown as { model: object }).model = { sheets: [] };
  let sheets = 0;
  for await (const sheet of reader) {
    // The first sheet is the data; the others are read through (the stream must be drained) and ignored.
    const first = sheets++ === 0;
    for await (const row of sheet) {
      if (!first) continue;
      const values = row.values as unknown[];
      const cells: RawCell[] = [];
      for (let c = 1; c < values.length; c++) cells.push(plain(values[c]));
      if (nonBlank(cells) && !(await out.add(row.number, cells))) return false;
    }
  }
  return true;
}

async function readXls(task: ReadTask, out: ReturnType<typeof sender>): Promise<boolean> {
  const wb = XLSX.read(task.bytes, { type: 'buffer', dense: true, cellHTML: false, cellText: false, cellFormula: false, cellStyles: false });
  const ws = wb.Sheets[wb.SheetNames[0]];
  const data = (ws?.['!data'] ?? []) as (XLSX.CellObject[] | undefined)[];
  for (let r = 0; r < data.length; r++) {
    const values = (data[r] ?? []).map((cell): RawCell => (!cell || cell.t === 'z' || cell.t === 'e' ? null : (cell.v as RawCell)));
    if (nonBlank(values) && !(await out.add(r + 1, values))) return false;
  }
  return true;
}

/** Started ahead of an import (services/thread-pool.ts `warm`): loading this module was the work. */
export function warm(): void {}

export default async function read(task: ReadTask): Promise<void> {
  shareRequestCount(task.requests);
  const out = sender(task);
  try {
    const zip = task.bytes[0] === 0x50 && task.bytes[1] === 0x4b;
    const complete = zip ? await readXlsx(task, out) : await readXls(task, out);
    await out.end(complete);
  } catch (err) {
    if (!(err instanceof Stopped)) throw err;
  } finally {
    out.close();
  }
}

/**
 * Worker thread of services/xlsx-pool.ts (writeWorkbookFile): writes a sheet of any length to a file with
 * ExcelJS's streaming writer. SheetJS (workers/xlsx-worker.ts) builds the whole workbook in memory, which is
 * right for a screen's export but not for a million sales lines; here each row is zipped as it arrives and
 * the thread holds a few rows at a time. Built as its own entry point (dist/workers/xlsx-file-writer.js).
 */
import ExcelJS from 'exceljs';
import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { MessagePort } from 'node:worker_threads';
import { serialDay, SHEET_FORMATS, type SheetColumnType, type SheetData, type SheetValue } from '../domain/sheet.js';

/** The sheet without its rows, which arrive through `rows` a few hundred at a time, then null; `path` is the file to write. */
export type SheetFileTask = Omit<SheetData, 'rows'> & { rows: MessagePort; path: string };

export interface SheetFileResult {
  /** Data rows written (the head not counted). */
  rows: number;
  bytes: number;
}

function cellValue(value: SheetValue, type: SheetColumnType): string | number | null {
  if (value === null) return null;
  if (type === 'text') return String(value);
  if (type === 'date') {
    const day = serialDay(String(value));
    return Number.isFinite(day) ? day : null;
  }
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export default async function writeSheetFile(task: SheetFileTask): Promise<SheetFileResult> {
  const types = task.columns.map((c) => c.type);
  // ExcelJS waits for its stream's 'finish' and never hears of an error opening or writing the file: the
  // task would hang. The stream is ours, and its first error ends the task.
  const file = createWriteStream(task.path);
  const broken = new Promise<never>((_, reject) => file.once('error', reject));
  broken.catch(() => undefined);
  // Shared strings would keep every distinct text of the file in memory until the end: inline strings do not.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: file, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(task.name);
  sheet.columns = task.columns.map((c) => ({ width: c.width, style: c.type === 'text' ? {} : { numFmt: SHEET_FORMATS[c.type] } }));
  for (const values of task.head) {
    const row = sheet.addRow(values);
    // Head cells are text: the column's number or date format would make Excel read a header as a date.
    row.eachCell((cell) => (cell.style = {}));
    row.commit();
  }
  let written = 0;
  const received = new Promise<void>((resolve) => {
    task.rows.on('message', (rows: SheetValue[][] | null) => {
      if (!rows) return resolve();
      for (const row of rows) sheet.addRow(row.map((v, i) => cellValue(v, types[i] ?? 'text'))).commit();
      written += rows.length;
    });
  });
  try {
    await Promise.race([received, broken]);
  } finally {
    task.rows.close();
  }
  if (task.head.length > 0 && task.columns.length > 0) {
    const headerRow = task.head.length;
    sheet.autoFilter = { from: { row: headerRow, column: 1 }, to: { row: headerRow + written, column: task.columns.length } };
  }
  sheet.commit();
  await Promise.race([workbook.commit(), broken]);
  return { rows: written, bytes: (await stat(task.path)).size };
}

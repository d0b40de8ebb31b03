import { performance } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors.js';
import { testZip, xlsxEntries } from '../testing/zip.js';
import { checkWorkbookOffThread, closeWorkbookCheckPool } from './workbook-check-pool.js';

// Real worker thread: the pool loads workers/workbook-check.ts as the local host does.
afterAll(() => closeWorkbookCheckPool());

/**
 * 1,000,002 rows of random numbers: 11 MB zipped, 57 MB of XML, a compression ratio of a real file (the bomb
 * checks do not refuse it first). Its check inflates and scans all of it before refusing it: about 0.7 to 1.2 s
 * of work, during which the serving thread was busy 48 to 91 % of the time when the check ran on it.
 */
function tooManyRows(): Buffer {
  const rows: string[] = [];
  for (let r = 1; r <= 1_000_002; r++) rows.push(`<row r="${r}"><c r="A${r}"><v>${Math.floor(Math.random() * 1e9)}</v></c></row>`);
  return testZip(xlsxEntries(`<worksheet><sheetData>${rows.join('')}</sheetData></worksheet>`));
}

describe('checkWorkbookOffThread', () => {
  it('answers as checkWorkbook does, for a sound workbook', async () => {
    expect(await checkWorkbookOffThread(testZip(xlsxEntries('<worksheet><sheetData><row r="1"/><row r="2"/></sheetData></worksheet>')))).toEqual({
      kind: 'xlsx',
      rows: 2,
    });
  }, 60_000);

  it('refuses a pathological workbook with its French 400 while the serving thread stays free for the other requests', async () => {
    const zip = tooManyRows();
    // The thread started and its modules loaded: what is measured below is the check alone.
    await checkWorkbookOffThread(testZip(xlsxEntries('<worksheet/>'))).catch(() => undefined);
    const before = performance.eventLoopUtilization();
    let turns = 0;
    const other = setInterval(() => turns++, 10);
    const err: unknown = await checkWorkbookOffThread(zip).catch((e: unknown) => e);
    clearInterval(other);
    const busy = performance.eventLoopUtilization(before);
    expect(err).toBeInstanceOf(ApiError);
    // French thousands are separated by narrow no-break spaces.
    expect(err).toMatchObject({ status: 400, field: 'file', message: expect.stringMatching(/^Le fichier dépasse 1\s000\s000 lignes\.$/) });
    // Measured: 0.05 to 0.08 on the thread's side, 0.48 to 0.91 with the check on the serving thread.
    expect(busy.utilization, `serving thread busy ${(busy.utilization * 100).toFixed(0)} % of ${busy.idle + busy.active} ms`).toBeLessThan(0.25);
    expect(turns).toBeGreaterThan(0);
  }, 120_000);
});

import * as XLSX from '@e965/xlsx';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors.js';
import { checkWorkbook, entriesForReading, MAX_WORKBOOK_PART_BYTES, rowCounter } from './import-file-check.js';
import { sheetXml, testZip, xlsxEntries } from '../testing/zip.js';

/** Names of the entries as a reader going from one local header to the next meets them. */
function localNames(zip: Buffer): string[] {
  const names: string[] = [];
  for (let at = 0; at + 4 <= zip.length && zip.readUInt32LE(at) === 0x04034b50;) {
    const nameLength = zip.readUInt16LE(at + 26);
    names.push(zip.toString('utf8', at + 30, at + 30 + nameLength));
    at += 30 + nameLength + zip.readUInt16LE(at + 28) + zip.readUInt32LE(at + 18);
  }
  return names;
}

describe('entriesForReading', () => {
  it('puts the named entries first, in that order, the others after them as they were', () => {
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['Référence'], ['R1']]), 'Produits');
    const zip = XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', bookSST: true }) as Buffer;
    const before = localNames(zip);
    expect(before.indexOf('xl/worksheets/sheet1.xml')).toBeLessThan(before.indexOf('xl/sharedStrings.xml'));
    const moved = Buffer.concat(entriesForReading(zip, ['xl/workbook.xml', 'xl/sharedStrings.xml']));
    const after = localNames(moved);
    expect(after).toEqual(['xl/workbook.xml', 'xl/sharedStrings.xml', ...before.filter((n) => n !== 'xl/workbook.xml' && n !== 'xl/sharedStrings.xml')]);
  });

  it('gives a local reader the entries of the central directory and nothing else: an entry hidden between two is left out', () => {
    const [types, workbook, rels, sheet] = xlsxEntries(sheetXml([['Référence'], ['R1']]));
    const hidden = { name: 'xl/sharedStrings.xml', data: '<sst/>'.repeat(1000), hidden: true };
    const zip = testZip([types, hidden, workbook, rels, sheet]);
    expect(localNames(zip)).toContain('xl/sharedStrings.xml');
    expect(localNames(Buffer.concat(entriesForReading(zip, [])))).toEqual([types.name, workbook.name, rels.name, sheet.name]);
  });
});

async function refusal(bytes: Buffer): Promise<ApiError> {
  const err: unknown = await checkWorkbook(bytes).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

describe('checkWorkbook: workbook.xml', () => {
  const sheet = sheetXml([['Référence'], ['R1']]);

  it('reads the first sheet of a well-formed workbook', async () => {
    expect(await checkWorkbook(testZip(xlsxEntries(sheet)))).toEqual({ kind: 'xlsx', rows: 2 });
  });

  // Measured: about 100 s for 1 MiB with the backtracking pattern, a few ms now (8 ms on the dev machine). The
  // bound is wider than the 100 ms asked for so that a busy test machine does not fail it.
  it('refuses within 1 s, in French, a workbook.xml of 1 MiB of unclosed <sheet tags, and one larger than the cap', async () => {
    // Random values keep the compression ratio that of a real file: the ratio check does not refuse it first.
    const noise = randomBytes(MAX_WORKBOOK_PART_BYTES).toString('base64');
    for (const size of [MAX_WORKBOOK_PART_BYTES, MAX_WORKBOOK_PART_BYTES + 7]) {
      let pathological = '';
      for (let at = 0; pathological.length < size; at += 8) pathological += `<sheet name="${noise.slice(at, at + 8)}" `;
      pathological = pathological.slice(0, size);
      const zip = testZip(xlsxEntries(sheet, pathological));
      const started = performance.now();
      const err = await refusal(zip);
      const elapsed = performance.now() - started;
      expect(err.status).toBe(400);
      expect(err.message).toMatch(size > MAX_WORKBOOK_PART_BYTES ? /xl\/workbook\.xml dépasse 1 Mo/ : /ne nomme aucune feuille/);
      expect(elapsed, `${size} octets : ${elapsed.toFixed(0)} ms`).toBeLessThan(1000);
    }
  });

  it('refuses relations larger than the cap', async () => {
    const entries = xlsxEntries(sheet);
    entries[2] = { ...entries[2], data: `<Relationships>${randomBytes(MAX_WORKBOOK_PART_BYTES).toString('base64')}</Relationships>` };
    expect((await refusal(testZip(entries))).message).toContain('xl/_rels/workbook.xml.rels dépasse 1 Mo');
  });
});

describe('rowCounter', () => {
  const xml = '<sheetData><row r="1"><c r="A1"/></row><x:row r="2"><c/></x:row><row>x</row><rows/></sheetData>';

  it('counts each row once wherever the chunks are cut, a tag cut in two or whole at the end of a chunk', () => {
    for (let cut = 0; cut <= xml.length; cut++) {
      const counter = rowCounter();
      counter.add(Buffer.from(xml.slice(0, cut)));
      counter.add(Buffer.from(xml.slice(cut)));
      expect(counter.rows, `coupé à ${cut}`).toBe(3);
    }
  });
});

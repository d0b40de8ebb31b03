import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { rowCounter, withEntriesFirst } from './import-file-check.js';

/** Names of the entries as a reader going from one local header to the next meets them. */
function localNames(zip: Buffer): string[] {
  const names: string[] = [];
  for (let at = 0; zip.readUInt32LE(at) === 0x04034b50; ) {
    const nameLength = zip.readUInt16LE(at + 26);
    names.push(zip.toString('utf8', at + 30, at + 30 + nameLength));
    at += 30 + nameLength + zip.readUInt16LE(at + 28) + zip.readUInt32LE(at + 18);
  }
  return names;
}

describe('withEntriesFirst', () => {
  it('puts the named entries first, in that order, and leaves the others and the bytes as they were', () => {
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['Référence'], ['R1']]), 'Produits');
    const zip = XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', bookSST: true }) as Buffer;
    const before = localNames(zip);
    expect(before.indexOf('xl/worksheets/sheet1.xml')).toBeLessThan(before.indexOf('xl/sharedStrings.xml'));
    const moved = Buffer.concat(withEntriesFirst(zip, ['xl/workbook.xml', 'xl/sharedStrings.xml']));
    expect(moved.length).toBe(zip.length);
    const after = localNames(moved);
    expect(after).toEqual(['xl/workbook.xml', 'xl/sharedStrings.xml', ...before.filter((n) => n !== 'xl/workbook.xml' && n !== 'xl/sharedStrings.xml')]);
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

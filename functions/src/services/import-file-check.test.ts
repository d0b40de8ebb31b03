import { describe, expect, it } from 'vitest';
import { rowCounter } from './import-file-check.js';

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

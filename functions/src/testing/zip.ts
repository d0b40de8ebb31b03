import { crc32, deflateRawSync } from 'node:zlib';

/**
 * Tests only: ZIPs laid out as a hostile file would be. An entry `hidden` has a local header and data but no
 * record in the central directory, so a reader going from one local header to the next meets it and a
 * check that follows the central directory does not. `declare` overrides the uncompressed size written in
 * both headers (a ZIP bomb that lies about its size).
 */
export interface TestZipEntry {
  name: string;
  data: Buffer | string;
  hidden?: boolean;
  declare?: number;
}

export function testZip(entries: TestZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  let listed = 0;
  for (const e of entries) {
    const data = Buffer.from(e.data);
    const packed = deflateRawSync(data);
    const name = Buffer.from(e.name);
    const crc = crc32(data);
    const size = e.declare ?? data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, packed);
    if (!e.hidden) {
      const central = Buffer.alloc(46);
      central.writeUInt32LE(0x02014b50, 0);
      central.writeUInt16LE(20, 4);
      central.writeUInt16LE(20, 6);
      central.writeUInt16LE(8, 10);
      central.writeUInt32LE(crc, 16);
      central.writeUInt32LE(packed.length, 20);
      central.writeUInt32LE(size, 24);
      central.writeUInt16LE(name.length, 28);
      central.writeUInt32LE(offset, 42);
      centrals.push(central, name);
      listed++;
    }
    offset += 30 + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(listed, 8);
  end.writeUInt16LE(listed, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const cell = (ref: string, value: string | number) =>
  typeof value === 'number' ? `<c r="${ref}"><v>${value}</v></c>` : `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`;

/** A sheet's XML of these rows (inline strings), row 1 first. */
export const sheetXml = (rows: (string | number)[][]) =>
  `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows
    .map((cells, r) => `<row r="${r + 1}">${cells.map((v, c) => cell(`${String.fromCharCode(65 + c)}${r + 1}`, v)).join('')}</row>`)
    .join('')}</sheetData></worksheet>`;

const WORKBOOK = `<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Produits" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const RELS = `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;

/** The entries of a minimal .xlsx: content types, workbook.xml (`workbook` instead when given), its relations, sheet1. */
export const xlsxEntries = (sheet: string, workbook = WORKBOOK): TestZipEntry[] => [
  { name: '[Content_Types].xml', data: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>' },
  { name: 'xl/workbook.xml', data: workbook },
  { name: 'xl/_rels/workbook.xml.rels', data: RELS },
  { name: 'xl/worksheets/sheet1.xml', data: sheet },
];

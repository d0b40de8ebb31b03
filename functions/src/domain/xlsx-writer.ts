import { setImmediate as nextTurn } from 'node:timers/promises';
import { promisify } from 'node:util';
import { crc32, deflateRaw } from 'node:zlib';

/**
 * A one-sheet .xlsx written without holding the event loop. SheetJS builds and serialises a whole sheet in
 * one synchronous call (about 0.6 s for 20,000 rows on our machines), during which no other request of the
 * instance is served. Here the sheet XML is produced a slice of rows at a time with a turn of the event loop
 * between slices, and compressed by zlib on libuv's thread pool.
 */

export type XlsxCell =
  | { t: 's'; v: string }
  | { t: 'n'; v: number; format?: 'euro' | 'integer' }
  /** A calendar date 'YYYY-MM-DD' (anything after the tenth character is ignored): no time zone shift. */
  | { t: 'd'; v: string };

export interface XlsxSheet {
  name: string;
  /** Column widths in characters. */
  widths: number[];
  rows: Iterable<XlsxCell[]>;
  /** Zero-based row of the header the autofilter starts at; it covers every row below. */
  autoFilterFromRow?: number;
}

export interface XlsxOptions {
  /** Rows serialised between two turns of the event loop. */
  rowsPerSlice?: number;
  /** Checked between slices: an aborted signal stops the work (a request past its time budget). */
  signal?: AbortSignal;
}

const DATE_FORMAT = 'dd/mm/yyyy';
const EURO_FORMAT = '#,##0.00 "€"';
/** Indexes into cellXfs of styles.xml below. */
const STYLE = { date: 1, euro: 2, integer: 3 } as const;

// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const escapeXml = (s: string) =>
  s.replace(INVALID_XML, '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** Excel's day number (1900 system) of a calendar date. */
function serialDay(iso: string): number {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return Date.UTC(y, m - 1, d) / 86_400_000 + 25_569;
}

function cellXml(cell: XlsxCell, ref: string): string {
  switch (cell.t) {
    case 's': {
      const space = /^\s|\s$/.test(cell.v) ? ' xml:space="preserve"' : '';
      return `<c r="${ref}" t="inlineStr"><is><t${space}>${escapeXml(cell.v)}</t></is></c>`;
    }
    case 'n': {
      if (!Number.isFinite(cell.v)) return `<c r="${ref}"/>`;
      const style = cell.format ? ` s="${STYLE[cell.format]}"` : '';
      return `<c r="${ref}"${style}><v>${cell.v}</v></c>`;
    }
    case 'd':
      return `<c r="${ref}" s="${STYLE.date}"><v>${serialDay(cell.v)}</v></c>`;
  }
}

function rowXml(cells: XlsxCell[], rowIndex: number, columns: string[]): string {
  const r = rowIndex + 1;
  return `<row r="${r}">${cells.map((c, i) => cellXml(c, `${columns[i] ?? columnName(i)}${r}`)).join('')}</row>`;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

function packageParts(sheet: XlsxSheet, filterRef: string | undefined): [string, string][] {
  const sheetName = escapeXml(sheet.name);
  const filterName = filterRef
    ? `<definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">'${sheetName.replace(/'/g, "''")}'!${filterRef
        .split(':')
        .map((ref) => ref.replace(/^([A-Z]+)(\d+)$/, '$$$1$$$2'))
        .join(':')}</definedName></definedNames>`
    : '';
  return [
    [
      '[Content_Types].xml',
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="${sheetName}" sheetId="1" r:id="rId1"/></sheets>${filterName}</workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
    ],
    [
      'xl/styles.xml',
      `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}"><numFmts count="2"><numFmt numFmtId="164" formatCode="${escapeXml(DATE_FORMAT)}"/><numFmt numFmtId="165" formatCode="${escapeXml(EURO_FORMAT)}"/></numFmts>` +
        '<fonts count="1"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
        '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
        '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
        '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
        '<cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
        '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
        '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
        '<xf numFmtId="1" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
        '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>',
    ],
  ];
}

/** Writes the sheet as .xlsx bytes; see the module comment for why it is not SheetJS. */
export async function writeXlsx(sheet: XlsxSheet, options: XlsxOptions = {}): Promise<Uint8Array> {
  const rowsPerSlice = options.rowsPerSlice ?? 250;
  const columns = sheet.widths.map((_, i) => columnName(i));
  const chunks: Buffer[] = [];
  let slice: string[] = [];
  let rowCount = 0;
  let widest = columns.length;
  for (const cells of sheet.rows) {
    widest = Math.max(widest, cells.length);
    slice.push(rowXml(cells, rowCount++, columns));
    if (slice.length >= rowsPerSlice) {
      chunks.push(Buffer.from(slice.join('')));
      slice = [];
      await nextTurn();
      options.signal?.throwIfAborted();
    }
  }
  chunks.push(Buffer.from(slice.join('')));

  const lastColumn = columnName(Math.max(0, widest - 1));
  const filterRef =
    sheet.autoFilterFromRow === undefined ? undefined : `A${sheet.autoFilterFromRow + 1}:${lastColumn}${Math.max(sheet.autoFilterFromRow + 1, rowCount)}`;
  const cols = sheet.widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w + 0.7109375}" customWidth="1"/>`).join('');
  const sheetXml = Buffer.concat([
    Buffer.from(`${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><dimension ref="A1:${lastColumn}${Math.max(1, rowCount)}"/>${cols ? `<cols>${cols}</cols>` : ''}<sheetData>`),
    ...chunks,
    Buffer.from(`</sheetData>${filterRef ? `<autoFilter ref="${filterRef}"/>` : ''}</worksheet>`),
  ]);
  const parts: [string, Buffer][] = [...packageParts(sheet, filterRef).map(([name, xml]): [string, Buffer] => [name, Buffer.from(xml)]), ['xl/worksheets/sheet1.xml', sheetXml]];
  return zip(parts);
}

const deflate = promisify(deflateRaw);

/**
 * A zip archive (deflate), as the Open Packaging Conventions ask. Compression runs on the thread pool; the
 * checksum is native. Times are fixed (1980-01-01), so the same sheet gives the same bytes.
 */
async function zip(entries: [string, Buffer][]): Promise<Uint8Array> {
  const compressed = await Promise.all(entries.map(([, data]) => deflate(data)));
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  entries.forEach(([name, data], i) => {
    const nameBytes = Buffer.from(name, 'utf8');
    const body = compressed[i];
    const sum = crc32(data);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4); // version needed: deflate
    header.writeUInt16LE(0x0800, 6); // names in UTF-8
    header.writeUInt16LE(8, 8); // deflate
    header.writeUInt16LE(0, 10); // time 00:00
    header.writeUInt16LE(0x21, 12); // date 1980-01-01
    header.writeUInt32LE(sum, 14);
    header.writeUInt32LE(body.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(nameBytes.length, 26);
    header.writeUInt16LE(0, 28);
    local.push(header, nameBytes, body);

    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4); // made by
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0800, 8);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt16LE(0, 12);
    entry.writeUInt16LE(0x21, 14);
    entry.writeUInt32LE(sum, 16);
    entry.writeUInt32LE(body.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, nameBytes);
    offset += header.length + nameBytes.length + body.length;
  });
  const centralSize = central.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...local, ...central, end]);
}

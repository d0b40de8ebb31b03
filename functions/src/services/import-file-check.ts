import { createInflateRaw } from 'node:zlib';
import { failure } from '../http/errors.js';

/**
 * Checks an uploaded workbook by its content, before anything is stored or queued: an .xlsx is a ZIP
 * holding xl/workbook.xml, an .xls an OLE2 compound file; the name and the announced type are not trusted.
 * A ZIP is inflated here entry by entry with a running count, so a zip bomb is refused on what it really
 * expands to, not on the sizes it declares; the first sheet's rows are counted on the way.
 */

export const MAX_ROWS = 1_000_000;
/** Everything a ZIP may expand to: a sheet of a million lines of about twenty columns is some 600 MB of XML. */
const MAX_UNCOMPRESSED_BYTES = 1024 * 1024 * 1024;
/** Real workbooks compress about 5 to 30 times; a zip bomb, thousands of times. */
const MAX_RATIO = 250;
/** The ratio is only meaningful for entries of some size. */
const RATIO_FLOOR_BYTES = 1024 * 1024;

type WorkbookKind = 'xlsx' | 'xls';

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const notExcel = () => failure('file_not_excel', undefined, { field: 'file' });
const bomb = () => failure('file_bomb', undefined, { field: 'file' });

interface ZipEntry {
  name: string;
  /** The name's bytes as the central directory holds them. */
  nameBytes: Buffer;
  flags: number;
  method: number;
  time: number;
  date: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

function centralDirectory(bytes: Buffer): ZipEntry[] {
  const from = Math.max(0, bytes.length - 65_557);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= from; i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw notExcel();
  const count = bytes.readUInt16LE(eocd + 10);
  let at = bytes.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) throw notExcel();
    const nameLength = bytes.readUInt16LE(at + 28);
    if (at + 46 + nameLength > bytes.length) throw notExcel();
    const nameBytes = bytes.subarray(at + 46, at + 46 + nameLength);
    const entry = {
      name: nameBytes.toString('utf8'),
      nameBytes,
      flags: bytes.readUInt16LE(at + 8),
      method: bytes.readUInt16LE(at + 10),
      time: bytes.readUInt16LE(at + 12),
      date: bytes.readUInt16LE(at + 14),
      crc: bytes.readUInt32LE(at + 16),
      compressedSize: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
    };
    // ZIP64 markers: no workbook under the upload cap needs them.
    if (entry.size === 0xffffffff || entry.compressedSize === 0xffffffff || entry.localOffset === 0xffffffff) throw bomb();
    entries.push(entry);
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

function entryData(bytes: Buffer, e: ZipEntry): Buffer {
  const at = e.localOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== 0x04034b50) throw notExcel();
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  if (start + e.compressedSize > bytes.length) throw notExcel();
  return bytes.subarray(start, start + e.compressedSize);
}

/** A local header for `e` that states its sizes (no data descriptor follows), with the central directory's name. */
function localHeader(e: ZipEntry): Buffer {
  const header = Buffer.alloc(30 + e.nameBytes.length);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  // Bit 3 (sizes in a data descriptor after the data) cleared; bit 11 (UTF-8 name) kept.
  header.writeUInt16LE(e.flags & 0x800, 6);
  header.writeUInt16LE(e.method, 8);
  header.writeUInt16LE(e.time, 10);
  header.writeUInt16LE(e.date, 12);
  header.writeUInt32LE(e.crc, 14);
  header.writeUInt32LE(e.compressedSize, 18);
  header.writeUInt32LE(e.size, 22);
  header.writeUInt16LE(e.nameBytes.length, 26);
  e.nameBytes.copy(header, 30);
  return header;
}

/**
 * An end-of-central-directory record of no entries: ExcelJS's parser (unzipper) stops there, and fails on a
 * stream that ends without one. A central directory it would only skip.
 */
const END_OF_ENTRIES = (() => {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  return end;
})();

/**
 * The ZIP as the import's reader is to read it: the entries of the central directory, those named in `first`
 * ahead in that order, the others after them as listed, each as a local header rebuilt from the central
 * directory followed by the very bytes checkWorkbook inflated (not copied), then an empty end record. The
 * reader (ExcelJS's streaming reader) goes from one local header to the next, where the check follows the
 * central directory: given the file as uploaded, it would read an entry hidden between two listed ones, or
 * one whose local header lies about its name or size, that no limit was checked against. Rebuilt, it reads
 * the checked entries and nothing else; named first, it streams the rows of the first sheet at once
 * (docs/import.md).
 */
export function entriesForReading(bytes: Buffer, first: readonly (string | undefined)[]): Buffer[] {
  const entries = centralDirectory(bytes);
  const rank = (name: string) => (first.includes(name) ? first.indexOf(name) : first.length);
  // Array.prototype.sort is stable: the entries not named keep their order.
  const ordered = [...entries].sort((a, b) => rank(a.name) - rank(b.name));
  return [...ordered.flatMap((e) => [localHeader(e), entryData(bytes, e)]), END_OF_ENTRIES];
}

/** Inflates an entry, calling onChunk per piece; stops (and throws `over()`) past `budget` bytes. */
function inflateEntry(data: Buffer, method: number, budget: number, onChunk: (chunk: Buffer) => void, over = bomb): Promise<number> {
  if (method === 0) {
    if (data.length > budget) return Promise.reject(over());
    onChunk(data);
    return Promise.resolve(data.length);
  }
  if (method !== 8) return Promise.reject(notExcel());
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw();
    let total = 0;
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > budget) {
        inflate.destroy();
        reject(over());
        return;
      }
      onChunk(chunk);
    });
    inflate.on('error', () => reject(notExcel()));
    inflate.on('end', () => resolve(total));
    inflate.end(data);
  });
}

/**
 * workbook.xml and its relations list the sheets: a few KB in real workbooks, a few hundred with many named
 * ranges. Read whole into a string, they are capped well above that.
 */
export const MAX_WORKBOOK_PART_BYTES = 1024 * 1024;

async function partText(bytes: Buffer, e: ZipEntry | undefined): Promise<string> {
  if (!e) return '';
  const parts: Buffer[] = [];
  const tooLarge = () => failure('workbook_part_too_large', { part: e.name, megabytes: MAX_WORKBOOK_PART_BYTES / 1024 / 1024 }, { field: 'file' });
  await inflateEntry(entryData(bytes, e), e.method, MAX_WORKBOOK_PART_BYTES, (c) => parts.push(c), tooLarge);
  return Buffer.concat(parts).toString('utf8');
}

/**
 * The tags of an XML text in order, each as its text between < and >. Found with indexOf, each character is
 * looked at a bounded number of times whatever the text: the patterns used before (`<sheet\b[^>]*\br:id="…"`)
 * backtracked over every unclosed tag to the end of the text, and a 1 MiB workbook.xml of `<sheet ` held the
 * serving thread about 100 s.
 */
function* tags(xml: string): Generator<string> {
  for (let at = xml.indexOf('<'); at >= 0;) {
    const end = xml.indexOf('>', at + 1);
    if (end < 0) return;
    yield xml.slice(at + 1, end);
    at = xml.indexOf('<', end + 1);
  }
}

/** A tag's element name without its namespace prefix. */
const localName = (tag: string) => (/^[^\s/]*/.exec(tag)?.[0] ?? '').split(':').pop();

/** A tag's attributes (`sheet name="A" r:id="rId1"` gives name and r:id), in one pass over it. */
function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (let at = 0; ;) {
    const equals = tag.indexOf('=', at);
    if (equals < 0) break;
    const name = tag.slice(at, equals).trim().split(/\s+/).pop() ?? '';
    let open = equals + 1;
    while (tag[open] === ' ' || tag[open] === '\t' || tag[open] === '\r' || tag[open] === '\n') open++;
    const quote = tag[open];
    if (quote !== '"' && quote !== "'") break;
    const close = tag.indexOf(quote, open + 1);
    if (close < 0) break;
    found.set(name, tag.slice(open + 1, close));
    at = close + 1;
  }
  return found;
}

const noSheet = () => failure('workbook_no_sheet', undefined, { field: 'file' });

/** Path of the workbook's first sheet (the one the import reads), from workbook.xml and its relations. */
async function firstSheetPath(bytes: Buffer, entries: ZipEntry[]): Promise<string> {
  const find = (name: string) => entries.find((e) => e.name === name);
  const workbook = await partText(bytes, find('xl/workbook.xml'));
  let rid: string | undefined;
  for (const tag of tags(workbook)) {
    if (localName(tag) !== 'sheet') continue;
    rid = attributes(tag).get('r:id');
    break;
  }
  if (!rid) throw noSheet();
  const rels = await partText(bytes, find('xl/_rels/workbook.xml.rels'));
  let target: string | undefined;
  for (const tag of tags(rels)) {
    if (localName(tag) !== 'Relationship') continue;
    const attrs = attributes(tag);
    if (attrs.get('Id') !== rid) continue;
    target = attrs.get('Target');
    break;
  }
  if (!target) return entries.find((e) => /^xl\/worksheets\/[^/]+\.xml$/.test(e.name))?.name ?? '';
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

/** The first sheet's path in an .xlsx (checked by checkWorkbook): the sheet the import reads. */
export const firstSheetOf = (bytes: Buffer): Promise<string> => firstSheetPath(bytes, centralDirectory(bytes));

const ROW_TAGS = /<(?:\w+:)?row[\s>]/g;
const ROW_START = /^<(?:\w+:)?row[\s>]/;

/** Counts "<row " / "<row>" across chunk boundaries. */
export function rowCounter() {
  let tail = '';
  let rows = 0;
  return {
    add(chunk: Buffer) {
      const text = tail + chunk.toString('latin1');
      rows += (text.match(ROW_TAGS) ?? []).length;
      // Keep what could be the start of a tag cut by the chunk boundary, unless it is a whole one, counted already.
      const cut = text.lastIndexOf('<');
      const last = cut >= 0 ? text.slice(cut) : '';
      tail = last.length < 8 && !ROW_START.test(last) ? last : '';
    },
    get rows() {
      return rows;
    },
  };
}

export interface WorkbookCheck {
  kind: WorkbookKind;
  /** Rows of the first sheet, header included (xls: not counted, the format holds at most 65,536). */
  rows: number | null;
}

/** Refuses (French 400) anything but a sane Excel workbook. */
export async function checkWorkbook(bytes: Buffer): Promise<WorkbookCheck> {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(OLE2)) return { kind: 'xls', rows: null };
  if (bytes.length < 30 || bytes.readUInt32LE(0) !== 0x04034b50) throw notExcel();
  const entries = centralDirectory(bytes);
  if (!entries.some((e) => e.name === 'xl/workbook.xml') || !entries.some((e) => e.name === '[Content_Types].xml')) throw notExcel();
  let declared = 0;
  for (const e of entries) {
    declared += e.size;
    if (declared > MAX_UNCOMPRESSED_BYTES) throw bomb();
    if (e.size > RATIO_FLOOR_BYTES && e.size / Math.max(1, e.compressedSize) > MAX_RATIO) throw bomb();
  }
  const sheet = await firstSheetPath(bytes, entries);
  const counter = rowCounter();
  let budget = MAX_UNCOMPRESSED_BYTES;
  for (const e of entries) {
    const isSheet = e.name === sheet;
    // Declared sizes can lie: each entry may expand to what it declared (and a little), never more.
    const limit = Math.min(budget, e.size + 1024);
    budget -= await inflateEntry(entryData(bytes, e), e.method, limit, isSheet ? (c) => counter.add(c) : () => undefined);
    if (isSheet && counter.rows > MAX_ROWS + 1) throw failure('file_too_many_rows', { max: MAX_ROWS }, { field: 'file' });
  }
  return { kind: 'xlsx', rows: counter.rows };
}

import { createInflateRaw } from 'node:zlib';
import { badRequest } from '../http/errors.js';

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

const notExcel = () => badRequest("Le fichier n'est pas un classeur Excel (.xlsx ou .xls).", 'file');
const bomb = () => badRequest('Le fichier décompressé serait trop volumineux : il a été refusé.', 'file');

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

function centralDirectory(bytes: Buffer): { entries: ZipEntry[]; directoryAt: number } {
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
  const directoryAt = bytes.readUInt32LE(eocd + 16);
  let at = directoryAt;
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) throw notExcel();
    const nameLength = bytes.readUInt16LE(at + 28);
    const entry = {
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
    };
    // ZIP64 markers: no workbook under the upload cap needs them.
    if (entry.size === 0xffffffff || entry.compressedSize === 0xffffffff || entry.localOffset === 0xffffffff) throw bomb();
    entries.push(entry);
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return { entries, directoryAt };
}

/**
 * The ZIP's bytes with the entries named in `first` moved ahead, in that order, the others after them as they
 * were: each entry's bytes (local header, data, descriptor) are kept whole and not copied, and the central
 * directory is left at the end. For a reader that goes through the local headers one after the other (ExcelJS's
 * streaming reader), which stops at the central directory. A ZIP laid out in any other way is given unchanged.
 */
export function withEntriesFirst(bytes: Buffer, first: readonly string[]): Buffer[] {
  const { entries, directoryAt } = centralDirectory(bytes);
  const byOffset = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  const contiguous = byOffset.length > 0 && byOffset[0].localOffset === 0 && byOffset.every((e, i) => e.localOffset < (byOffset[i + 1]?.localOffset ?? directoryAt)) && directoryAt <= bytes.length;
  if (!contiguous) return [bytes];
  const spans = byOffset.map((e, i) => ({ name: e.name, bytes: bytes.subarray(e.localOffset, byOffset[i + 1]?.localOffset ?? directoryAt) }));
  const rank = (name: string) => (first.includes(name) ? first.indexOf(name) : first.length);
  // Array.prototype.sort is stable: the entries not named keep their order.
  spans.sort((a, b) => rank(a.name) - rank(b.name));
  return [...spans.map((s) => s.bytes), bytes.subarray(directoryAt)];
}

function entryData(bytes: Buffer, e: ZipEntry): Buffer {
  const at = e.localOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== 0x04034b50) throw notExcel();
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  if (start + e.compressedSize > bytes.length) throw notExcel();
  return bytes.subarray(start, start + e.compressedSize);
}

/** Inflates an entry, calling onChunk per piece; stops (and throws) past `budget` bytes. */
function inflateEntry(data: Buffer, method: number, budget: number, onChunk: (chunk: Buffer) => void): Promise<number> {
  if (method === 0) {
    if (data.length > budget) return Promise.reject(bomb());
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
        reject(bomb());
        return;
      }
      onChunk(chunk);
    });
    inflate.on('error', () => reject(notExcel()));
    inflate.on('end', () => resolve(total));
    inflate.end(data);
  });
}

async function entryText(bytes: Buffer, e: ZipEntry | undefined): Promise<string> {
  if (!e) return '';
  const parts: Buffer[] = [];
  await inflateEntry(entryData(bytes, e), e.method, 16 * 1024 * 1024, (c) => parts.push(c));
  return Buffer.concat(parts).toString('utf8');
}

/** Path of the workbook's first sheet (the one the import reads), from workbook.xml and its relations. */
async function firstSheetPath(bytes: Buffer, entries: ZipEntry[]): Promise<string | undefined> {
  const find = (name: string) => entries.find((e) => e.name === name);
  const workbook = await entryText(bytes, find('xl/workbook.xml'));
  const rid = /<(?:\w+:)?sheet\b[^>]*\br:id="([^"]+)"/.exec(workbook)?.[1];
  const rels = await entryText(bytes, find('xl/_rels/workbook.xml.rels'));
  const rel = rid ? new RegExp(`<Relationship\\b[^>]*\\bId="${rid.replace(/[^\w-]/g, '')}"[^>]*>`).exec(rels)?.[0] : undefined;
  const target = rel ? /\bTarget="([^"]+)"/.exec(rel)?.[1] : undefined;
  if (!target) return entries.find((e) => /^xl\/worksheets\/[^/]+\.xml$/.test(e.name))?.name;
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

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
  const { entries } = centralDirectory(bytes);
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
    if (isSheet && counter.rows > MAX_ROWS + 1) throw badRequest(`Le fichier dépasse ${MAX_ROWS.toLocaleString('fr-FR')} lignes.`, 'file');
  }
  return { kind: 'xlsx', rows: counter.rows };
}

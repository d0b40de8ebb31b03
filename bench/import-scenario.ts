/**
 * The Excel import end to end (issue 11): a workbook of IMPORT_LINES sales lines (200,000 by default) of
 * the stack's real customers is uploaded to POST /api/import and followed until `done`. Reported: lines
 * per second from upload to done, the peak RSS of the API process (the local host runs the queue worker
 * and its reading thread), and the floor: SheetJS parsing the same file alone, in this process.
 * Targets: ≥ 10,000 lines/s, peak ≤ 1 GB.
 */
import * as XLSX from '@e965/xlsx';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import { getJson, login, type Customer } from './api-client.js';
import { readScenario, type ScenarioResult } from './scenario.js';

const LINES = Number(process.env.IMPORT_LINES ?? 200_000);
const TARGET_LINES_PER_SECOND = 10_000;
const TARGET_PEAK_MB = 1024;

interface ImportFigures {
  lines: number;
  fileMB: number;
  seconds: number;
  linesPerSecond: number;
  peakMB: number | null;
  counts: Record<string, number>;
  sheetjsSeconds: number;
}

/**
 * Rewrites a ZIP with zlib level 6: SheetJS's own deflate leaves files 3 times larger than Excel's. An entry
 * named in `replace` gets the given content instead of its own.
 */
function recompress(zip: Buffer, replace = new Map<string, Buffer>()): Buffer {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(eocd + 10);
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let at = zip.readUInt32LE(eocd + 16);
  let offset = 0;
  for (let n = 0; n < count; n++) {
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.subarray(at + 46, at + 46 + nameLength);
    const local = zip.readUInt32LE(at + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const packedBefore = zip.subarray(start, start + zip.readUInt32LE(at + 20));
    const data = replace.get(name.toString('utf8')) ?? (zip.readUInt16LE(at + 10) === 8 ? inflateRawSync(packedBefore) : packedBefore);
    const packed = deflateRawSync(data, { level: 6 });
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(8, 8);
    head.writeUInt32LE(crc32(data), 14);
    head.writeUInt32LE(packed.length, 18);
    head.writeUInt32LE(data.length, 22);
    head.writeUInt16LE(nameLength, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameLength, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(head, name, packed);
    centrals.push(central, name);
    offset += 30 + nameLength + packed.length;
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const HEADERS = [
  'invoiceNumber',
  'orderNumber',
  'reference',
  'customerSoldTo',
  'customerReported',
  'salesAmount',
  'invoiceQuantity',
  'salesRecognitionDate',
  'description',
];

/** Row i of the sales workbook: 4 lines per invoice, 8 per order, the stack's customers and products in turn. */
function salesRow(i: number, run: string, customers: { number: string }[], products: { reference: string }[]): (string | number)[] {
  const customer = customers[i % customers.length].number;
  return [
    `B${run}-${Math.floor(i / 4)}`,
    `O${run}-${Math.floor(i / 8)}`,
    products[i % products.length].reference,
    customer,
    customer,
    50 + (i % 997) / 4,
    1 + (i % 5),
    45_300 + (i % 600),
    `Ligne ${i % 1000}`,
  ];
}

/**
 * The first sheet's XML written directly, strings inline: SheetJS builds a million rows as nine million cell
 * objects and took minutes to write them. The values need no escaping (letters, digits, hyphens, spaces).
 */
function sheetXml(lines: number, row: (i: number) => (string | number)[]): Buffer {
  const cells = (values: (string | number)[], r: number) =>
    values
      .map((v, c) =>
        typeof v === 'number'
          ? `<c r="${String.fromCharCode(65 + c)}${r}"><v>${v}</v></c>`
          : `<c r="${String.fromCharCode(65 + c)}${r}" t="inlineStr"><is><t>${v}</t></is></c>`,
      )
      .join('');
  const parts = [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
    `<row r="1">${cells(HEADERS, 1)}</row>`,
  ];
  const buffers: Buffer[] = [];
  for (let i = 0; i < lines; i++) {
    parts.push(`<row r="${i + 2}">${cells(row(i), i + 2)}</row>`);
    if (parts.length >= 10_000) buffers.push(Buffer.from(parts.splice(0).join('')));
  }
  parts.push('</sheetData></worksheet>');
  buffers.push(Buffer.from(parts.join('')));
  return Buffer.concat(buffers);
}

async function salesWorkbook(api: string, token: string, lines = LINES): Promise<Buffer> {
  const customers = await getJson<{ number: string }[]>(`${api}/api/customers?pageSize=100`, token);
  const products = await getJson<{ reference: string }[]>(`${api}/api/products?pageSize=100`, token);
  const run = Date.now().toString(36).toUpperCase();
  const row = (i: number) => salesRow(i, run, customers, products);
  if (lines > LINES) {
    // A one-row workbook from SheetJS for the package around the sheet, whose XML is then written directly.
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([HEADERS]), 'Ventes');
    const template = XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', bookSST: false, compression: true }) as Buffer;
    return recompress(template, new Map([['xl/worksheets/sheet1.xml', sheetXml(lines, row)]]));
  }
  const rows: unknown[][] = [HEADERS];
  for (let i = 0; i < lines; i++) rows.push(row(i));
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'Ventes');
  return recompress(XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', bookSST: true, compression: true }) as Buffer);
}

const rssMB = (pid: number): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return line ? Number(line.replace(/\D+/g, '')) / 1024 : 0;
};

/** Pid of the local Functions host serving this port: of the processes whose command line and
 * FUNCTIONS_PORT say so (tsx's launcher and the node process it starts), the largest. */
function apiPid(port: number): number | null {
  let best: { pid: number; rss: number } | null = null;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (!readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('local/main.ts')) continue;
      if (!readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0').includes(`FUNCTIONS_PORT=${port}`)) continue;
      const rss = rssMB(Number(entry));
      if (!best || rss > best.rss) best = { pid: Number(entry), rss };
    } catch {
      // a process that ended meanwhile, or one we may not read
    }
  }
  return best?.pid ?? null;
}

async function timed(work: () => unknown): Promise<number> {
  const began = performance.now();
  await work();
  return (performance.now() - began) / 1000;
}

interface Job {
  status: string;
  counts: Record<string, number>;
  failure: { code: string; message: string } | null;
  finishedAt: string | null;
}

async function upload(api: string, token: string, file: Buffer): Promise<string> {
  const form = new FormData();
  form.append('table', 'strykerCommands');
  form.append('file', new Blob([new Uint8Array(file)]), 'bench-ventes.xlsx');
  const res = await fetch(`${api}/api/import`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (res.status !== 202) throw new Error(`Import refusé : ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

const settled = (job: Job) => job.status === 'done' || job.status === 'failed';

/** Polls the job until `done` says so: settled by default, every 500 ms. */
async function finished(api: string, token: string, id: string, done = settled, everyMs = 500): Promise<Job> {
  for (;;) {
    const job = await getJson<Job>(`${api}/api/import/${id}`, token);
    if (done(job)) return job;
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** A read measured while an import ran, and whether that import was still running when the read's measure ended. */
export type ReadDuringImport = ScenarioResult & { importRunning: boolean };

/**
 * The customer's reads while an import of the same size runs (issue 11: the customer screens keep their
 * read targets during an import). Each read has an import of its own, uploaded once the first import is
 * done (so that its lines per second are measured alone) and running before the read starts: one import
 * for both would be over before the second read, once the reads leave it the machine.
 */
export async function readsDuringImport(api: string, adminToken: string): Promise<ReadDuringImport[]> {
  const file = await salesWorkbook(api, adminToken);
  const buyer = await login(api, 'acheteur@chu-demo.test');
  const { customers } = await getJson<{ customers: Customer[] }>(`${api}/api/users/user-infos-with-customers`, buyer);
  const customerId = customers[0].id;
  const reads = [
    ['Accueil : statistiques du client, pendant un import', `/api/statsContract/customer/${customerId}`],
    ['Catalogue : une page de produits, pendant un import', `/api/products/GetAllForCustomer?Customer=${customerId}&pageNumber=1`],
  ] as const;
  const results: ReadDuringImport[] = [];
  for (const [name, path] of reads) {
    const id = await upload(api, adminToken, file);
    await finished(api, adminToken, id, (job) => job.status !== 'queued', 100);
    let importRunning = false;
    const afterApi = async () => void (importRunning = !settled(await getJson<Job>(`${api}/api/import/${id}`, adminToken)));
    const result = await readScenario(name, api, path, buyer, { targetP99: 50, afterApi });
    const job = await finished(api, adminToken, id);
    if (job.status !== 'done') throw new Error(`Import en échec : ${job.failure?.message}`);
    results.push({ ...result, importRunning });
  }
  return results;
}

/** Uploads a workbook of `lines` sales lines and follows it to the end: seconds from upload to done, peak RSS of the API process. */
async function timedImport(api: string, token: string, file: Buffer, lines: number) {
  const pid = apiPid(Number(new URL(api).port));
  let peak = pid ? rssMB(pid) : 0;
  const sampler = pid ? setInterval(() => (peak = Math.max(peak, rssMB(pid))), 200) : undefined;
  const began = Date.now();
  const job = await finished(api, token, await upload(api, token, file));
  // To the moment the job recorded itself done (same machine, same clock), not to the poll that saw it: polls are 500 ms apart.
  const seconds = (Date.parse(job.finishedAt ?? new Date().toISOString()) - began) / 1000;
  if (sampler) clearInterval(sampler);
  if (job.status !== 'done') throw new Error(`Import en échec : ${job.failure?.message}`);
  return { lines, fileMB: file.length / 1024 / 1024, seconds, linesPerSecond: lines / seconds, peakMB: pid ? peak : null, counts: job.counts };
}

export async function importScenario(api: string, token: string): Promise<ImportFigures> {
  console.log(`Mesure : import de ${LINES.toLocaleString('fr-FR')} lignes de ventes`);
  const file = await salesWorkbook(api, token);
  const figures = await timedImport(api, token, file, LINES);
  const sheetjsSeconds = await timed(() => {
    const wb = XLSX.read(file, { type: 'buffer', dense: true, cellHTML: false, cellText: false, cellFormula: false, cellStyles: false });
    let n = 0;
    for (const row of wb.Sheets[wb.SheetNames[0]]['!data'] ?? []) if (row) n++;
    return n;
  });
  return { ...figures, sheetjsSeconds };
}

export type MillionImportFigures = Omit<ImportFigures, 'sheetjsSeconds'>;

/**
 * Issue 11: a file of 1,000,000 lines completes (about 40 MB: the bench stack raises IMPORT_MAX_UPLOAD_MB,
 * scripts/local/profiles.ts). Its rows go through several invocations, each leaving a continuation message.
 */
export async function millionLineImport(api: string, token: string): Promise<MillionImportFigures> {
  console.log('Mesure : import de 1 000 000 de lignes de ventes');
  return timedImport(api, token, await salesWorkbook(api, token, 1_000_000), 1_000_000);
}

const fmt = (n: number, digits = 0) => n.toLocaleString('fr-FR', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const verdict = (ok: boolean) => (ok ? 'atteint' : '**manqué**');

/** Writes docs/import-bench.md (docs/import.md explains the scenario and the library choice). */
const readRow = (r: ReadDuringImport) =>
  `| ${r.name} | ${r.api ? `${fmt(r.api.p50)} ms` : '–'} | ${r.api ? `${fmt(r.api.p99)} ms` : '–'} | ${r.floor ? `${fmt(r.floor.p50)} / ${fmt(r.floor.p99)} ms` : '–'} | ${r.importRunning ? 'oui' : '**non**'} | p99 ≤ ${r.targetP99} ms : ${r.api && r.targetP99 ? verdict(r.api.p99 <= r.targetP99) : '–'} |`;

export function writeImportFigures(root: string, f: ImportFigures, loadAverage: number, during?: ReadDuringImport[], million?: MillionImportFigures): void {
  const text = `# Import Excel : mesures de \`npm run bench\`

Fichier de ${fmt(f.lines)} lignes de ventes (${fmt(f.fileMB, 1)} Mo), des clients et produits réels de la pile, du
POST /api/import à l'état « done ». Charge moyenne de la machine au départ : ${fmt(loadAverage, 1)}.

| Mesure | Valeur | Objectif |
|---|---|---|
| De bout en bout | ${fmt(f.seconds, 1)} s, ${fmt(f.linesPerSecond)} lignes/s | ≥ ${fmt(TARGET_LINES_PER_SECOND)} lignes/s : ${verdict(f.linesPerSecond >= TARGET_LINES_PER_SECOND)} |
| RSS maximale du processus de l'API (hôte, file et fil de lecture) | ${f.peakMB === null ? 'non mesurée' : `${fmt(f.peakMB)} Mo`} | ≤ ${fmt(TARGET_PEAK_MB)} Mo : ${f.peakMB === null ? '–' : verdict(f.peakMB <= TARGET_PEAK_MB)} |
| Plancher : SheetJS (dense) lit le même fichier seul | ${fmt(f.sheetjsSeconds, 1)} s, ${fmt(f.lines / f.sheetjsSeconds)} lignes/s | – |

Compteurs du travail : ${Object.entries(f.counts)
    .map(([k, v]) => `${k} ${fmt(v)}`)
    .join(', ')}.
${
  million
    ? `\n## Un fichier de 1 000 000 de lignes\n\nImporté après les mesures ci-dessous, sur la même pile (${fmt(million.fileMB, 1)} Mo ; la pile de mesure accepte 64 Mo,\nIMPORT_MAX_UPLOAD_MB) : **terminé** en ${fmt(million.seconds, 1)} s, ${fmt(million.linesPerSecond)} lignes/s, RSS maximale de l'API\n${million.peakMB === null ? 'non mesurée' : `${fmt(million.peakMB)} Mo`}. Compteurs : ${Object.entries(
        million.counts,
      )
        .map(([k, v]) => `${k} ${fmt(v)}`)
        .join(', ')}.\n`
    : ''
}${
    during
      ? `
## Lectures du client pendant un import

Chaque lecture a son propre import de ${fmt(f.lines)} lignes, envoyé après le premier et déjà en cours quand
elle commence (20 connexions, comme les lectures du portail dans docs/performance.md). Le plancher (serveur
nu, mêmes octets) est mesuré juste après elle ; la colonne « import en cours » dit si l’import tournait
encore à la fin de la mesure de l’API.

| Lecture | p50 | p99 | plancher p50 / p99 | import en cours | objectif |
|---|---|---|---|---|---|
${during.map(readRow).join('\n')}
`
      : ''
  }`;
  writeFileSync(`${root}docs/import-bench.md`, text);
}

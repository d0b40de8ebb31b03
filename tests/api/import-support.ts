/**
 * Helpers of the import tests: workbooks generated with SheetJS (as an ERP export would be), multipart
 * uploads, polling a job, a minimal ZIP writer for hostile files, and in-process access to the stack's
 * storage and services (same settings as the stack) for what the API cannot do on purpose: a crash in
 * the middle of a job, a message that keeps failing.
 */
import * as XLSX from '@e965/xlsx';
import { testZip } from '../../functions/src/testing/zip.js';
import { expect } from 'vitest';
import { API_URL } from './support/env.js';
import { call, session, type ApiResponse } from './support/api.js';
import { DEMO } from './support/env.js';
import { stackSettings } from './support/direct.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An .xlsx of one sheet; Date values become Excel date cells. */
export function workbook(rows: unknown[][], sheetName = 'Feuil1'): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows, { cellDates: true }), sheetName);
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** The rows of the first sheet of an .xlsx answer. */
export function sheetRows(bytes: ArrayBuffer | Uint8Array): unknown[][] {
  const wb = XLSX.read(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), { type: 'array' });
  return XLSX.utils.sheet_to_json(wb.Sheets[wb.SheetNames[0]], { header: 1, blankrows: false });
}

export const adminToken = async () => (await session(DEMO.admin)).token;

export async function upload(token: string, file: Buffer | null, fields: Record<string, string>, fileName = 'import.xlsx'): Promise<ApiResponse> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([new Uint8Array(file)], { type: XLSX_TYPE }), fileName);
  const res = await fetch(`${API_URL}/api/import`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  const text = await res.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

/** Polls GET /api/import/{id} until the job reaches one of `until`. */
export async function waitForJob(token: string, id: string, until: string[] = ['done', 'failed'], timeoutMs = 60_000): Promise<any> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const res = await call('GET', `import/${id}`, { token });
    expect(res.status, res.text).toBe(200);
    if (until.includes(res.json.status) && !res.json.rollbackPending) return res.json;
    if (Date.now() > end) throw new Error(`Import ${id} toujours « ${res.json.status} » après ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Uploads and waits for the end of the job. */
export async function importAndWait(token: string, file: Buffer, fields: Record<string, string>, fileName?: string): Promise<any> {
  const res = await upload(token, file, fields, fileName);
  expect(res.status, res.text).toBe(202);
  return waitForJob(token, res.json.id);
}

export interface CustomerRow {
  id: string;
  number: string;
  name: string;
}

/**
 * A few real customers of the seeded data, away from those the demo users follow: the imported lines
 * move their statistics, which other test files read for the demo customers.
 */
export async function someCustomers(token: string, count: number): Promise<CustomerRow[]> {
  const followed = new Set<string>();
  for (const email of [DEMO.customer, DEMO.group]) {
    const infos = await call('GET', 'users/user-infos-with-customers', { token: (await session(email)).token });
    for (const c of (infos.json?.customers ?? []) as { id: string }[]) followed.add(c.id);
  }
  const res = await call('GET', 'customers', { token, query: { pageSize: 100 } });
  expect(res.status, res.text).toBe(200);
  return (res.json as CustomerRow[]).filter((c) => !followed.has(c.id) && !/d[ée]mo/i.test(c.name)).slice(-count);
}

/** A unique tag for the values of one test run (invoice numbers, references...). */
export const runTag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

/** A ZIP of these entries (deflated); `declare` overrides the uncompressed size written in the headers. */
export { testZip as zip };

/** The parts of a minimal .xlsx around a given sheet XML. */
export function xlsxWithSheet(sheetXml: Buffer, declare?: number): Buffer {
  const text = (s: string) => Buffer.from(s);
  return testZip([
    { name: '[Content_Types].xml', data: text('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>') },
    { name: 'xl/workbook.xml', data: text('<workbook><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>') },
    { name: 'xl/_rels/workbook.xml.rels', data: text('<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>') },
    { name: 'xl/worksheets/sheet1.xml', data: sheetXml, declare },
  ]);
}

let inProcess:
  | Promise<{
      upload: typeof import('../../functions/src/services/import-upload.js');
      process: typeof import('../../functions/src/services/import-process.js');
      storage: typeof import('../../functions/src/data/import-storage.js');
      jobs: typeof import('../../functions/src/data/import-jobs-repository.js');
      cosmos: typeof import('../../functions/src/data/cosmos.js');
    }>
  | undefined;

/** The import services in this process, on the stack's Cosmos DB and Azurite. */
export function services() {
  inProcess ??= (async () => {
    Object.assign(process.env, stackSettings());
    (await import('../../functions/src/config.js')).resetConfigForTests();
    return {
      upload: await import('../../functions/src/services/import-upload.js'),
      process: await import('../../functions/src/services/import-process.js'),
      storage: await import('../../functions/src/data/import-storage.js'),
      jobs: await import('../../functions/src/data/import-jobs-repository.js'),
      cosmos: await import('../../functions/src/data/cosmos.js'),
    };
  })();
  return inProcess;
}

/** Stored documents of a container matching a condition on c (tests read what the import wrote). */
export async function stored<T = any>(
  container: 'sales' | 'products' | 'customerData',
  where: string,
  parameters: { name: string; value: unknown }[],
): Promise<T[]> {
  const { cosmos } = await services();
  const { resources } = await cosmos
    .container(container)
    .items.query<T>({ query: `SELECT * FROM c WHERE ${where}`, parameters: parameters as any })
    .fetchAll();
  return resources;
}

/**
 * The API that answers these tests is the folder azd deploys (scripts/package-api.mjs), loaded by the local
 * Functions host through `@azure/functions-core` as Azure's Node worker loads it, on Node 22. This file
 * proves it with one journey per kind of function: it imports nothing of the app (functions/src) nor of
 * the helpers that do, and talks to the stack over HTTP only.
 */
import * as XLSX from '@e965/xlsx';
import { beforeAll, describe, expect, it } from 'vitest';

const API_URL = (process.env.API_URL ?? 'http://127.0.0.1:7091').replace(/\/$/, '');
const PASSWORD = process.env.DEMO_PASSWORD ?? 'Demo!2025';

async function call(method: string, path: string, token?: string, body?: BodyInit, headers: Record<string, string> = {}) {
  const res = await fetch(`${API_URL}${path}`, { method, body, headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
  const text = await res.text();
  return { status: res.status, text, json: /json/.test(res.headers.get('content-type') ?? '') ? JSON.parse(text) : undefined };
}

async function signIn(email: string): Promise<string> {
  const res = await call('POST', '/api/Authenticate/login', undefined, JSON.stringify({ Email: email, Password: PASSWORD }), {
    'Content-Type': 'application/json',
  });
  expect(res.status, res.text).toBe(200);
  return res.json.token;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`toujours pas après ${timeoutMs} ms : ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

let admin: string;

beforeAll(async () => {
  admin = await signIn('admin@demo.test');
});

describe('the deployment package, as the local Functions host runs it', () => {
  it('is the package on Node 22, with every HTTP, queue and timer function it registered', async () => {
    const status = await call('GET', '/admin/host/status');
    expect(status.status).toBe(200);
    expect(status.json.node).toMatch(/^v22\./);
    expect(status.json.entry).toBe(`${status.json.app}/dist/index.js`);
    expect(status.json.app).toMatch(/\/package$/);
    expect(status.json.functions.http).toBeGreaterThan(200);
    expect(status.json.functions.queues).toBeGreaterThan(0);
    expect(status.json.functions.timers).toBeGreaterThan(0);
  });

  it('signs a buyer in and reads one of their customers', async () => {
    const buyer = await signIn('acheteur@chu-demo.test');
    const infos = await call('GET', '/api/users/user-infos-with-customers', buyer);
    expect(infos.status, infos.text).toBe(200);
    const [customer] = infos.json.customers as { id: string }[];
    const stats = await call('GET', `/api/statsContract/customer/${customer.id}`, buyer);
    expect(stats.status, stats.text).toBe(200);
  });

  it('lists customers for an admin, with its pagination header', async () => {
    const res = await fetch(`${API_URL}/api/customers?pageSize=5`, { headers: { Authorization: `Bearer ${admin}` } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as unknown[]).length).toBe(5);
    expect(JSON.parse(res.headers.get('x-pagination') ?? '{}')).toMatchObject({ PageSize: 5, CurrentPage: 1 });
  });

  it('imports a workbook through its queue function, on the import threads', async () => {
    const reference = `PKG${Date.now().toString(36).toUpperCase()}`;
    const sheet = XLSX.utils.aoa_to_sheet([
      ['reference', 'DESCRIPTION', 'Désignation', 'Prix en points', 'tva', 'Sous_Franchise', 'ACTIF', 'catégorie', 'gimSterilityFlag'],
      [reference, 'Drill', 'Perceuse du paquet', '1 200', '20', 'Instruments', 'oui', 'capital', 'non'],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Feuil1');
    const form = new FormData();
    form.append('table', 'products');
    form.append('file', new Blob([new Uint8Array(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer)]), 'paquet.xlsx');
    const queued = await call('POST', '/api/import', admin, form);
    expect(queued.status, queued.text).toBe(202);
    const job = await until(
      async () => (await call('GET', `/api/import/${queued.json.id}`, admin)).json,
      (j) => ['done', 'failed'].includes(j.status),
    );
    expect(job).toMatchObject({ status: 'done', counts: { read: 1, created: 1 } });
  });

  it('runs a timer function on demand and records its run without error', async () => {
    const before = (await call('GET', '/admin/host/status')).json.timers.catchUpKpiAggregates.runs as number;
    expect((await call('POST', '/admin/functions/catchUpKpiAggregates')).status).toBe(202);
    const after = await until(
      async () => (await call('GET', '/admin/host/status')).json.timers.catchUpKpiAggregates,
      (t) => t.runs > before,
    );
    expect(after.lastError).toBeUndefined();
  });
});

/**
 * Contract files: upload (multipart, type read from the content, size capped), list by customer numbers,
 * download by the customer, access changes, withdrawal, audit and access rules.
 */
import { fr } from '@portail/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, expectErrorShape } from './support/api.js';
import { actors, auditTrail, unique, type Actors } from './support/back-office.js';
import { API_URL } from './support/env.js';

let w: Actors;
let other: { id: string; number: string };
beforeAll(async () => {
  w = await actors();
  const list = await call('GET', 'customers', { token: w.admin.token, query: { pageSize: 5 } });
  const c = list.json.find((x: { id: string }) => x.id !== w.a.id);
  other = { id: c.id, number: c.number };
});

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

async function upload(name: string, bytes: Uint8Array, numbers: string[], token = w.admin.token) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const url = new URL(`${API_URL}/api/Files/upload`);
  url.searchParams.set('customerNumbers', numbers.join(','));
  url.searchParams.set('docType', '1');
  const res = await fetch(url, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  const text = await res.text();
  return { status: res.status, text, json: text ? JSON.parse(text) : undefined, headers: res.headers };
}

async function download(id: string, token: string) {
  const res = await fetch(`${API_URL}/api/files/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: res.status, bytes: new Uint8Array(await res.arrayBuffer()), type: res.headers.get('content-type') };
}

describe('les fichiers de contrat', () => {
  it('se déposent pour des clients, se listent, se téléchargent par le client, changent d’accès et se retirent', async () => {
    const name = `contrat-${unique()}.pdf`;
    const made = await upload(name, PDF, [w.a.number]);
    expect(made.status, made.text).toBe(201);
    expect(made.json).toHaveLength(1);
    expect(made.json[0]).toMatchObject({ fileName: name, contentType: 'application/pdf', docType: 1, fileSize: PDF.byteLength, customerNumber: w.a.number });
    const id = made.json[0].id;

    const listed = await call('GET', 'files', { token: w.admin.token, query: { customerNumbers: `${w.a.number},${other.number}` } });
    expect(listed.status).toBe(200);
    expect(listed.json.map((f: { id: string }) => f.id)).toContain(id);
    const own = await download(id, w.buyer.token);
    expect(own.status).toBe(200);
    expect(Buffer.from(own.bytes).equals(Buffer.from(PDF))).toBe(true);

    const widened = await call('PUT', `files/${id}/access`, {
      token: w.admin.token,
      headers: { 'If-Match': '*' },
      body: { customerNumbers: [w.a.number, other.number] },
    });
    expect(widened.status, widened.text).toBe(200);
    expect(widened.json.map((f: { customerNumber: string }) => f.customerNumber).sort()).toEqual([w.a.number, other.number].sort());
    const otherRecord = widened.json.find((f: { customerNumber: string }) => f.customerNumber === other.number);
    expect((await download(otherRecord.id, w.admin.token)).status).toBe(200);

    // Narrowed back to the other customer: A's buyer loses the file.
    await call('PUT', `files/${id}/access`, { token: w.admin.token, headers: { 'If-Match': '*' }, body: { customerNumbers: [other.number] } });
    expect((await download(id, w.buyer.token)).status).toBe(404);

    expect((await call('DELETE', `files/${otherRecord.id}`, { token: w.admin.token, headers: { 'If-Match': '*' } })).status).toBe(204);
    expect((await download(otherRecord.id, w.admin.token)).status).toBe(404);
    expect((await auditTrail(w.admin, 'files', id)).map((e) => e.action)).toEqual(['delete', 'create']);
  });

  it('refusent un fichier dont le contenu ne correspond pas à l’extension, ou d’un autre type', async () => {
    for (const [name, bytes] of [
      ['faux.pdf', new TextEncoder().encode('<html>pas un pdf</html>')],
      ['faux.docx', PDF],
      ['faux.doc', PDF],
      ['image.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])],
      ['script.exe', new TextEncoder().encode('MZ')],
    ] as const) {
      const res = await upload(name, bytes, [w.a.number]);
      expect(res.status, `${name} ${res.text}`).toBe(400);
      expect(res.json.error).toMatchObject({ field: 'file' });
    }
    const docx = await upload(`contrat-${unique()}.docx`, new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new TextEncoder().encode('....word/document.xml')]), [
      w.a.number,
    ]);
    expect(docx.status, docx.text).toBe(201);
    expect(docx.json[0].contentType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    await call('DELETE', `files/${docx.json[0].id}`, { token: w.admin.token, headers: { 'If-Match': '*' } });
  });

  it('refusent un fichier de plus de 10 Mo, un envoi sans fichier et un client inconnu', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode('%PDF-1.4'));
    const tooBig = await upload('gros.pdf', big, [w.a.number]);
    expect(tooBig.status).toBe(413);
    const form = new FormData();
    form.append('autre', 'x');
    const empty = await fetch(`${API_URL}/api/Files/upload?customerNumbers=${w.a.number}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${w.admin.token}` },
      body: form,
    });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.message).toBe(fr['errors.no-file-selected']);
    const unknown = await upload('c.pdf', PDF, ['INCONNU-1']);
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.field).toBe('customerNumbers');
  });

  it('ne se gèrent que par l’administrateur', async () => {
    expect((await upload('c.pdf', PDF, [w.a.number], w.commercial.token)).status).toBe(403);
    expect((await upload('c.pdf', PDF, [w.a.number], w.buyer.token)).status).toBe(403);
    const res = await call('GET', 'files', { token: w.commercial.token, query: { customerNumbers: w.a.number } });
    expect(res.status).toBe(403);
    expectErrorShape(res);
    expect((await call('GET', 'files', { query: { customerNumbers: w.a.number } })).status).toBe(401);
  });
});

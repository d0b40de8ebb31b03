/**
 * Claims through the whole stack: the buyer declares for their customer (the sales contact is e-mailed), joins
 * the invoice as a PDF checked by its content through the host's multipart, the commercial comments and cannot
 * decide, the administrator accepts on the version read; an import resolves a claim and its rollback reopens
 * it. The rules and the matching with imports are proven in process (functions/src/services/claims.test.ts); the access of every route in pipeline-access.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, session, type Session } from './support/api.js';
import { API_URL, DEMO } from './support/env.js';
import { messagesTo, waitForMessage } from './support/mail.js';
import { importAndWait, runTag, waitForJob, workbook } from './import-support.js';

let buyer: Session;
let commercial: Session;
let admin: Session;
let customerId: string;
let otherCustomerId: string;

beforeAll(async () => {
  [buyer, commercial, admin] = await Promise.all([session(DEMO.customer), session(DEMO.commercial), session(DEMO.admin)]);
  const infos = await call('GET', 'users/user-infos-with-customers', { token: buyer.token });
  customerId = infos.json.customers[0].id;
  const group = await call('GET', 'users/user-infos-with-customers', { token: (await session(DEMO.group)).token });
  otherCustomerId = group.json.customers.map((c: { id: string }) => c.id).find((id: string) => id !== customerId);
});

async function uploadInvoice(claimId: string, name: string, bytes: Uint8Array, token = buyer.token) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${API_URL}/api/customerClaims/${customerId}/${claimId}/invoice`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined };
}

const declaration = (tag: string) => ({
  kind: 'missingLine',
  invoiceNumber: `FR-${tag}`,
  orderNumber: `CR-${tag}`,
  reference: `REF-${tag}`,
  date: '2025-03-10',
  amount: 1500,
  quantity: 1,
  comment: 'Achat absent de mes points',
});

describe('réclamations', () => {
  it('l’acheteur déclare pour son client, l’interlocuteur commercial est prévenu ; la facture n’est jointe que si c’est un PDF', async () => {
    const tag = runTag();
    const before = (await messagesTo(DEMO.commercial)).length;
    const res = await call('POST', `customerClaims/${customerId}`, { token: buyer.token, body: declaration(tag) });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({ status: 'submitted', invoiceNumber: `FR-${tag}`, history: [{ action: 'submitted' }] });
    const mail = await waitForMessage(DEMO.commercial, before, 10_000, 'réclamation');
    expect(mail.subject).toMatch(/^\[Portail fidélité\] Nouvelle réclamation – CHU de Démo/);

    const fake = await uploadInvoice(res.json.id, 'facture.pdf', new TextEncoder().encode('pas un PDF'));
    expect(fake.status).toBe(400);
    expect(fake.json.error).toMatchObject({ field: 'file' });
    const pdf = await uploadInvoice(res.json.id, 'facture.pdf', new TextEncoder().encode('%PDF-1.4\n% facture\n'));
    expect(pdf.status).toBe(201);
    expect(pdf.json.attachment).toMatchObject({ fileName: 'facture.pdf' });
    const download = await fetch(`${API_URL}/api/customerClaims/${customerId}/${res.json.id}/invoice`, { headers: { Authorization: `Bearer ${admin.token}` } });
    expect(download.status).toBe(200);
    expect(new TextDecoder().decode(await download.arrayBuffer())).toContain('%PDF-1.4');

    const mine = await call('GET', `customerClaims/${customerId}`, { token: buyer.token });
    expect(mine.json.map((c: { id: string }) => c.id)).toContain(res.json.id);
    // Another customer's claims are not the buyer's to read or to write.
    expect((await call('GET', `customerClaims/${otherCustomerId}`, { token: buyer.token })).status).toBe(403);
    expect((await call('POST', `customerClaims/${otherCustomerId}`, { token: buyer.token, body: declaration(tag) })).status).toBe(403);
  });

  it('le commercial commente (« en cours »), ne décide pas ; l’administrateur accepte sur la version lue, une seule fois', async () => {
    const tag = runTag();
    const declared = await call('POST', `customerClaims/${customerId}`, { token: buyer.token, body: declaration(tag) });
    const path = `claims/${customerId}/${declared.json.id}`;

    const listed = await call('GET', 'claims', { token: commercial.token, query: { status: 'submitted', search: `FR-${tag}` } });
    expect(listed.status, listed.text).toBe(200);
    expect(listed.json.map((c: { id: string }) => c.id)).toEqual([declared.json.id]);
    expect(JSON.parse(listed.headers.get('x-pagination') ?? '{}')).toMatchObject({ TotalCount: 1 });

    const commented = await call('POST', `${path}/comments`, { token: commercial.token, body: { text: 'Je vérifie avec la comptabilité' } });
    expect(commented.status, commented.text).toBe(200);
    expect(commented.json.status).toBe('inProgress');

    const read = await call('GET', path, { token: commercial.token });
    const etag = read.headers.get('etag') ?? '';
    expect(read.json.invoiceLines).toEqual([]);
    expect((await call('POST', `${path}/accept`, { token: commercial.token, headers: { 'If-Match': etag } })).status).toBe(403);
    expect((await call('POST', `${path}/accept`, { token: admin.token })).status).toBe(428);

    const accepted = await call('POST', `${path}/accept`, { token: admin.token, headers: { 'If-Match': etag } });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.json).toMatchObject({ status: 'accepted' });
    const after = await call('GET', path, { token: admin.token });
    expect(after.json.invoiceLines).toEqual([{ orderNumber: `CR-${tag}`, reference: `REF-${tag}`, date: '2025-03-10', amount: 1500, quantity: 1 }]);

    const again = await call('POST', `${path}/accept`, { token: admin.token, headers: { 'If-Match': etag } });
    expect(again.status).toBe(200);
    expect(again.headers.get('etag')).toBe(after.headers.get('etag'));
    expect(
      (await call('POST', `${path}/refuse`, { token: admin.token, headers: { 'If-Match': after.headers.get('etag') ?? '' }, body: { reason: 'Trop tard' } }))
        .status,
    ).toBe(409);
  });
  it('un import résout une réclamation « ligne manquante » ; son annulation la rouvre, sans lien, et le dit au client', async () => {
    const tag = runTag();
    // A year long past: the line the import writes for the demo customer moves no figure other tests read.
    const infos = await call('GET', 'users/user-infos-with-customers', { token: buyer.token });
    const customer = infos.json.customers[0] as { id: string; number: string };
    const products = await call('GET', 'products', { token: admin.token, query: { pageSize: 1 } });
    const reference = products.json[0].reference;
    const declared = await call('POST', `customerClaims/${customer.id}`, { token: buyer.token, body: { ...declaration(tag), reference, date: '2016-03-10' } });
    expect(declared.status, declared.text).toBe(201);
    const path = `claims/${customer.id}/${declared.json.id}`;

    const file = workbook([
      ['Invoice Number', 'Order Number', 'Reference', 'Customer Sold To', 'Customer Reported', 'Sales Amount', 'Invoice Quantity', 'Sales Recognition Date'],
      [`FR-${tag}`, `CR-${tag}`, reference, customer.number, customer.number, 1500, 1, '2016-03-10'],
    ]);
    const job = await importAndWait(admin.token, file, { table: 'strykerCommands' }, `reclamation-${tag}.xlsx`);
    expect(job.counts).toMatchObject({ created: 1 });
    const resolved = await call('GET', path, { token: admin.token });
    expect(resolved.json).toMatchObject({ status: 'resolvedByImport', linkedLineId: expect.any(String) });

    const before = (await messagesTo(DEMO.customer)).length;
    expect((await call('POST', `import/${job.id}/rollback`, { token: admin.token })).status).toBe(202);
    await waitForJob(admin.token, job.id, ['rolledBack']);
    const reopened = await call('GET', path, { token: admin.token });
    expect(reopened.json.status).toBe('submitted');
    expect(reopened.json.linkedLineId).toBeUndefined();
    expect(reopened.json.resolvedAt).toBeUndefined();
    expect(reopened.json.invoiceLines).toEqual([]);
    expect(reopened.json.history.map((e: { action: string }) => e.action)).toEqual(['submitted', 'resolvedByImport', 'reopened']);
    const mail = await waitForMessage(DEMO.customer, before, 20_000, `FR-${tag}`);
    expect(mail.subject).toBe(`[Portail fidélité] Votre réclamation sur la facture FR-${tag} : de nouveau ouverte`);
    expect(mail.text).toContain('qui l’avait résolue a été annulé');
  });
});

/**
 * A claim's declaration sent again with its Idempotency-Key (a retry after a 503 or a lost answer) answers
 * the claim the first request declared, and the sales contact gets one e-mail; the same key with another
 * body is refused in French (422) and declares nothing. Through the pipeline to the route's own handler
 * (testing/pipeline-harness.ts), in process against a Cosmos DB server in memory, with a local stand-in for
 * SendGrid's server.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { looksFrench } from '../../testing/french.js';
import { startPipelineHarness, type Harness } from '../../testing/pipeline-harness.js';
import { fillPath, type BuiltRequest } from '../../testing/route-requests.js';

let h: Harness;
let sink: Server;
const mails: { content: { value: string }[] }[] = [];

beforeAll(async () => {
  sink = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      mails.push(JSON.parse(body));
      res.writeHead(202).end();
    });
  });
  const port = await new Promise<number>((resolve) => sink.listen(0, '127.0.0.1', () => resolve((sink.address() as AddressInfo).port)));
  process.env.SENDGRID_BASE_URL = `http://127.0.0.1:${port}/`;
  h = await startPipelineHarness('portail-essai-reclamation-cle', { realHandlers: true });
}, 60_000);

afterAll(async () => {
  await h?.close();
  await new Promise((r) => sink?.close(r));
});

const year = new Date().getUTCFullYear();
const input = (invoiceNumber: string) => ({
  kind: 'missingLine',
  invoiceNumber,
  orderNumber: 'CMD-1',
  reference: 'REF-1',
  date: `${year}-01-15`,
  amount: 1200,
  quantity: 2,
  comment: 'Facture absente',
});

/** A customer user (customer A's unless told), as the site calls: through the pipeline to the route's handler. */
async function call(
  name: string,
  body?: unknown,
  key?: string,
  as: { customerId: string; token: string } = { customerId: h.customerA, token: h.actors.userA.token },
) {
  const route = h.routes.find((r) => r.name === name)!;
  const params = { customerId: as.customerId };
  const request: BuiltRequest = {
    method: route.method,
    path: fillPath(route, params),
    query: {},
    body,
    hasBody: body !== undefined,
    params,
    headers: key ? { 'Idempotency-Key': key } : {},
  };
  return h.invoke(route, request, { token: as.token });
}

const declared = async (invoiceNumber: string, as?: { customerId: string; token: string }) =>
  ((await call('listCustomerClaims', undefined, undefined, as)).json as { id: string; invoiceNumber: string }[]).filter(
    (c) => c.invoiceNumber === invoiceNumber,
  );
const mailsAbout = (invoiceNumber: string) => mails.filter((m) => m.content.some((c) => c.value.includes(`Facture : ${invoiceNumber}`)));
const auditOf = async (id: string) => (await import('../../data/audit-repository.js')).auditOf(id);

describe('une réclamation envoyée de nouveau avec sa clé Idempotency-Key', () => {
  it('est déclarée une fois : 201, puis 200 avec la même réclamation, un seul e-mail, une seule entrée d’audit', async () => {
    const key = randomUUID();
    const invoice = `F-${randomUUID().slice(0, 8)}`;
    const first = await call('declareCustomerClaim', input(invoice), key);
    const again = await call('declareCustomerClaim', input(invoice), key);

    expect(first.status, JSON.stringify(first.json)).toBe(201);
    expect(again.status, JSON.stringify(again.json)).toBe(200);
    expect(again.json).toEqual(first.json);
    expect(await declared(invoice)).toMatchObject([{ id: first.json.id }]);
    expect(mailsAbout(invoice)).toHaveLength(1);
    expect((await auditOf(first.json.id)).filter((a) => a.resource === 'claims' && a.action === 'create')).toHaveLength(1);
  }, 30_000);

  it('envoyée deux fois en même temps, est déclarée une fois', async () => {
    const key = randomUUID();
    const invoice = `F-${randomUUID().slice(0, 8)}`;
    const answers = await Promise.all([call('declareCustomerClaim', input(invoice), key), call('declareCustomerClaim', input(invoice), key)]);

    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(answers[1]!.json.id).toBe(answers[0]!.json.id);
    expect(await declared(invoice)).toHaveLength(1);
    expect(mailsAbout(invoice)).toHaveLength(1);
  }, 30_000);

  it('avec un autre contenu, est refusée en français (422) et ne déclare rien', async () => {
    const key = randomUUID();
    const invoice = `F-${randomUUID().slice(0, 8)}`;
    const other = `F-${randomUUID().slice(0, 8)}`;
    await call('declareCustomerClaim', input(invoice), key);
    const refused = await call('declareCustomerClaim', input(other), key);

    expect(refused.status).toBe(422);
    expect(refused.json.error).toMatchObject({ code: 'idempotency_key_reused', message: expect.stringMatching(/a déjà servi pour une autre demande/) });
    expect(looksFrench(refused.json.error.message)).toBe(true);
    expect(await declared(other)).toEqual([]);
    expect(mailsAbout(other)).toEqual([]);
  }, 30_000);

  it('pour un autre client de la même personne, est refusée (422) : la clé sert une seule demande', async () => {
    const key = randomUUID();
    const invoice = `F-${randomUUID().slice(0, 8)}`;
    expect((await call('declareCustomerClaim', input(invoice), key, { customerId: h.customerB, token: h.actors.group.token })).status).toBe(201);
    const refused = await call('declareCustomerClaim', input(invoice), key, { customerId: 'client-c', token: h.actors.group.token });
    expect(refused.status).toBe(422);
    expect(refused.json.error.code).toBe('idempotency_key_reused');
    expect(await declared(invoice, { customerId: 'client-c', token: h.actors.group.token })).toEqual([]);
  }, 30_000);
});

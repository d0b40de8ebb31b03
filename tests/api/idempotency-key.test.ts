/**
 * Idempotency-Key through the real host (the header as the Functions host hands it to the route): a create
 * and a points adjustment sent again with their key answer what the first request made, once; a malformed
 * key is a French 400. The rules themselves are proven in process (functions/src/resources/durable-writes.test.ts,
 * functions/src/services/manual-points.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, session, type Session } from './support/api.js';
import { DEMO } from './support/env.js';

let admin: Session;

beforeAll(async () => {
  admin = await session(DEMO.admin);
});

const number = () => `8${Date.now().toString().slice(-7)}${Math.floor(Math.random() * 10)}`;

describe('un envoi répété avec sa clé Idempotency-Key', () => {
  it('crée un client une seule fois : 201, puis 200 avec le même client', async () => {
    const key = randomUUID();
    const body = { number: number(), name: `Clinique Clé ${key.slice(0, 6)}` };
    const first = await call('POST', 'customers', { token: admin.token, body, headers: { 'Idempotency-Key': key } });
    const again = await call('POST', 'customers', { token: admin.token, body, headers: { 'Idempotency-Key': key } });
    expect(first.status, first.text).toBe(201);
    expect(again.status, again.text).toBe(200);
    expect(again.json.id).toBe(first.json.id);
    const found = await call('GET', 'customers', { token: admin.token, query: { search: body.number } });
    expect(found.json.filter((c: { number: string }) => c.number === body.number)).toHaveLength(1);

    const other = await call('POST', 'customers', { token: admin.token, body: { ...body, name: 'Autre' }, headers: { 'Idempotency-Key': key } });
    expect(other.status).toBe(422);
    expect(other.json.error).toMatchObject({ code: 'idempotency_key_reused', message: expect.stringMatching(/a déjà servi pour une autre demande/) });

    const malformed = await call('POST', 'customers', {
      token: admin.token,
      body: { ...body, number: number() },
      headers: { 'Idempotency-Key': 'pas-une-cle' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.json.error.message).toMatch(/Idempotency-Key/);
  });

  it('ne crédite les points qu’une fois', async () => {
    const made = await call('POST', 'customers', { token: admin.token, body: { number: number(), name: 'Clinique Points Clé' } });
    const key = randomUUID();
    const body = { customerId: made.json.id, manualPointsToAdd: 40, reason: 'Geste commercial' };
    const first = await call('POST', 'statsContract/updatePoints', { token: admin.token, body, headers: { 'Idempotency-Key': key } });
    const again = await call('POST', 'statsContract/updatePoints', { token: admin.token, body, headers: { 'Idempotency-Key': key } });
    expect(first.json.balance).toBe(40);
    expect(again.status).toBe(200);
    expect(again.json.balance).toBe(40);
    const trail = await call('GET', 'audit', { token: admin.token, query: { entity: 'customers', entityId: made.json.id } });
    expect(trail.json.filter((e: { reason?: string | null }) => e.reason === 'Geste commercial')).toHaveLength(1);
  });
});

/**
 * Buying groups through the whole stack (issue 33): what only HTTP shows. A change of a customer's group in the
 * back office is dated, and both groups' homes say so (the one left counts the member until the day before);
 * the group buyer reaches a member's portal through its membership as stored, and loses it with the move; its
 * writes there are refused. The rules themselves are tested in process (domain/group-tier.test.ts,
 * features/buying-groups/buying-groups.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, session, type Session } from './support/api.js';
import { DEMO } from './support/env.js';

const RESAH = 'buyingGroups-resah';
const UNIHA = 'buyingGroups-uniha';
const day = (d: Date) => d.toISOString().slice(0, 10);

let admin: Session;
let buyer: Session;
let customerId: string | undefined;

beforeAll(async () => {
  [admin, buyer] = await Promise.all([session(DEMO.admin), session(DEMO.groupBuyer)]);
});

afterAll(async () => {
  if (customerId) await call('DELETE', `customers/${customerId}`, { token: admin.token, headers: { 'If-Match': '*' } });
});

const memberIn = async (groupId: string, id: string) => {
  const home = await call('GET', `buyingGroups/${groupId}/home`, { token: admin.token });
  expect(home.status, home.text).toBe(200);
  return (home.json.members as { memberId: string; joinedOn: string | null; leftOn: string | null; current: boolean }[]).find((m) => m.memberId === id);
};

describe('un membre qui change de groupement', () => {
  it('compte pour l’ancien jusqu’à la veille et pour le nouveau à partir du jour ; l’acheteur de l’ancien perd l’accès à son portail', async () => {
    const number = `GRP${Date.now() % 1_000_000}`;
    const made = await call('POST', 'customers', { token: admin.token, body: { number, name: 'Clinique du groupement', active: true, buyingGroup: RESAH } });
    expect(made.status, made.text).toBe(201);
    customerId = made.json.id as string;
    const today = day(new Date());
    expect(await memberIn(RESAH, customerId)).toMatchObject({ joinedOn: today, leftOn: null, current: true });

    // A member: its portal is read, nothing is written in it.
    expect((await call('GET', `statsContract/customer/${customerId}`, { token: buyer.token })).status).toBe(200);
    const write = await call('POST', `carts/items/${customerId}`, { token: buyer.token, body: { productId: 'produit-quelconque', quantity: 1 } });
    expect(write.status).toBe(403);
    expect(write.json.error).toMatchObject({ code: 'group_buyer_read_only', message: expect.stringContaining('votre groupement') });

    const moved = await call('PUT', `customers/${customerId}`, {
      token: admin.token,
      headers: { 'If-Match': '*' },
      body: { number, name: 'Clinique du groupement', active: true, buyingGroup: UNIHA },
    });
    expect(moved.status, moved.text).toBe(200);
    const yesterday = new Date();
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    // On 1 January the day before is last year: this year's figures of the group left no longer hold the member.
    if (yesterday.getUTCFullYear() === new Date().getUTCFullYear()) {
      expect(await memberIn(RESAH, customerId)).toMatchObject({ joinedOn: today, leftOn: day(yesterday), current: false });
    }
    expect(await memberIn(UNIHA, customerId)).toMatchObject({ joinedOn: today, leftOn: null, current: true });

    // No longer a member of the buyer's group: its portal is out of reach (within the few seconds an instance keeps the members).
    await expect
      .poll(async () => (await call('GET', `statsContract/customer/${customerId}`, { token: buyer.token })).status, { timeout: 15_000 })
      .not.toBe(200);
  });
});

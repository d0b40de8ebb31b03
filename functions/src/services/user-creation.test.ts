/**
 * A user's creation sent again with its Idempotency-Key answers the user it created, once, with one audit
 * entry; a create stopped between the user and its audit entry is completed by the replay timer. In process
 * against a Cosmos DB server in memory.
 */
import { startMemoryCosmos, type MemoryCosmos } from '../testing/memory-cosmos.js';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserDoc } from '../data/users-repository.js';

let cosmos: MemoryCosmos | undefined;
let creation: typeof import('./user-creation.js');
let history: typeof import('../data/audit-repository.js');

beforeAll(async () => {
  cosmos = await startMemoryCosmos('portail-essai-creation-utilisateurs');
  creation = await import('./user-creation.js');
  history = await import('../data/audit-repository.js');
}, 60_000);

afterAll(async () => {
  await cosmos?.close();
});

const body = (email: string) => ({ firstName: 'Camille', lastName: 'Essai', email, userRole: 'CUSTOMER', active: true });
const userOf =
  (b: ReturnType<typeof body>) =>
  (id: string): UserDoc => {
    const now = new Date().toISOString();
    return {
      id,
      type: 'user',
      firstName: b.firstName,
      lastName: b.lastName,
      email: b.email,
      role: 'CUSTOMER',
      active: true,
      customerIds: [],
      passwordHash: null,
      tokensValidAfter: 0,
      passwordToken: null,
      entra: null,
      createdAt: now,
      updatedAt: now,
      searchText: '',
    };
  };
const create = (b: ReturnType<typeof body>, idempotencyKey?: string) =>
  creation.createUserOnce({ by: 'admin', idempotencyKey, body: b, build: userOf(b), auditable: (u) => ({ email: u.email }) });

describe('a user created with an Idempotency-Key', () => {
  it('is created once: the retry answers the same user instead of « adresse déjà prise »', async () => {
    const key = randomUUID();
    const b = body(`${randomUUID()}@essai.test`);
    const first = await create(b, key);
    const again = await create(b, key);
    expect(first.replay).toBe(false);
    expect(again).toMatchObject({ replay: true, user: { id: first.user.id, email: b.email } });
    expect(await history.auditOf(first.user.id)).toMatchObject([{ action: 'create', after: { email: b.email } }]);
    // Without the key, the same address is still refused in French.
    await expect(create(b)).rejects.toMatchObject({ status: 409, message: 'Un utilisateur existe déjà avec cette adresse email' });
  }, 30_000);

  it('refuses the same key with another address (422)', async () => {
    const key = randomUUID();
    await create(body(`${randomUUID()}@essai.test`), key);
    const other = `${randomUUID()}@essai.test`;
    await expect(create(body(other), key)).rejects.toMatchObject({ status: 422, code: 'idempotency_key_reused' });
    const { findUserByEmail } = await import('../data/users-repository.js');
    expect(await findUserByEmail(other)).toBeUndefined();
  }, 30_000);
});

/**
 * The user record a signed-in call is checked against (findSessionUser), in process against a real local
 * Cosmos DB server: kept a few seconds, forgotten by this instance's writes, never changed in place.
 */
import { startMemoryCosmos, type MemoryCosmos } from '../testing/memory-cosmos.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserDoc } from './users-repository.js';

let cosmos: MemoryCosmos | undefined;
let repo: typeof import('./users-repository.js');
let admin: typeof import('./user-admin-repository.js');
let users: import('@azure/cosmos').Container;

beforeAll(async () => {
  cosmos = await startMemoryCosmos('portail-essai-utilisateurs');
  const data = cosmos.data;
  users = data.container('users');
  repo = await import('./users-repository.js');
  admin = await import('./user-admin-repository.js');
}, 60_000);

afterAll(async () => {
  await cosmos?.close();
});

let n = 0;
async function newUser(id = `u-session-${++n}`): Promise<UserDoc> {
  const now = new Date().toISOString();
  const user: UserDoc = {
    id,
    type: 'user',
    firstName: 'Camille',
    lastName: 'Essai',
    email: `${id}@essai.test`,
    role: 'CUSTOMER',
    active: true,
    customerIds: ['c1'],
    passwordHash: null,
    tokensValidAfter: 0,
    passwordToken: null,
    entra: null,
    createdAt: now,
    updatedAt: now,
    searchText: '',
  };
  return repo.createUser(user);
}

/** What another instance does: it writes the user without this one hearing of it. */
async function writeElsewhere(id: string, change: Partial<UserDoc>): Promise<void> {
  const { resource } = await users.item(id, id).read<UserDoc>();
  await users.item(id, id).replace({ ...resource, ...change });
}

describe('findSessionUser', () => {
  it('answers the record it read for a few seconds: a write made by another instance is not seen yet', async () => {
    const user = await newUser();
    expect((await repo.findSessionUser(user.id))?.active).toBe(true);
    await writeElsewhere(user.id, { active: false });
    expect((await repo.findSessionUser(user.id))?.active).toBe(true);
    // What every other caller reads is the stored record.
    expect((await repo.findUserById(user.id))?.active).toBe(false);
  });

  it('is forgotten by updateUser: the next call sees the user deactivated, its customers changed', async () => {
    const user = await newUser();
    await repo.findSessionUser(user.id);
    await repo.updateUser(user.id, (u) => ({ ...u, active: false, customerIds: [] }));
    expect(await repo.findSessionUser(user.id)).toMatchObject({ active: false, customerIds: [] });
  });

  it('is forgotten by deleteUser: the next call finds no user', async () => {
    const user = await newUser();
    await repo.findSessionUser(user.id);
    const stored = await repo.findUserById(user.id);
    await admin.deleteUser(stored!);
    expect(await repo.findSessionUser(user.id)).toBeUndefined();
  });

  it('does not keep a read that a forget overtook: it may have been made before the write', async () => {
    const user = await newUser();
    const reading = repo.findSessionUser(user.id);
    repo.forgetSessionUser(user.id);
    expect((await reading)?.active).toBe(true);
    await writeElsewhere(user.id, { active: false });
    expect((await repo.findSessionUser(user.id))?.active).toBe(false);
  });

  it('shares a frozen record: a call cannot change what the next one is checked against', async () => {
    const user = await newUser();
    const kept = (await repo.findSessionUser(user.id))!;
    expect(() => ((kept as UserDoc).active = false)).toThrow(TypeError);
    expect(() => (kept.customerIds as string[]).push('c2')).toThrow(TypeError);
    expect(await repo.findSessionUser(user.id)).toMatchObject({ active: true, customerIds: ['c1'] });
  });

  it('keeps no absent user: one created the next second can sign in', async () => {
    expect(await repo.findSessionUser('u-session-pas-encore')).toBeUndefined();
    await newUser('u-session-pas-encore');
    expect((await repo.findSessionUser('u-session-pas-encore'))?.id).toBe('u-session-pas-encore');
  });
});

describe('createUser and its e-mail lookup', () => {
  it('leaves the address free when the user cannot be written after its lookup', async () => {
    const first = await newUser();
    // Same id, another address: the user's own write fails (409), after its lookup was written.
    const clash = { ...first, email: `reprise-${first.id}@essai.test` };
    await expect(repo.createUser(clash)).rejects.toMatchObject({ code: 409 });
    const again = await repo.createUser({ ...clash, id: `${first.id}-bis` });
    expect((await repo.findUserByEmail(clash.email))?.id).toBe(again.id);
  });

  it('takes over a lookup whose user was never written, once it is a minute old, and not before', async () => {
    const email = `orpheline-${++n}@essai.test`;
    await users.items.create({ id: `email:${email}`, type: 'lookup', userId: 'jamais-ecrit' });
    const user = await newUser(`u-orphan-${n}`);
    const candidate = { ...user, id: `${user.id}-2`, email };
    await expect(repo.createUser(candidate)).rejects.toBeInstanceOf(repo.DuplicateEmailError);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 120_000);
    try {
      await repo.createUser(candidate);
    } finally {
      vi.useRealTimers();
    }
    expect((await repo.findUserByEmail(email))?.id).toBe(candidate.id);
  });
});

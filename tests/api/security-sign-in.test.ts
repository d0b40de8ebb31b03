/**
 * Sign-in throttling (issue 14, « Authentication and sessions »): counted atomically before the password is
 * checked, per client address as well as per (account, address) pair, with a progressive delay instead of
 * an account lock a stranger could trigger. Client addresses are sent as the platform's proxy writes them.
 */
import { fr } from '@portail/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectErrorShape, type ApiResponse } from './support/api.js';
import { stackSettings } from './support/direct.js';
import { freshEmail } from './support/env.js';
import { freshAddress, seedUser, signInFrom } from './support/security.js';

/** Attempts of a pair evaluated before the delay starts (functions/src/domain/login-delay.ts). */
const FREE_ATTEMPTS = 5;

function expectThrottled(res: ApiResponse, context: string) {
  expect(res.status, `${context} : ${res.status} ${res.text.slice(0, 200)}`).toBe(429);
  expectErrorShape(res, context);
  expect(res.json.error.message).toBe(fr['alert.error.too-many-attempts']);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter, `${context} : Retry-After`).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
}

describe('limitation des tentatives de connexion', () => {
  let threshold: number;
  beforeAll(() => {
    // The stack's own setting (local.settings.sample.json): the test follows whatever it is set to.
    threshold = Number(stackSettings().LOGIN_ADDRESS_MAX_FAILURES ?? 30);
    expect(threshold).toBeGreaterThan(FREE_ATTEMPTS);
  });

  it('50 mauvais mots de passe envoyés ensemble : pas plus que la limite ne sont évalués, les autres reçoivent 429', async () => {
    const user = await seedUser({ label: 'rafale' });
    const address = freshAddress();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => signInFrom(address, user.email, `Mauvais!${i}aaa`)));
    const statuses = answers.map((r) => r.status);
    const evaluated = statuses.filter((s) => s === 401).length;
    expect(evaluated, statuses.join(' ')).toBeLessThanOrEqual(FREE_ATTEMPTS);
    expect(evaluated).toBeGreaterThan(0);
    expect(
      statuses.filter((s) => s !== 401 && s !== 429),
      statuses.join(' '),
    ).toEqual([]);
    expectThrottled(answers.find((r) => r.status === 429) as ApiResponse, 'rafale');
    // The right password is not evaluated either while the pair waits.
    expectThrottled(await signInFrom(address, user.email, user.password), 'bon mot de passe pendant le délai');
  });

  it('au-delà du seuil configuré d’échecs depuis une adresse, cette adresse reçoit 429 quel que soit le compte', async () => {
    const address = freshAddress();
    const user = await seedUser({ label: 'pulverisation' });
    // Password spraying: one wrong guess on each of many accounts, none of which reaches its own pair limit.
    for (let i = 0; i < threshold; i++) {
      const res = await signInFrom(address, freshEmail('pulverise'), 'Printemps!2025');
      expect(res.status, `tentative ${i + 1} sur ${threshold}`).toBe(401);
    }
    expectThrottled(await signInFrom(address, freshEmail('pulverise'), 'Printemps!2025'), 'adresse au-delà du seuil');
    expectThrottled(await signInFrom(address, user.email, user.password), 'bon mot de passe depuis l’adresse bloquée');
    // Only the LAST X-Forwarded-For entry counts (the one the platform appends): a client cannot pick another.
    expectThrottled(await signInFrom(address, user.email, user.password, `${freshAddress()}, ${address}`), 'adresse choisie par le client');
    // The same account from another address signs in.
    expect((await signInFrom(freshAddress(), user.email, user.password)).status).toBe(200);
  });

  it('les connexions réussies ne comptent pas pour l’adresse', async () => {
    const address = freshAddress();
    const user = await seedUser({ label: 'succes' });
    for (let i = 0; i < threshold + 2; i++) expect((await signInFrom(address, user.email, user.password)).status, `connexion ${i + 1}`).toBe(200);
  });

  it('un inconnu ne peut pas bloquer un compte : ses échecs le ralentissent lui (429 en moins de 10 essais), pas le titulaire', async () => {
    const victim = await seedUser({ label: 'victime' });
    const stranger = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await signInFrom(stranger, victim.email, `Mauvais!${i}aaa`);
      statuses.push(res.status);
      if (res.status === 429) {
        expectThrottled(res, `essai ${i + 1} de l’inconnu`);
        break;
      }
    }
    expect(statuses, statuses.join(' ')).toContain(429);
    expect(statuses.indexOf(429)).toBeLessThan(10);
    // The owner, from their own address, is not locked out.
    const owner = await signInFrom(freshAddress(), victim.email, victim.password);
    expect(owner.status, owner.text).toBe(200);
  });

  it('le délai grandit à chaque tentative tant que le couple (compte, adresse) échoue', async () => {
    const { direct } = await import('./support/direct.js');
    const { cosmos } = await direct();
    const { createHash } = await import('node:crypto');
    const sha = (v: string) => createHash('sha256').update(v).digest('hex');
    const user = await seedUser({ label: 'delai' });
    const address = freshAddress();
    for (let i = 0; i < FREE_ATTEMPTS; i++) expect((await signInFrom(address, user.email, `Mauvais!${i}aaa`)).status).toBe(401);
    const first = Number((await signInFrom(address, user.email, user.password)).headers.get('retry-after'));
    // Once the first wait is over, one more failure doubles it.
    const id = `login:${sha(user.email)}:${sha(address)}`;
    const counters = cosmos.container('throttles');
    const { resource } = await counters.item(id, id).read();
    await counters.item(id, id).replace({ ...resource, blockedUntil: Date.now() - 1 });
    expect((await signInFrom(address, user.email, 'Mauvais!encore1')).status).toBe(401);
    const second = Number((await signInFrom(address, user.email, user.password)).headers.get('retry-after'));
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThanOrEqual(first * 2 - 1);
    // A success forgets the pair.
    await counters.item(id, id).replace({ ...(await counters.item(id, id).read()).resource, blockedUntil: Date.now() - 1 });
    expect((await signInFrom(address, user.email, user.password)).status).toBe(200);
    expect((await counters.item(id, id).read()).resource).toBeUndefined();
  });
});

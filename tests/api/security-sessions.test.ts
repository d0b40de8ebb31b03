/**
 * Sessions and password links (issue 14, « Authentication and sessions »): sign-out revokes the token until
 * it expires, reset requests take the same time whether the address has an account or not.
 */
import { fr } from '@portail/common';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { call, expectErrorShape, login } from './support/api.js';
import { direct } from './support/direct.js';
import { freshEmail } from './support/env.js';
import { waitForMessage } from './support/mail.js';
import { freshAddress, seedUser } from './support/security.js';

const me = (token: string) => call('GET', 'users/user', { token });
const logout = (token: string | null, body: unknown = {}) => call('POST', 'Authenticate/logout', { token, body });

describe('déconnexion', () => {
  it('POST /api/Authenticate/logout révoque le jeton envoyé jusqu’à son expiration, et lui seul', async () => {
    const user = await seedUser({ label: 'deconnexion' });
    const [ended, other] = [await login(user.email, user.password), await login(user.email, user.password)];
    expect((await me(ended.token)).status).toBe(200);

    const res = await logout(ended.token);
    expect(res.status, res.text).toBe(204);
    const refused = await me(ended.token);
    expect(refused.status).toBe(401);
    expectErrorShape(refused, 'jeton révoqué');
    // Signing out again with the same token changes nothing; the user's other session goes on.
    expect((await logout(ended.token)).status).toBe(204);
    expect((await me(other.token)).status).toBe(200);

    // The revocation is kept on the user's document, shared by every instance and read by every call
    // anyway, as long as the token lives; a second sign-out of the same token adds nothing.
    const { jti, exp } = decodeJwt(ended.token);
    const { cosmos } = await direct();
    const { resource } = await cosmos.container('users').item(user.id, user.id).read<{ revokedTokens?: { jti: string; exp: number }[] }>();
    expect(resource?.revokedTokens).toEqual([{ jti, exp }]);
    // Nothing of it reaches the user's own profile.
    expect(JSON.stringify((await me(other.token)).json)).not.toContain(String(jti));
  });

  it('répond 204 sans rien révoquer sans jeton ou avec un jeton invalide, et refuse un corps inattendu', async () => {
    expect((await logout(null)).status).toBe(204);
    expect((await logout('abc.def.ghi')).status).toBe(204);
    const user = await seedUser({ label: 'deconnexion-corps' });
    const s = await login(user.email, user.password);
    const bad = await logout(s.token, { token: 'autre' });
    expect(bad.status).toBe(400);
    expectErrorShape(bad, 'corps inattendu');
    expect((await me(s.token)).status).toBe(200);
  });
});

describe('demande de réinitialisation', () => {
  // Each from an address of its own: an address may ask for 10 resets an hour (domain/allowances.ts).
  const askReset = (email: string) => call('POST', 'Authenticate/askresetpassword', { body: { email }, headers: { 'X-Forwarded-For': freshAddress() } });

  async function timed(email: string): Promise<number> {
    const started = performance.now();
    const res = await askReset(email);
    const took = performance.now() - started;
    expect(res.status, res.text).toBe(200);
    expect(res.json.message).toBe(fr['alert.success.reset-email']);
    return took;
  }

  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  };

  it('prend le même temps pour une adresse connue et inconnue (médianes à moins de 20 ms) ; le courriel part ensuite', async () => {
    const ROUNDS = 15;
    const known = await Promise.all(Array.from({ length: ROUNDS }, () => seedUser({ label: 'chrono', withPassword: false })));
    // Warm-up: the first calls pay for connections and the queue's creation.
    await timed(freshEmail('chauffe'));
    await timed(freshEmail('chauffe'));
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    // Interleaved, so that a slower moment of the machine weighs on both alike.
    for (let i = 0; i < ROUNDS; i++) {
      knownTimes.push(await timed(known[i].email));
      unknownTimes.push(await timed(freshEmail('chrono-inconnu')));
    }
    const gap = Math.abs(median(knownTimes) - median(unknownTimes));
    expect(gap, `médianes connue ${median(knownTimes).toFixed(1)} ms, inconnue ${median(unknownTimes).toFixed(1)} ms`).toBeLessThan(20);
    // The link is mailed by the queue function, after the answer.
    const mail = await waitForMessage(known[0].email, 0);
    expect(mail.text).toContain('/resetpassword?userId=');
  });
});

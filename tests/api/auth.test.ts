/** Sign-in, throttling, password links, session tokens and invitations (issue 2 §6), against the stack. */
import { fr } from '@portail/common';
import { SignJWT } from 'jose';
import { createHash, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, expectErrorShape, login, session, type Session } from './support/api.js';
import { direct } from './support/direct.js';
import { API_URL, DEMO, DEMO_PASSWORD, freshEmail, strongPassword } from './support/env.js';
import { linkParams, messagesTo, passwordLink, waitForMessage } from './support/mail.js';
import { freshAddress } from './support/security.js';
import { createActiveUser, type FreshUser } from './support/users.js';

let admin: Session;
beforeAll(async () => {
  admin = await session(DEMO.admin);
});

const me = (token: string) => call('GET', 'users/user', { token });
const attempt = (email: string, password: string) => call('POST', 'Authenticate/login', { body: { Email: email, Password: password } });
// Each from an address of its own: an address may ask for 10 resets an hour (domain/allowances.ts).
const askReset = (email: string) => call('POST', 'Authenticate/askresetpassword', { body: { email }, headers: { 'X-Forwarded-For': freshAddress() } });
const reset = (userId: string, token: string, password: string, confirmPassword = password) =>
  call('POST', 'Authenticate/resetpassword', { body: { userId, token, password, confirmPassword } });

describe('connexion', () => {
  it.each([
    [DEMO.admin, 'ADMIN'],
    [DEMO.commercial, 'COMMERCIAL'],
    [DEMO.customer, 'CUSTOMER'],
    [DEMO.group, 'CUSTOMER'],
  ])('%s se connecte avec le mot de passe de démonstration', async (email, role) => {
    const s = await login(email, DEMO_PASSWORD);
    expect(s.user.email).toBe(email);
    expect(s.user.userRole).toBe(role);
    expect(Date.parse(s.expiresAt)).toBeGreaterThan(Date.now());
    const res = await me(s.token);
    expect(res.status).toBe(200);
    expect(res.json.email).toBe(email);
  });

  it('un mauvais mot de passe ou une adresse inconnue répondent 401 avec le même message français', async () => {
    const u = await createActiveUser(admin.token, 'CUSTOMER', 'mauvais-mdp');
    const wrong = await attempt(u.email, 'Mauvais!2025');
    expect(wrong.status).toBe(401);
    expectErrorShape(wrong, 'mauvais mot de passe');
    expect(wrong.json.error.message).toBe(fr['alert.error.login']);
    const unknown = await attempt(freshEmail('inconnu'), 'Mauvais!2025');
    expect(unknown.status).toBe(401);
    expect(unknown.json).toEqual(wrong.json);
    expect((await attempt(u.email, u.password)).status).toBe(200);
  });

  it('après 5 échecs sur un compte : 429 avec Retry-After, compteur dans Cosmos, les autres comptes ne sont pas freinés', async () => {
    const [victim, other] = await Promise.all([createActiveUser(admin.token, 'CUSTOMER', 'frein'), createActiveUser(admin.token, 'CUSTOMER', 'libre')]);
    for (let i = 0; i < 5; i++) expect((await attempt(victim.email, `Mauvais!${i}aaa`)).status).toBe(401);
    // Even the right password is refused while the account is throttled.
    const blocked = await attempt(victim.email, victim.password);
    expect(blocked.status).toBe(429);
    expectErrorShape(blocked, '429');
    expect(blocked.json.error.message).toBe(fr['alert.error.too-many-attempts']);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Case and spaces do not open a new counter.
    expect((await attempt(` ${victim.email.toUpperCase()} `, victim.password)).status).toBe(429);
    // Another account is not throttled, and a wrong password there is still a plain 401.
    expect((await attempt(other.email, 'Mauvais!2025')).status).toBe(401);
    expect((await attempt(other.email, other.password)).status).toBe(200);
    // The counter lives in Cosmos DB (shared by every instance), keyed by digests of the account and of the
    // client address (here none: no proxy in front, see auth/client-address.ts).
    const { cosmos } = await direct();
    const sha = (v: string) => createHash('sha256').update(v).digest('hex');
    const id = `login:${sha(victim.email)}:${sha('direct')}`;
    const { resource } = await cosmos.container('throttles').item(id, id).read<{ count: number }>();
    expect(resource?.count).toBeGreaterThanOrEqual(5);
    expect(JSON.stringify(resource)).not.toContain(victim.email);
  });
});

describe('mot de passe oublié', () => {
  it('même réponse pour une adresse connue et inconnue ; seule la connue reçoit un e-mail', async () => {
    const u = await createActiveUser(admin.token, 'CUSTOMER', 'oubli');
    const unknownEmail = freshEmail('inconnu');
    const before = (await messagesTo(u.email)).length;
    const known = await askReset(u.email);
    const unknown = await askReset(unknownEmail);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.json).toEqual(known.json);
    expect(known.json.message).toBe(fr['alert.success.reset-email']);
    await waitForMessage(u.email, before);
    expect(await messagesTo(unknownEmail)).toEqual([]);
  });

  it('parcours complet : lien construit depuis PUBLIC_URL, usage unique, politique, anciennes sessions fermées', async () => {
    const { settings } = await direct();
    const u = await createActiveUser(admin.token, 'CUSTOMER', 'parcours');
    const oldSession = await login(u.email, u.password);
    expect((await me(oldSession.token)).status).toBe(200);

    // Headers that try to point the link elsewhere are ignored.
    const before = (await messagesTo(u.email)).length;
    const status = await new Promise<number>((resolve, reject) => {
      const url = new URL(`${API_URL}/api/Authenticate/askresetpassword`);
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: {
            Host: 'evil.test',
            'X-Forwarded-For': freshAddress(),
            'X-Forwarded-Host': 'evil.test',
            'X-Forwarded-Proto': 'https',
            Origin: 'https://evil.test',
            'Content-Type': 'application/json',
          },
        },
        (res) => (res.resume(), resolve(res.statusCode ?? 0)),
      );
      req.on('error', reject);
      req.end(JSON.stringify({ email: u.email }));
    });
    expect(status).toBe(200);
    const mail = await waitForMessage(u.email, before);
    const link = passwordLink(mail);
    expect(link.origin).toBe(new URL(settings.PUBLIC_URL).origin);
    expect(mail.text + mail.html).not.toContain('evil.test');
    const { userId, token } = linkParams(mail);
    expect(userId).toBe(u.id);

    // The policy is enforced by the server, which names the broken rule; failures do not use the link up.
    const rules: [string, string][] = [
      ['Ab1!', fr['rules.password-8']],
      ['ABCDEFGH1!', fr['rules.password-lowercase']],
      ['abcdefgh1!', fr['rules.password-uppercase']],
      ['Abcdefgh!!', fr['rules.password-digit']],
      ['Abcdefgh12', fr['rules.password-special']],
      [`Aa1!${'x'.repeat(125)}`, fr['rules.password-max']],
    ];
    for (const [password, message] of rules) {
      const res = await reset(userId, token, password);
      expect(res.status, password).toBe(400);
      expectErrorShape(res, password);
      expect(res.json.error.message).toBe(message);
      expect(res.json.error.field).toBe('password');
    }
    const mismatch = await reset(userId, token, 'Valide!2025a', 'Valide!2025b');
    expect(mismatch.status).toBe(400);
    expect(mismatch.json.error.message).toBe(fr['rules.password-confirmation']);

    const newPassword = strongPassword();
    const done = await reset(userId, token, newPassword);
    expect(done.status, done.text).toBe(200);
    expect(done.json.message).toBe(fr['success.password-reset']);

    // Single use.
    const again = await reset(userId, token, strongPassword());
    expect(again.status).toBe(400);
    expectErrorShape(again, 'lien réutilisé');
    expect(again.json.error.message).toBe(fr['errors.password-reset']);

    // Every token issued before the reset is refused; the old password no longer works, the new one does.
    const refused = await me(oldSession.token);
    expect(refused.status).toBe(401);
    expectErrorShape(refused, 'ancien jeton');
    expect((await attempt(u.email, u.password)).status).toBe(401);
    const fresh = await login(u.email, newPassword);
    expect((await me(fresh.token)).status).toBe(200);

    // Its owner is told, by a mail of its own (sent from the queue), that the password changed.
    const notice = await waitForMessage(u.email, before + 1, 20_000, 'vient d’être modifié');
    expect(notice.subject).toBe('Votre mot de passe a été modifié');
    expect(notice.text).not.toContain(token);
  });

  it('un lien expiré ou falsifié est refusé', async () => {
    const { users } = await direct();
    const u = await createActiveUser(admin.token, 'CUSTOMER', 'expire');
    const before = (await messagesTo(u.email)).length;
    await askReset(u.email);
    const { userId, token } = linkParams(await waitForMessage(u.email, before));
    const forged = await reset(userId, `${token.slice(0, -2)}xx`, strongPassword());
    expect(forged.status).toBe(400);
    expect(forged.json.error.message).toBe(fr['errors.password-reset']);
    const otherUser = await reset('user-acheteur', token, strongPassword());
    expect(otherUser.status).toBe(400);
    await users.updateUser(userId, (doc) => ({
      ...doc,
      passwordToken: doc.passwordToken && { ...doc.passwordToken, expiresAt: new Date(Date.now() - 1000).toISOString() },
    }));
    const expired = await reset(userId, token, strongPassword());
    expect(expired.status).toBe(400);
    expectErrorShape(expired, 'lien expiré');
    expect(expired.json.error.message).toBe(fr['errors.password-reset']);
    expect((await attempt(u.email, u.password)).status).toBe(200);
  });
});

describe('jetons de session', () => {
  let u: FreshUser;
  let settings: Record<string, string>;
  const sign = (claims: { iss?: string; aud?: string; exp?: number; iat?: number; sub?: string; jti?: string | null }, secret = settings.AUTH_TOKEN_SECRET) => {
    const now = Math.floor(Date.now() / 1000);
    const token = new SignJWT({}).setProtectedHeader({ alg: 'HS256', typ: 'JWT' });
    if (claims.jti !== null) token.setJti(claims.jti ?? randomUUID());
    return token
      .setSubject(claims.sub ?? u.id)
      .setIssuer(claims.iss ?? settings.AUTH_TOKEN_ISSUER)
      .setAudience(claims.aud ?? settings.AUTH_TOKEN_AUDIENCE)
      .setIssuedAt(claims.iat ?? Date.now() / 1000)
      .setExpirationTime(claims.exp ?? now + 600)
      .sign(new TextEncoder().encode(secret));
  };

  beforeAll(async () => {
    settings = (await direct()).settings;
    u = await createActiveUser(admin.token, 'CUSTOMER', 'jeton');
  });

  it('un jeton bien signé est accepté (témoin), les jetons falsifiés sont refusés', async () => {
    expect((await me(await sign({}))).status).toBe(200);
    const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const payload = { sub: u.id, iss: settings.AUTH_TOKEN_ISSUER, aud: settings.AUTH_TOKEN_AUDIENCE, iat: now, exp: now + 600 };
    const forged: Record<string, string> = {
      'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`,
      'alg none sans point final': `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}`,
      'autre secret': await sign({}, 'un-autre-secret-de-plus-de-trente-deux-caracteres'),
      'autre émetteur': await sign({ iss: 'quelquun-dautre' }),
      'autre audience': await sign({ aud: 'une-autre-api' }),
      expiré: await sign({ iat: now - 7200, exp: now - 3600 }),
      'utilisateur inconnu': await sign({ sub: 'utilisateur-inexistant' }),
      // Well signed, but a sign-out could never end it.
      'sans identifiant (jti)': await sign({ jti: null }),
      'signature modifiée': `${(await sign({})).slice(0, -4)}AAAA`,
    };
    for (const [label, token] of Object.entries(forged)) {
      const res = await me(token);
      expect(res.status, label).toBe(401);
      expectErrorShape(res, label);
    }
  });

  it('le jeton d’un utilisateur désactivé est refusé dès l’appel suivant sur l’instance qui le désactive', async () => {
    const victim = await createActiveUser(admin.token, 'CUSTOMER', 'desactive');
    const s = await login(victim.email, victim.password);
    expect((await me(s.token)).status).toBe(200);
    const off = await call('PUT', `users/${victim.id}`, {
      token: admin.token,
      headers: { 'If-Match': '*' },
      body: { firstName: 'Camille', lastName: 'Essai', email: victim.email, userRole: 'CUSTOMER', active: false },
    });
    expect(off.status, off.text).toBe(200);
    expect((await me(s.token)).status).toBe(401);
    expect((await attempt(victim.email, victim.password)).status).toBe(401);
  });

  it('désactivé par une autre instance, son jeton est refusé en SESSION_USER_MS au plus', async () => {
    // This test process writes as another instance would: the API's copy of the user is not forgotten,
    // it ages out (data/users-repository.ts).
    const { users } = await direct();
    const { SESSION_USER_MS } = users;
    const victim = await createActiveUser(admin.token, 'CUSTOMER', 'desactive-ailleurs');
    const s = await login(victim.email, victim.password);
    expect((await me(s.token)).status).toBe(200);
    await users.updateUser(victim.id, (doc) => ({ ...doc, active: false }));
    const written = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - written < SESSION_USER_MS + 3_000) {
      status = (await me(s.token)).status;
      if (status === 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(401);
    expect(Date.now() - written).toBeLessThan(SESSION_USER_MS + 1_000);
    expect((await attempt(victim.email, victim.password)).status).toBe(401);
  });
});

describe('invitations', () => {
  it('POST /api/users crée un utilisateur qui reçoit une invitation, choisit son mot de passe et se connecte', async () => {
    const u = await createActiveUser(admin.token, 'COMMERCIAL', 'invite');
    const s = await login(u.email, u.password);
    expect(s.user.userRole).toBe('COMMERCIAL');
    const mail = (await messagesTo(u.email))[0];
    expect(mail.subject).toMatch(/portail/i);
    expect(mail.html).toContain('/resetpassword?userId=');
  });

  it('POST /api/users/resend-invitation/{id} renvoie un nouveau lien et rend l’ancien caduc', async () => {
    const email = freshEmail('renvoi');
    const made = await call('POST', 'users', { token: admin.token, body: { firstName: 'Léa', lastName: 'Renvoi', email, userRole: 'CUSTOMER', active: true } });
    expect(made.status).toBe(201);
    const first = linkParams(await waitForMessage(email, 0));
    const resent = await call('POST', `users/resend-invitation/${made.json.id}`, { token: admin.token });
    expect(resent.status).toBe(200);
    expect(resent.json.message).toBe(fr['alert.success.invitation-sent']);
    const second = linkParams(await waitForMessage(email, 1));
    expect(second.userId).toBe(made.json.id);
    expect(second.token).not.toBe(first.token);
    expect((await reset(first.userId, first.token, strongPassword())).status).toBe(400);
    const password = strongPassword();
    expect((await reset(second.userId, second.token, password)).status).toBe(200);
    expect((await attempt(email, password)).status).toBe(200);
    const unknown = await call('POST', 'users/resend-invitation/utilisateur-inexistant', { token: admin.token });
    expect(unknown.status).toBe(404);
    expectErrorShape(unknown, 'renvoi inconnu');
  });

  it('une adresse déjà utilisée est refusée (409) sans nouvel e-mail', async () => {
    const before = (await messagesTo(DEMO.customer)).length;
    const dup = await call('POST', 'users', {
      token: admin.token,
      body: { firstName: 'Sophie', lastName: 'Doublon', email: DEMO.customer.toUpperCase(), userRole: 'CUSTOMER' },
    });
    expect(dup.status).toBe(409);
    expectErrorShape(dup, 'doublon');
    expect((await messagesTo(DEMO.customer)).length).toBe(before);
  });
});

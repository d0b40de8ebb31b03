/**
 * Users in the back office: create (searchable, invitation mailed), edit with its version (412 on a stale one),
 * validation, unique e-mail, delete (never oneself, never the last administrator, never a customer's exclusive
 * contact), the activation link (single use, replaced by a resend, resends limited, good only for the address
 * it was mailed to and while the account is active), roles, statuses, staff.
 */
import { fr } from '@portail/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, expectErrorShape, session, type Session } from './support/api.js';
import { DEMO, freshEmail, strongPassword } from './support/env.js';
import { linkParams, messagesTo, waitForMessage } from './support/mail.js';
import { freshAddress } from './support/security.js';

let admin: Session;
beforeAll(async () => {
  admin = await session(DEMO.admin);
});

const newUser = async (role = 'CUSTOMER', label = 'utilisateur') => {
  const email = freshEmail(label);
  const res = await call('POST', 'users', {
    token: admin.token,
    body: { firstName: 'Dominique', lastName: `Essai${label}`, email, userRole: role, active: true },
  });
  expect(res.status, res.text).toBe(201);
  return res.json as { id: string; email: string; userRole: string; name: string };
};
const auditOf = (id: string) => call('GET', 'audit', { token: admin.token, query: { entity: 'users', entityId: id } });

describe('création', () => {
  it('crée un utilisateur qu’on retrouve par la recherche, audité sans aucun secret', async () => {
    const u = await newUser('COMMERCIAL', 'cherche');
    const found = await call('GET', 'users', { token: admin.token, query: { search: u.email } });
    expect(found.json.map((x: { id: string }) => x.id)).toEqual([u.id]);
    const trail = await auditOf(u.id);
    expect(trail.json[0]).toMatchObject({ action: 'create', entity: 'users', byEmail: DEMO.admin });
    expect(JSON.stringify(trail.json)).not.toMatch(/passwordHash|passwordToken|hash/);
  });

  it('refuse en français un champ manquant, une adresse invalide ou déjà prise', async () => {
    const missing = await call('POST', 'users', { token: admin.token, body: { lastName: 'X', email: freshEmail(), userRole: 'CUSTOMER' } });
    expect(missing.status).toBe(400);
    expect(missing.json.error.field).toBe('firstName');
    const bad = await call('POST', 'users', { token: admin.token, body: { firstName: 'X', lastName: 'X', email: 'non', userRole: 'CUSTOMER' } });
    expect(bad.status).toBe(400);
    expectErrorShape(bad);
    const u = await newUser();
    const twice = await call('POST', 'users', {
      token: admin.token,
      body: { firstName: 'X', lastName: 'X', email: u.email.toUpperCase(), userRole: 'CUSTOMER' },
    });
    expect(twice.status).toBe(409);
  });
});

describe('modification', () => {
  it('enregistre avec la version lue, 412 sur une version périmée, et change l’adresse de connexion', async () => {
    const u = await newUser('CUSTOMER', 'modif');
    const read = await call('GET', `users/${u.id}`, { token: admin.token });
    expect(read.status).toBe(200);
    const etag = read.headers.get('etag')!;
    const email = freshEmail('nouvelle');
    const ok = await call('PUT', `users/${u.id}`, {
      token: admin.token,
      headers: { 'If-Match': etag },
      body: { id: u.id, firstName: 'Camille', lastName: 'Modifié', email, userRole: 'COMMERCIAL', active: true },
    });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json).toMatchObject({ firstName: 'Camille', email, userRole: 'COMMERCIAL' });
    const stale = await call('PUT', `users/${u.id}`, {
      token: admin.token,
      headers: { 'If-Match': etag },
      body: { firstName: 'Perdu', lastName: 'X', email, userRole: 'CUSTOMER', active: true },
    });
    expect(stale.status).toBe(412);
    expect((await call('GET', `users/${u.id}`, { token: admin.token })).json.firstName).toBe('Camille');
    // The former address is free again, the new one taken.
    expect((await call('POST', 'users', { token: admin.token, body: { firstName: 'X', lastName: 'X', email: u.email, userRole: 'CUSTOMER' } })).status).toBe(
      201,
    );
    expect((await call('POST', 'users', { token: admin.token, body: { firstName: 'X', lastName: 'X', email, userRole: 'CUSTOMER' } })).status).toBe(409);
    const found = await call('GET', 'users', { token: admin.token, query: { search: 'modifie' } });
    expect(found.json.map((x: { id: string }) => x.id)).toContain(u.id);
    const trail = await auditOf(u.id);
    expect(trail.json[0].changes).toEqual(expect.arrayContaining([{ field: 'role', before: 'CUSTOMER', after: 'COMMERCIAL' }]));
  });

  it('refuse à un administrateur de se retirer son propre rôle', async () => {
    const me = admin.user;
    const res = await call('PUT', `users/${me.id}`, {
      token: admin.token,
      headers: { 'If-Match': '*' },
      body: { firstName: me.firstName, lastName: me.lastName, email: me.email, userRole: 'COMMERCIAL', active: true },
    });
    expect(res.status).toBe(409);
  });
});

describe('suppression', () => {
  it('supprime un utilisateur, qui ne peut plus se connecter ni être retrouvé', async () => {
    const u = await newUser('CUSTOMER', 'suppr');
    expect((await call('DELETE', `users/${u.id}`, { token: admin.token, headers: { 'If-Match': '*' } })).status).toBe(204);
    expect((await call('GET', `users/${u.id}`, { token: admin.token })).status).toBe(404);
    expect((await auditOf(u.id)).json[0].action).toBe('delete');
  });

  it('refuse de supprimer son propre compte, le dernier administrateur restant, et l’interlocuteur exclusif d’un client', async () => {
    const self = await call('DELETE', `users/${admin.user.id}`, { token: admin.token, headers: { 'If-Match': '*' } });
    expect(self.status).toBe(409);
    expect(self.json.error.message).toMatch(/propre compte/);
    const contact = await newUser('COMMERCIAL', 'contact');
    const customer = await call('POST', 'customers', {
      token: admin.token,
      body: { number: `8${Date.now().toString().slice(-8)}`, name: 'Client du contact', fK_UniqueContact: contact.id },
    });
    expect(customer.status, customer.text).toBe(201);
    const refused = await call('DELETE', `users/${contact.id}`, { token: admin.token, headers: { 'If-Match': '*' } });
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toMatch(/interlocuteur exclusif de 1 client/);
  });
});

describe('lien d’activation', () => {
  it('est à usage unique, remplacé par un renvoi, et les renvois sont limités', async () => {
    const u = await newUser('CUSTOMER', 'lien');
    const first = await waitForMessage(u.email, 0);
    const resend = await call('POST', `users/resend-invitation/${u.id}`, { token: admin.token });
    expect(resend.status, resend.text).toBe(200);
    const second = await waitForMessage(u.email, 1);
    const password = strongPassword();
    const old = linkParams(first);
    const oldUse = await call('POST', 'Authenticate/resetpassword', { body: { ...old, password, confirmPassword: password } });
    expect(oldUse.status).toBe(400);
    const fresh = linkParams(second);
    expect((await call('POST', 'Authenticate/resetpassword', { body: { ...fresh, password, confirmPassword: password } })).status).toBe(200);
    expect((await call('POST', 'Authenticate/resetpassword', { body: { ...fresh, password, confirmPassword: password } })).status).toBe(400);
    // Three sends an hour: two more pass, the next one is refused with Retry-After.
    for (let i = 0; i < 2; i++) expect((await call('POST', `users/resend-invitation/${u.id}`, { token: admin.token })).status).toBe(200);
    const limited = await call('POST', `users/resend-invitation/${u.id}`, { token: admin.token });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await messagesTo(u.email)).length).toBe(4);
  });
});

describe('lien de mot de passe et adresse du compte', () => {
  const setPassword = (link: { userId: string; token: string }, password = strongPassword()) =>
    call('POST', 'Authenticate/resetpassword', { body: { ...link, password, confirmPassword: password } });
  /** Saves the user with these changes, with the version just read. */
  async function edit(id: string, changes: Record<string, unknown>) {
    const read = await call('GET', `users/${id}`, { token: admin.token });
    expect(read.status, read.text).toBe(200);
    const { firstName, lastName, email, userRole, active } = read.json;
    const res = await call('PUT', `users/${id}`, {
      token: admin.token,
      headers: { 'If-Match': read.headers.get('etag')! },
      body: { id, firstName, lastName, email, userRole, active, ...changes },
    });
    expect(res.status, res.text).toBe(200);
  }
  /** A refused link gets the answer of any wrong link: nothing tells the holder why. */
  async function expectRefused(link: { userId: string; token: string }) {
    const res = await setPassword(link);
    expect(res.status, res.text).toBe(400);
    expect(res.json.error).toMatchObject({ code: 'invalid_token', message: fr['errors.password-reset'] });
    const wrong = await setPassword({ userId: link.userId, token: 'x'.repeat(43) });
    expect(wrong.json.error).toEqual(res.json.error);
  }

  it('l’invitation envoyée à une adresse corrigée ensuite ne sert plus ; celle renvoyée à la nouvelle adresse, si', async () => {
    const u = await newUser('ADMIN', 'faute-de-frappe');
    const mistyped = linkParams(await waitForMessage(u.email, 0));
    const corrected = freshEmail('corrigee');
    await edit(u.id, { email: corrected });
    await expectRefused(mistyped);
    // The administrator resends: the link goes to the corrected address, and works there.
    expect((await call('POST', `users/resend-invitation/${u.id}`, { token: admin.token })).status).toBe(200);
    const password = strongPassword();
    expect((await setPassword(linkParams(await waitForMessage(corrected, 0)), password)).status).toBe(200);
    const signIn = await call('POST', 'Authenticate/login', { body: { Email: corrected, Password: password } });
    expect(signIn.status, signIn.text).toBe(200);
    expect((await messagesTo(u.email)).length).toBe(1);
  });

  it('le lien de réinitialisation d’un compte désactivé ne sert plus, même une fois le compte réactivé', async () => {
    const u = await newUser('CUSTOMER', 'desactive');
    expect((await setPassword(linkParams(await waitForMessage(u.email, 0)))).status).toBe(200);
    expect((await call('POST', 'Authenticate/askresetpassword', { body: { email: u.email }, headers: { 'X-Forwarded-For': freshAddress() } })).status).toBe(
      200,
    );
    const reset = linkParams(await waitForMessage(u.email, 1, 10_000, '/resetpassword'));
    await edit(u.id, { active: false });
    await expectRefused(reset);
    await edit(u.id, { active: true });
    await expectRefused(reset);
  });
});

describe('listes de référence des écrans', () => {
  it('donne les rôles, les statuts et le personnel de l’entreprise', async () => {
    const roles = await call('GET', 'userRoles', { token: admin.token });
    expect(roles.json).toEqual([
      { id: 1, name: 'ADMIN' },
      { id: 2, name: 'COMMERCIAL' },
      { id: 3, name: 'CUSTOMER' },
      { id: 4, name: 'GROUP_BUYER' },
    ]);
    const statuses = await call('GET', 'status', { token: admin.token });
    expect(statuses.json.map((s: { number: number }) => s.number)).toEqual([1, 2, 3, 4]);
    const staff = await call('GET', 'users/StrykerEmployees', { token: admin.token });
    expect(staff.status).toBe(200);
    expect(staff.json.every((u: { userRole: string }) => u.userRole === 'ADMIN' || u.userRole === 'COMMERCIAL')).toBe(true);
    expect(staff.json.map((u: { email: string }) => u.email)).toContain(DEMO.commercial);
  });
});

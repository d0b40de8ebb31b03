/**
 * Terms versions: list, create, edit, never delete; exactly one active, and activating a new one makes every
 * user accept it at their next sign-in; acceptances per version; audit and access.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectErrorShape } from './support/api.js';
import { actors, auditTrail, expectFieldError, expectStale, unique, type Actors } from './support/back-office.js';

let w: Actors;
let original: { id: string; versionNumber: string; fullText: string; changeDescription: string };
beforeAll(async () => {
  w = await actors();
  original = (await call('GET', 'TermsAndConditions/current', { token: w.admin.token })).json;
});
// Other tests of this stack expect the seeded version in force again.
afterAll(async () => {
  if (original)
    await call('PUT', `TermsAndConditions/${original.id}`, {
      token: w.admin.token,
      headers: { 'If-Match': '*' },
      body: { versionNumber: original.versionNumber, fullText: original.fullText, changeDescription: original.changeDescription, isActive: true },
    });
});

const version = (over: Record<string, unknown> = {}) => ({
  versionNumber: `9.${unique()}`,
  fullText: 'Texte complet des conditions générales de test.',
  changeDescription: 'Essai',
  isActive: false,
  ...over,
});
const accepted = async () => (await call('GET', `TermsAndConditions/accepted/${w.buyer.user.id}`, { token: w.buyer.token })).json;

describe('les versions des conditions générales', () => {
  it('se créent inactives, s’activent en remplaçant la version en vigueur, que chacun doit alors accepter', async () => {
    await call('POST', 'TermsAndConditions/accept', {
      token: w.buyer.token,
      body: { userId: w.buyer.user.id, termVersionId: original.id, acceptanceDate: new Date().toISOString() },
    });
    expect(await accepted()).toBe(true);
    const made = await call('POST', 'TermsAndConditions', { token: w.admin.token, body: version() });
    expect(made.status, made.text).toBe(201);
    expect((await call('GET', 'TermsAndConditions/current', { token: w.buyer.token })).json.id).toBe(original.id);

    const read = await call('GET', `TermsAndConditions/${made.json.id}`, { token: w.admin.token });
    const activated = await call('PUT', `TermsAndConditions/${made.json.id}`, {
      token: w.admin.token,
      headers: { 'If-Match': read.headers.get('etag')! },
      body: version({ versionNumber: made.json.versionNumber, isActive: true }),
    });
    expect(activated.status, activated.text).toBe(200);
    const all = await call('GET', 'TermsAndConditions', { token: w.admin.token, query: { pageSize: 100 } });
    expect(all.json.filter((v: { isActive: boolean }) => v.isActive).map((v: { id: string }) => v.id)).toEqual([made.json.id]);
    expect((await call('GET', 'TermsAndConditions/current', { token: w.buyer.token })).json.id).toBe(made.json.id);
    expect(await accepted()).toBe(false);

    const accept = await call('POST', 'TermsAndConditions/accept', {
      token: w.buyer.token,
      body: { userId: w.buyer.user.id, termVersionId: made.json.id, acceptanceDate: new Date().toISOString() },
    });
    expect(accept.status).toBeLessThan(300);
    const acceptances = await call('GET', `TermsAndConditions/${made.json.id}/acceptances`, { token: w.admin.token });
    expect(acceptances.json).toEqual([expect.objectContaining({ userId: w.buyer.user.id, email: w.buyer.user.email, firstName: w.buyer.user.firstName })]);

    expectStale(
      await call('PUT', `TermsAndConditions/${made.json.id}`, {
        token: w.admin.token,
        headers: { 'If-Match': read.headers.get('etag')! },
        body: version({ isActive: true }),
      }),
    );
    expect((await auditTrail(w.admin, 'TermsAndConditions', made.json.id)).map((e) => e.action)).toEqual(['update', 'create']);
    expect((await auditTrail(w.admin, 'TermsAndConditions', original.id))[0].changes).toEqual([
      expect.objectContaining({ field: 'isActive', before: true, after: false }),
    ]);
  });

  it('gardent toujours une version en vigueur, refusent une saisie incomplète et ne se suppriment pas', async () => {
    const current = (await call('GET', 'TermsAndConditions/current', { token: w.admin.token })).json;
    expectFieldError(
      await call('PUT', `TermsAndConditions/${current.id}`, {
        token: w.admin.token,
        headers: { 'If-Match': '*' },
        body: version({ versionNumber: current.versionNumber, isActive: false }),
      }),
      'isActive',
    );
    expectFieldError(await call('POST', 'TermsAndConditions', { token: w.admin.token, body: version({ versionNumber: '' }) }), 'versionNumber');
    expectFieldError(await call('POST', 'TermsAndConditions', { token: w.admin.token, body: version({ fullText: ' ' }) }), 'fullText');
    expect([404, 405]).toContain((await call('DELETE', `TermsAndConditions/${current.id}`, { token: w.admin.token, headers: { 'If-Match': '*' } })).status);
  });

  it('ne se gèrent que par l’administrateur', async () => {
    for (const [res, status] of [
      [await call('GET', 'TermsAndConditions', { token: w.commercial.token }), 403],
      [await call('POST', 'TermsAndConditions', { token: w.commercial.token, body: version() }), 403],
      [await call('GET', 'TermsAndConditions', { token: w.buyer.token }), 403],
      [await call('GET', `TermsAndConditions/${original.id}/acceptances`, { token: w.buyer.token }), 403],
      [await call('GET', 'TermsAndConditions'), 401],
    ] as const) {
      expect(res.status).toBe(status);
      expectErrorShape(res);
    }
  });
});

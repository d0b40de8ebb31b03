/**
 * GET /api/audit?entity=&entityId=: the history of a record of the back office, newest first, paged, with
 * who, when, what and the fields before and after; administrators only.
 */
import { paginationSchema } from '@portail/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, session, type Session } from './support/api.js';
import { DEMO } from './support/env.js';

let admin: Session;
let commercial: Session;
beforeAll(async () => {
  [admin, commercial] = await Promise.all([session(DEMO.admin), session(DEMO.commercial)]);
});

const unique = () => Math.random().toString(36).slice(2, 8);

describe('l’historique d’un enregistrement', () => {
  it('liste création, modifications et suppression, la plus récente d’abord, paginé', async () => {
    const name = `Audit ${unique()}`;
    const made = await call('POST', 'sapgCustoms', { token: admin.token, body: { name } });
    expect(made.status).toBe(201);
    const id = made.json.id as string;
    for (let i = 1; i <= 3; i++)
      expect((await call('PUT', `sapgCustoms/${id}`, { token: admin.token, headers: { 'If-Match': '*' }, body: { name: `${name} v${i}` } })).status).toBe(200);
    expect((await call('DELETE', `sapgCustoms/${id}`, { token: admin.token, headers: { 'If-Match': '*' } })).status).toBe(204);

    const page1 = await call('GET', 'audit', { token: admin.token, query: { entity: 'sapgCustoms', entityId: id, pageSize: 3 } });
    expect(page1.status).toBe(200);
    expect(paginationSchema.parse(JSON.parse(page1.headers.get('x-pagination')!))).toMatchObject({ TotalCount: 5, TotalPages: 2, HasNext: true });
    expect(page1.json.map((e: { action: string }) => e.action)).toEqual(['delete', 'update', 'update']);
    expect(page1.json[0]).toMatchObject({
      entity: 'sapgCustoms',
      entityId: id,
      by: admin.user.id,
      byEmail: DEMO.admin,
      byName: `${admin.user.firstName} ${admin.user.lastName}`,
    });
    // A creation names its fields, not the storage's bookkeeping (the list, the author's id).
    const all = await call('GET', 'audit', { token: admin.token, query: { entity: 'sapgCustoms', entityId: id, pageSize: 5 } });
    const created = all.json.find((e: { action: string }) => e.action === 'create') as { changes: { field: string }[] };
    expect(created.changes.map((c) => c.field)).toEqual(['name']);
    // A deletion shows every field as it was.
    expect(page1.json[0].changes).toEqual(expect.arrayContaining([{ field: 'name', before: `${name} v3` }]));
    expect(page1.json[0].changes.every((c: object) => !('after' in c))).toBe(true);
    expect(page1.json[1].changes).toEqual([{ field: 'name', before: `${name} v2`, after: `${name} v3` }]);
    const page2 = await call('GET', 'audit', { token: admin.token, query: { entity: 'sapgCustoms', entityId: id, pageSize: 3, pageNumber: 2 } });
    expect(page2.json.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);
    const dates = [...page1.json, ...page2.json].map((e: { at: string }) => e.at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('ne donne rien d’une autre ressource, refuse une entrée invalide en français, et reste réservé aux administrateurs', async () => {
    const made = await call('POST', 'sapgCustoms', { token: admin.token, body: { name: `Audit ${unique()}` } });
    const other = await call('GET', 'audit', { token: admin.token, query: { entity: 'franchises', entityId: made.json.id } });
    expect(other.json).toEqual([]);
    const bad = await call('GET', 'audit', { token: admin.token, query: { entityId: 'pas valide!' } });
    expect(bad.status).toBe(400);
    expect(bad.json.error.field).toBe('entityId');
    expect((await call('GET', 'audit', { token: admin.token, query: { entity: 'x' } })).status).toBe(400);
    expect((await call('GET', 'audit', { token: commercial.token, query: { entityId: made.json.id } })).status).toBe(403);
  });
});

/**
 * Customers in the back office: create (status −1, searchable), read with details, edit with its version
 * (412 on a stale one), validation (French 400 naming the field), unique number, delete refused while sales
 * lines or orders use the customer (409 with counts), linked users, calculated stats, points adjustments with
 * their reason in the audit trail, the commercial's view limited to their customers, and the export.
 */
import * as XLSX from '@e965/xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, expectErrorShape, session, type Session } from './support/api.js';
import { API_URL, DEMO } from './support/env.js';

let admin: Session;
let commercial: Session;
let buyer: Session;
const unique = () => Math.random().toString(36).slice(2, 8);
const number = () => `9${Date.now().toString().slice(-7)}${Math.floor(Math.random() * 10)}`;

beforeAll(async () => {
  [admin, commercial, buyer] = await Promise.all([session(DEMO.admin), session(DEMO.commercial), session(DEMO.customer)]);
});

const create = (body: Record<string, unknown>) => call('POST', 'customers', { token: admin.token, body });
const auditOf = (id: string) => call('GET', 'audit', { token: admin.token, query: { entity: 'customers', entityId: id } });

async function newCustomer(extra: Record<string, unknown> = {}) {
  const name = `Clinique Essai ${unique()}`;
  const res = await create({ number: number(), name, city: 'Rouen', address: '3 rue des Essais', zipCode: '76000', ...extra });
  expect(res.status, res.text).toBe(201);
  return res.json as { id: string; number: string; name: string; status: number };
}

describe('création et lecture', () => {
  it('crée un client au statut −1, qu’on retrouve par la recherche, avec son ETag', async () => {
    const made = await newCustomer();
    expect(made.status).toBe(-1);
    const found = await call('GET', 'customers', { token: admin.token, query: { search: made.name.slice(-6) } });
    expect(found.json.map((c: { id: string }) => c.id)).toContain(made.id);
    const details = await call('GET', `customers/${made.id}/WithDetails`, { token: admin.token });
    expect(details.status).toBe(200);
    expect(details.headers.get('etag')).toBeTruthy();
    expect(details.json).toMatchObject({ id: made.id, number: made.number, fK_Status: -1, zipCode: '76000', customerRelationDto: [] });
  });

  it('refuse en français les champs obligatoires manquants, en nommant le champ, sans rien créer', async () => {
    for (const [body, field] of [
      [{ name: 'Sans numéro' }, 'number'],
      [{ number: number() }, 'name'],
      [{ number: number(), name: 'X', email: 'pas-une-adresse' }, 'email'],
      [{ number: number(), name: 'X', manualStatutCurrentYear: { number: 7 } }, 'manualStatutCurrentYear.number'],
    ] as const) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expectErrorShape(res);
      expect(res.json.error.field).toBe(field);
    }
  });

  it('refuse un numéro déjà pris (409) et un groupement d’achat inconnu (400)', async () => {
    const made = await newCustomer();
    const twice = await create({ number: made.number, name: 'Doublon' });
    expect(twice.status).toBe(409);
    expect(twice.json.error.message).toContain(made.number);
    const group = await create({ number: number(), name: 'X', buyingGroup: 'inconnu' });
    expect(group.status).toBe(400);
    expect(group.json.error.field).toBe('buyingGroup');
  });
});

describe('modification', () => {
  it('enregistre avec la version lue, répond 412 sur une version périmée sans rien écrire, et l’audite', async () => {
    const made = await newCustomer();
    const read = await call('GET', `customers/${made.id}/WithDetails`, { token: admin.token });
    const etag = read.headers.get('etag')!;
    const body = { number: made.number, name: `${made.name} (modifié)`, city: 'Caen' };
    const first = await call('PUT', `customers/${made.id}`, { token: admin.token, body, headers: { 'If-Match': etag } });
    expect(first.status, first.text).toBe(200);
    expect(first.json).toMatchObject({ name: body.name, city: 'Caen', status: -1 });
    const stale = await call('PUT', `customers/${made.id}`, { token: admin.token, body: { ...body, city: 'Brest' }, headers: { 'If-Match': etag } });
    expect(stale.status).toBe(412);
    expect(stale.json.error.message).toMatch(/modifié entre-temps/);
    const now = await call('GET', `customers/${made.id}`, { token: admin.token });
    expect(now.json.city).toBe('Caen');
    const trail = await auditOf(made.id);
    expect(trail.status).toBe(200);
    const update = trail.json.find((e: { action: string }) => e.action === 'update');
    expect(update.byEmail).toBe(DEMO.admin);
    expect(update.changes).toEqual(expect.arrayContaining([{ field: 'city', before: 'Rouen', after: 'Caen' }]));
    expect(trail.json.map((e: { action: string }) => e.action)).toContain('create');
  });
});

describe('suppression', () => {
  it('supprime un client que rien n’utilise, et retire ses liens aux utilisateurs', async () => {
    const made = await newCustomer();
    const user = await call('POST', 'users', {
      token: admin.token,
      body: { firstName: 'Lié', lastName: 'Essai', email: `lie-${unique()}@essai.test`, userRole: 'CUSTOMER' },
    });
    expect(
      (await call('POST', `customers/${made.id}/users`, { token: admin.token, headers: { 'If-Match': '*' }, body: { users: [user.json.id] } })).status,
    ).toBe(200);
    const res = await call('DELETE', `customers/${made.id}`, { token: admin.token, headers: { 'If-Match': '*' } });
    expect(res.status).toBe(204);
    expect((await call('GET', `customers/${made.id}`, { token: admin.token })).status).toBe(404);
    const trail = await auditOf(made.id);
    expect(trail.json[0].action).toBe('delete');
  });

  it('refuse (409) de supprimer un client qui a des lignes de ventes ou des commandes, en disant combien', async () => {
    const list = await call('GET', 'customers', { token: admin.token, query: { orderBy: 'name asc' } });
    // The demo customers all have sales lines.
    const used = list.json[0];
    const res = await call('DELETE', `customers/${used.id}`, { token: admin.token, headers: { 'If-Match': '*' } });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toMatch(/encore utilisé par \d[\d\s]* lignes? de ventes/);
    expect((await call('GET', `customers/${used.id}`, { token: admin.token })).status).toBe(200);
  });
});

describe('utilisateurs liés', () => {
  it('lie exactement les utilisateurs choisis, et en exige au moins un', async () => {
    const made = await newCustomer();
    const mk = async () =>
      (
        await call('POST', 'users', {
          token: admin.token,
          body: { firstName: 'A', lastName: 'Lien', email: `lien-${unique()}@essai.test`, userRole: 'CUSTOMER' },
        })
      ).json.id as string;
    const [u1, u2] = [await mk(), await mk()];
    const first = await call('POST', `customers/${made.id}/users`, {
      token: admin.token,
      headers: { 'If-Match': '*' },
      body: { customerId: made.id, users: [u1, u2] },
    });
    expect(first.status, first.text).toBe(200);
    expect(first.json.map((u: { id: string }) => u.id).sort()).toEqual([u1, u2].sort());
    const second = await call('POST', `customers/${made.id}/users`, { token: admin.token, headers: { 'If-Match': '*' }, body: { users: [{ id: u2 }] } });
    expect(second.json.map((u: { id: string }) => u.id)).toEqual([u2]);
    expect((await call('GET', `customers/${made.id}/users`, { token: admin.token })).json.map((u: { id: string }) => u.id)).toEqual([u2]);
    const none = await call('POST', `customers/${made.id}/users`, { token: admin.token, headers: { 'If-Match': '*' }, body: { users: [] } });
    expect(none.status).toBe(400);
    expect(none.json.error).toMatchObject({ field: 'users', message: expect.stringContaining('Veuillez sélectionner au moins un utilisateur') });
    const trail = await auditOf(made.id);
    expect(trail.json.some((e: { changes: { field: string }[] }) => e.changes.some((c) => c.field === 'users'))).toBe(true);
  });
});

describe('points et statistiques', () => {
  it('calcule les statistiques d’un client sans rien enregistrer, et recalcule sur demande', async () => {
    const infos = await call('GET', 'users/user-infos-with-customers', { token: buyer.token });
    const id = infos.json.customers[0].id;
    const recalculated = await call('POST', `statsContract/recalculate/${id}`, { token: admin.token });
    expect(recalculated.status).toBe(200);
    const calculated = await call('GET', `statsContract/calculated/customer/${id}`, { token: admin.token });
    expect(calculated.status).toBe(200);
    const stored = await call('GET', `statsContract/customer/${id}`, { token: admin.token });
    for (const key of ['totalCurrentYear', 'totalPastYear', 'capitalPoints', 'implantPoints', 'statusCurrentYear'] as const) {
      expect(calculated.json.statsContract[key], key).toBeCloseTo(stored.json.statsContract[key], 2);
    }
  });

  it('ajoute puis retire des points avec un motif, visibles côté client et dans l’historique', async () => {
    const made = await newCustomer();
    const add = await call('POST', 'statsContract/updatePoints', {
      token: admin.token,
      body: { customerId: made.id, manualPointsToAdd: 120, reason: 'Geste commercial' },
    });
    expect(add.status, add.text).toBe(200);
    expect(add.json.balance).toBe(120);
    const remove = await call('POST', 'statsContract/updatePoints', {
      token: admin.token,
      body: { customerId: made.id, manualPointsToAdd: -20, reason: 'Correction' },
    });
    expect(remove.json.balance).toBe(100);
    const stats = await call('GET', `statsContract/customer/${made.id}`, { token: admin.token });
    expect(stats.json.statsContract).toMatchObject({ manualPoints: 100, remainingPoints: 100 });
    for (const bad of [0, 1.5, 'dix']) {
      const res = await call('POST', 'statsContract/updatePoints', { token: admin.token, body: { customerId: made.id, manualPointsToAdd: bad, reason: 'x' } });
      expect(res.status).toBe(400);
      expect(res.json.error.field).toBe('manualPointsToAdd');
    }
    for (const reason of ['  ', undefined]) {
      const blank = await call('POST', 'statsContract/updatePoints', { token: admin.token, body: { customerId: made.id, manualPointsToAdd: 5, reason } });
      expect(blank.status).toBe(400);
      expect(blank.json.error.field).toBe('reason');
      expect(blank.json.error.message).toMatch(/Le motif est obligatoire/);
    }
    const trail = await auditOf(made.id);
    expect(trail.json.map((e: { reason: string | null }) => e.reason)).toEqual(expect.arrayContaining(['Geste commercial', 'Correction']));
  });
});

describe('statistiques de tous les clients', () => {
  it('liste les statistiques de l’année, triées par points, et seulement les siennes pour un commercial', async () => {
    const res = await call('GET', 'statsContract', { token: admin.token });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.headers.get('x-pagination')!).TotalCount).toBeGreaterThan(0);
    const points = res.json.map((r: { totalPoints: number }) => r.totalPoints);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(res.json[0]).toMatchObject({ year: new Date().getUTCFullYear(), customerName: expect.any(String) });
    const mine = await call('GET', 'users/user-infos-with-customers', { token: commercial.token });
    const own = new Set(mine.json.customers.map((c: { id: string }) => c.id));
    const theirs = await call('GET', 'statsContract', { token: commercial.token, query: { pageSize: 100 } });
    for (const row of theirs.json) expect(own.has(row.customerId)).toBe(true);
    expect((await call('GET', 'statsContract', { token: buyer.token })).status).toBe(403);
  });
});

describe('remise du panier', () => {
  it('est fixée par un administrateur seulement, et inscrite à l’historique du client', async () => {
    const made = await newCustomer();
    expect((await call('PUT', `carts/${made.id}/discountRate`, { token: commercial.token, headers: { 'If-Match': '*' }, body: 10 })).status).toBe(403);
    const res = await call('PUT', `carts/${made.id}/discountRate`, { token: admin.token, headers: { 'If-Match': '*' }, body: 12.5 });
    expect(res.status, res.text).toBe(200);
    expect(res.json.discountRate).toBe(12.5);
    const trail = await auditOf(made.id);
    expect(trail.json[0].changes).toEqual([{ field: 'discountRate', before: 0, after: 12.5 }]);
  });
});

describe('le commercial', () => {
  it('ne voit dans la liste que les clients qui lui sont liés, et rien d’autre', async () => {
    const mine = await call('GET', 'users/user-infos-with-customers', { token: commercial.token });
    const own = new Set(mine.json.customers.map((c: { id: string }) => c.id));
    const res = await call('GET', 'customers', { token: commercial.token, query: { pageSize: 100 } });
    expect(res.status).toBe(200);
    expect(res.json.length).toBeGreaterThan(0);
    for (const c of res.json) expect(own.has(c.id)).toBe(true);
    const all = await call('GET', 'customers', { token: admin.token, query: { pageSize: 100 } });
    const other = all.json.find((c: { id: string }) => !own.has(c.id));
    expect((await call('GET', `customers/${other.id}`, { token: commercial.token })).status).toBe(404);
    expect((await call('GET', `customers/${other.id}/WithDetails`, { token: commercial.token })).status).toBe(403);
    expect((await call('POST', 'customers', { token: commercial.token, body: { number: number(), name: 'Interdit' } })).status).toBe(403);
  });
});

describe('export', () => {
  it('exporte toute la liste avec la recherche et le tri de l’écran', async () => {
    const tag = `zexp${unique()}`;
    for (const n of ['B', 'A', 'C']) await newCustomer({ name: `${tag} ${n}` });
    const res = await fetch(`${API_URL}/api/customers/export?search=${tag}&orderBy=name%20desc`, { headers: { Authorization: `Bearer ${admin.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const book = XLSX.read(new Uint8Array(await res.arrayBuffer()), { type: 'array' });
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
    expect(rows[2]).toEqual(['Numéro', 'Nom', 'Ville', 'Adresse', 'Code postal', 'Statut', 'Actif', 'Groupement d’achat']);
    expect(rows.slice(3).map((r) => r[1])).toEqual([`${tag} C`, `${tag} B`, `${tag} A`]);
  });
});

/**
 * The list protocol and the declared resources, through the twelve name lists: search, sort, paging and the
 * X-Pagination header; create, read, update, delete; duplicates, deletes of used names, concurrent edits,
 * and the audit trail.
 */
import { paginationSchema, REFERENCE_LISTS } from '@portail/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, expectErrorShape, session, type Session } from './support/api.js';
import { direct } from './support/direct.js';
import { DEMO } from './support/env.js';

let admin: Session;
let commercial: Session;
const unique = () => Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  [admin, commercial] = await Promise.all([session(DEMO.admin), session(DEMO.commercial)]);
});

const list = (path: string, query: Record<string, string | number> = {}, token = admin.token) => call('GET', path, { token, query });
const pagination = (res: { headers: Headers }) => paginationSchema.parse(JSON.parse(res.headers.get('x-pagination') ?? 'null'));
const create = (path: string, name: string) => call('POST', path, { token: admin.token, body: { name } });

describe('le protocole de liste', () => {
  // A list of its own, so that counts and orders are known whatever other tests do.
  const path = 'gimProductLines';
  const tag = `zq${unique()}`;
  const names = [
    'Écarteur',
    'ecrou',
    'Agrafe',
    'Broche',
    'Clou',
    'Drain',
    'Fil',
    'Gaine',
    'Hélice',
    'Implant',
    'Jonc',
    'Kit',
    'Lame',
    'Mèche',
    'Nacelle',
    'Obturateur',
    'Plaque',
  ].map((n) => `${tag} ${n}`);

  beforeAll(async () => {
    for (const name of names) expect((await create(path, name)).status).toBe(201);
  });

  it('donne la première page de 15, triée par nom, avec l’en-tête X-Pagination', async () => {
    const res = await list(path, { search: tag });
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(15);
    expect(pagination(res)).toEqual({ CurrentPage: 1, PageSize: 15, TotalCount: 17, TotalPages: 2, HasNext: true, HasPrevious: false });
    const shown = res.json.map((i: { name: string }) => i.name);
    // Sorted without regard to case or accents: « Écarteur » between « Drain » and « ecrou ».
    expect(shown.slice(0, 7)).toEqual(['Agrafe', 'Broche', 'Clou', 'Drain', 'Écarteur', 'ecrou', 'Fil'].map((n) => `${tag} ${n}`));
    expect(Object.keys(res.json[0]).sort()).toEqual(['id', 'name', 'updatedAt']);
  });

  it('donne la dernière page et dit qu’il n’y en a pas d’autre', async () => {
    const res = await list(path, { search: tag, pageNumber: 2 });
    expect(res.json.map((i: { name: string }) => i.name)).toEqual([`${tag} Obturateur`, `${tag} Plaque`]);
    expect(pagination(res)).toMatchObject({ CurrentPage: 2, HasNext: false, HasPrevious: true });
    const beyond = await list(path, { search: tag, pageNumber: 3 });
    expect(beyond.json).toEqual([]);
  });

  it('trie dans les deux sens sur un champ permis', async () => {
    const res = await list(path, { search: tag, orderBy: 'name desc', pageSize: 3 });
    expect(res.json.map((i: { name: string }) => i.name)).toEqual(['Plaque', 'Obturateur', 'Nacelle'].map((n) => `${tag} ${n}`));
    expect(pagination(res)).toMatchObject({ PageSize: 3, TotalPages: 6 });
  });

  it('cherche sans tenir compte de la casse ni des accents', async () => {
    for (const search of [`${tag} ECARTEUR`, `${tag} écarteur`, `${tag.toUpperCase()} Écart`]) {
      const res = await list(path, { search });
      expect(
        res.json.map((i: { name: string }) => i.name),
        search,
      ).toEqual([`${tag} Écarteur`]);
      expect(pagination(res).TotalCount).toBe(1);
    }
    const none = await list(path, { search: `${tag} introuvable` });
    expect(none.json).toEqual([]);
    expect(pagination(none)).toMatchObject({ TotalCount: 0, TotalPages: 1, HasNext: false });
  });

  it('refuse un tri sur un champ non permis avec un 400 en français qui nomme le paramètre', async () => {
    for (const orderBy of ['nameKey asc', 'name sideways', 'updatedBy desc']) {
      const res = await list(path, { orderBy });
      expect(res.status, orderBy).toBe(400);
      expectErrorShape(res, orderBy);
      expect(res.json.error.field).toBe('orderBy');
      expect(res.json.error.message).toMatch(/Tri impossible.*name, updatedAt/);
    }
  });

  it('refuse une page ou une taille invalide', async () => {
    const invalid: Record<string, string | number>[] = [{ pageNumber: 0 }, { pageSize: 500 }, { pageNumber: 'deux' }];
    for (const q of invalid) {
      const res = await list(path, q);
      expect(res.status, JSON.stringify(q)).toBe(400);
      expectErrorShape(res, JSON.stringify(q));
    }
  });
});

describe('les listes de noms déclarées', () => {
  it('existent toutes les douze, lisibles par le commercial, données de démonstration comprises', async () => {
    for (const { name } of REFERENCE_LISTS) {
      const res = await list(name, {}, commercial.token);
      expect(res.status, name).toBe(200);
      expect(res.json.length, name).toBeGreaterThan(0);
    }
  });

  it('créent, lisent, modifient et suppriment un élément, et gardent la trace de chaque écriture', async () => {
    const name = `Groupe ${unique()}`;
    const made = await create('franchiseGroups', name);
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({ name });
    const id: string = made.json.id;

    expect((await call('GET', `franchiseGroups/${id}`, { token: admin.token })).json).toMatchObject({ id, name });
    const renamed = await call('PUT', `franchiseGroups/${id}`, { token: admin.token, headers: { 'If-Match': '*' }, body: { id, name: `${name} bis` } });
    expect(renamed.status).toBe(200);
    expect(renamed.json).toMatchObject({ id, name: `${name} bis` });

    const removed = await call('DELETE', `franchiseGroups/${id}`, { token: admin.token, headers: { 'If-Match': '*' } });
    expect(removed.status).toBe(204);
    const gone = await call('GET', `franchiseGroups/${id}`, { token: admin.token });
    expect(gone.status).toBe(404);
    expectErrorShape(gone, 'après suppression');

    await direct();
    const { auditOf } = await import('../../functions/src/data/audit-repository.js');
    const trail = await auditOf(id);
    expect(trail.map((e) => e.action).sort()).toEqual(['create', 'delete', 'update']);
    for (const e of trail) expect(e).toMatchObject({ resource: 'franchiseGroups', by: admin.user.id });
    expect(trail.find((e) => e.action === 'update')).toMatchObject({ before: { name }, after: { name: `${name} bis` } });
  });

  it('refusent un nom déjà présent dans la même liste, même écrit autrement, mais l’acceptent dans une autre liste', async () => {
    const name = `Marque ${unique()}`;
    expect((await create('gimBrands', name)).status).toBe(201);
    const again = await create('gimBrands', `  ${name.toUpperCase()} `.replace('A', 'Â'));
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe('Ce nom existe déjà dans la liste « Marques GIM ».');
    expect((await create('gimSubBrands', name)).status).toBe(201);
  });

  it('refusent un nom vide ou trop long, et un identifiant de corps différent du chemin', async () => {
    const empty = await create('sapgs', '   ');
    expect(empty.status).toBe(400);
    expect(empty.json.error).toMatchObject({ field: 'name', message: 'Champ « name » : Ce champ est obligatoire' });
    expect((await create('sapgs', 'x'.repeat(101))).status).toBe(400);
    const made = await create('sapgs', `SAPG-${unique()}`);
    const other = await call('PUT', `sapgs/${made.json.id}`, { token: admin.token, headers: { 'If-Match': '*' }, body: { id: 'autre-id', name: 'Autre' } });
    expect(other.status).toBe(400);
    expect(other.json.error.field).toBe('id');
    expect((await call('GET', `sapgs/${made.json.id}`, { token: admin.token })).json.name).toBe(made.json.name);
  });

  it('refusent de supprimer un nom encore utilisé, en disant par quoi, et ne suppriment rien', async () => {
    // A franchise of the demo catalogue: products carry it.
    const used = (await list('franchises', { pageSize: 100 })).json.find((f: { name: string }) => f.name === 'Services') ?? (await list('franchises')).json[0];
    const res = await call('DELETE', `franchises/${used.id}`, { token: admin.token, headers: { 'If-Match': '*' } });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toMatch(new RegExp(`^Suppression impossible : « ${used.name} » est encore utilisé par \\d+ produits?`));
    expect((await call('GET', `franchises/${used.id}`, { token: admin.token })).status).toBe(200);
  });

  it('répondent 404 pour un élément d’une autre liste ou inconnu', async () => {
    const made = await create('gimCustoms', `Regroupement ${unique()}`);
    expect((await call('GET', `sapgCustoms/${made.json.id}`, { token: admin.token })).status).toBe(404);
    expect((await call('PUT', `gimCustoms/inconnu-${unique()}`, { token: admin.token, headers: { 'If-Match': '*' }, body: { name: 'x' } })).status).toBe(404);
    expect((await call('DELETE', `gimCustoms/inconnu-${unique()}`, { token: admin.token, headers: { 'If-Match': '*' } })).status).toBe(404);
  });

  it('ne perdent aucune modification simultanée en silence : chacune réussit sur la version lue ou reçoit un 412 clair', async () => {
    const made = await create('targetProductGroups', `Cible ${unique()}`);
    const id = made.json.id;
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call('PUT', `targetProductGroups/${id}`, { token: admin.token, headers: { 'If-Match': '*' }, body: { name: `${made.json.name} v${i}` } }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 200 || s === 412)).toBe(true);
    for (const r of results.filter((x) => x.status === 412)) expect(r.json.error.message).toMatch(/modifié entre-temps/);
    const final = (await call('GET', `targetProductGroups/${id}`, { token: admin.token })).json.name;
    expect(results.filter((r) => r.status === 200).map((r) => r.json.name)).toContain(final);
  });
});

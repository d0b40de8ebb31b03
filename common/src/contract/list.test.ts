import { describe, expect, it } from 'vitest';
import { auditQuerySchema } from './audit.js';
import { listQuerySchema } from './common.js';
import { describeOrder, describeOrderBy, formatOrderBy, listQuerySchemaFor, MAX_PAGE_NUMBER, normaliseSearch } from './list.js';

const schema = listQuerySchemaFor({ sortable: ['name', 'updatedAt'] as const, defaultOrder: { field: 'name', direction: 'asc' }, pageSize: 15 });

describe('le protocole de liste', () => {
  it('donne la page 1, la taille de page de la liste et le tri par défaut quand rien n’est demandé', () => {
    expect(schema.parse({})).toEqual({ pageNumber: 1, pageSize: 15, order: { field: 'name', direction: 'asc' } });
  });

  it('lit les nombres envoyés en texte et le tri « champ direction », sans tenir compte de la casse', () => {
    expect(schema.parse({ pageNumber: '3', pageSize: '10', orderBy: 'UpdatedAt DESC' })).toEqual({
      pageNumber: 3,
      pageSize: 10,
      order: { field: 'updatedAt', direction: 'desc' },
    });
    expect(schema.parse({ orderBy: 'name' }).order).toEqual({ field: 'name', direction: 'asc' });
  });

  it('refuse un champ de tri qui n’est pas dans la liste blanche, avec un message qui dit lesquels sont permis', () => {
    for (const orderBy of ['password asc', 'name sideways', 'c.name asc', 'name; DROP', 'nom asc']) {
      const r = schema.safeParse({ orderBy });
      expect(r.success, orderBy).toBe(false);
      expect(r.error?.issues[0]?.path).toEqual(['orderBy']);
      expect(r.error?.issues[0]?.message).toContain('name, updatedAt');
    }
  });

  it('refuse une page ou une taille qui n’est pas un entier positif, et une taille au-delà de 100', () => {
    for (const q of [{ pageNumber: '0' }, { pageNumber: '-1' }, { pageNumber: '1.5' }, { pageNumber: 'x' }, { pageSize: '101' }]) {
      expect(schema.safeParse(q).success, JSON.stringify(q)).toBe(false);
    }
  });

  it('plafonne le numéro de page à 1000 dans toutes les requêtes paginées, avec un message français (API4)', () => {
    expect(MAX_PAGE_NUMBER).toBe(1000);
    const schemas = [
      ['liste', schema, {}],
      ['liste du cahier des charges', listQuerySchema, {}],
      ['historique', auditQuerySchema, { entityId: 'client-a' }],
    ] as const;
    for (const [name, paged, rest] of schemas) {
      expect(paged.safeParse({ ...rest, pageNumber: '1000' }).success, name).toBe(true);
      for (const pageNumber of ['1001', '100000']) {
        const r = paged.safeParse({ ...rest, pageNumber });
        expect(r.success, `${name} ${pageNumber}`).toBe(false);
        expect(r.error?.issues[0]?.path).toEqual(['pageNumber']);
        expect(r.error?.issues[0]?.message).toBe('La page demandée ne peut pas dépasser 1000 : affinez la recherche ou changez le tri.');
      }
    }
  });

  it('refuse un paramètre inconnu', () => {
    expect(schema.safeParse({ page: '2' }).success).toBe(false);
  });

  it('normalise la recherche (casse, accents, espaces autour) et ignore une recherche vide', () => {
    expect(schema.parse({ search: '  Hôpital ÉTÉ ' }).search).toBe('hopital ete');
    expect(schema.parse({ search: '   ' })).not.toHaveProperty('search');
    expect(normaliseSearch('Œdème Çà')).toBe('œdeme ca');
  });

  it('écrit un tri comme il se lit', () => {
    expect(formatOrderBy({ field: 'name', direction: 'desc' })).toBe('name desc');
  });

  it('dit un tri comme une personne le lit, pour les exports, leur e-mail et leur page', () => {
    expect(describeOrder({ field: 'name', direction: 'asc' })).toBe('Trié par nom, croissant');
    expect(describeOrderBy('startDate desc')).toBe('Trié par date de début, décroissant');
    expect(describeOrderBy('  salesRecognitionDate   desc ')).toBe('Trié par date de facturation, décroissant');
  });
});

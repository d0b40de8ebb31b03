import { describe, expect, it } from 'vitest';
import { customColumnsOf, pointCategoryOf } from './custom-columns.js';

describe('les colonnes personnalisées', () => {
  it('viennent de la catégorie du produit (ProCare à part) et de sa franchise', () => {
    expect(customColumnsOf({ category: 'implant', gimItemType: 'Vis', franchise: 'Trauma', franchiseGroup: 'Orthopaedics' })).toEqual({
      gimCustom: 'Implants',
      sapgCustom: 'Chirurgie',
    });
    expect(customColumnsOf({ category: 'consommable', gimItemType: 'Drap', franchise: 'Medical', franchiseGroup: 'MedSurg' })).toEqual({
      gimCustom: 'Consommables',
      sapgCustom: 'Hospitalisation',
    });
    expect(customColumnsOf({ category: 'services', gimItemType: 'Contrat de service', franchise: 'ProCare', franchiseGroup: 'Services' })).toEqual({
      gimCustom: 'Contrats ProCare',
      sapgCustom: 'Services',
    });
    expect(pointCategoryOf({ category: 'services', gimItemType: 'Formation' })).toBe('services');
    expect(pointCategoryOf({ category: 'capital', gimItemType: 'Moteur' })).toBe('capital');
  });
});

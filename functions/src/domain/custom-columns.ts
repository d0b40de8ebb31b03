import type { ProductDoc } from '../model/products.js';
import type { SalesPointCategory } from '../model/sales.js';

/**
 * The « custom columns » of products and sales lines: groupings derived from the other classification
 * fields, that the statistics split by (gimCustom) and the KPI page shows (sapgCustom). The rules are those
 * the demo data is built with (scripts/seed/taxonomy.ts), so a recalculation of seeded data changes nothing.
 */
const GIM_CUSTOM_BY_POINT_CATEGORY: Record<SalesPointCategory, string> = {
  capital: 'Équipements',
  procare: 'Contrats ProCare',
  consommable: 'Consommables',
  implant: 'Implants',
  services: 'Frais et services',
};

type Classified = Pick<ProductDoc, 'category' | 'gimItemType' | 'franchise' | 'franchiseGroup'>;

/** What a sale of this product earns points as: ProCare contracts have their own rate, other services none. */
export function pointCategoryOf(product: Pick<ProductDoc, 'category' | 'gimItemType'>): SalesPointCategory {
  if (product.category !== 'services') return product.category;
  return product.gimItemType === 'Contrat de service' ? 'procare' : 'services';
}

export function customColumnsOf(product: Classified): Pick<ProductDoc, 'gimCustom' | 'sapgCustom'> {
  const sapgCustom = product.franchiseGroup === 'Services' ? 'Services' : product.franchise === 'Medical' ? 'Hospitalisation' : 'Chirurgie';
  return { gimCustom: GIM_CUSTOM_BY_POINT_CATEGORY[pointCategoryOf(product)], sapgCustom };
}

import { round2 } from '@portail/common';
import { productSearchText } from '../../functions/src/domain/search-text.js';
import type { ProductDoc } from '../../functions/src/model/products.js';
import type { SalesPointCategory } from '../../functions/src/model/sales.js';
import { productImageName } from './product-images.js';
import { Rng } from './random.js';
import { GIM_CUSTOM_BY_POINT_CATEGORY, SUB_FRANCHISES, sapgCustomOf, sapgOf, type SubFranchiseDef } from './taxonomy.js';

/** What a sale of this product earns points as: ProCare contracts have their own rate, other services none. */
export function salesPointCategoryOf(product: Pick<ProductDoc, 'category' | 'gimItemType'>): SalesPointCategory {
  if (product.category !== 'services') return product.category;
  return product.gimItemType === 'Contrat de service' ? 'procare' : 'services';
}

/** GS1 check digit, so that GTINs look (and validate) like real ones. */
function gtin14(body13: string): string {
  let sum = 0;
  for (let i = 0; i < 13; i++) sum += Number(body13[12 - i]) * (i % 2 === 0 ? 3 : 1);
  return body13 + String((10 - (sum % 10)) % 10);
}

/** Ranges of a brand, as medical-device catalogues name them. */
const PRODUCT_RANGES = ['Classic', 'Pro', 'Evolution', 'Pro S', 'Elite', 'Flex', 'Max', 'Nova', 'Prime', 'Ultra', 'Compact', 'XL'];

const REFERENCE_PREFIX: Record<string, string> = { MedSurg: '0', Orthopaedics: '6', Neurotechnology: '8', Services: '9' };

export interface GeneratedCatalogue {
  products: ProductDoc[];
  /** Products that appear in imported sales (not the Programme services bought with points). */
  salesPool: ProductDoc[];
  /** Relative purchase frequency of each salesPool entry. */
  salesWeights: number[];
}

/**
 * The catalogue. The Programme services (RAAC, HDJ, audit, training) always come first, then products
 * spread over sub-franchises by weight. `customerIds` restricts a few products to some customers.
 */
export function generateProducts(rng: Rng, count: number, customerIds: readonly string[], now: string): GeneratedCatalogue {
  const services = SUB_FRANCHISES.find((d) => d.category === 'services')!;
  const buyable = SUB_FRANCHISES.filter((d) => d.weight > 0);
  const references = new Set<string>();
  const products: ProductDoc[] = [];
  const defOf: SubFranchiseDef[] = [];

  for (let i = 0; i < count; i++) {
    const r = rng.fork('product', i);
    const isService = i < services.families.length;
    const def = isService
      ? services
      : r.weighted(
          buyable,
          buyable.map((d) => d.weight),
        );
    const family = isService ? services.families[i] : r.pick(def.families);
    const variant = r.pick(family.variants);
    const brand = r.pick(def.brands);
    let reference: string;
    do {
      reference = `${REFERENCE_PREFIX[def.franchiseGroup]}${r.digits(3)}-${r.digits(3)}-${r.digits(3)}`;
    } while (references.has(reference));
    references.add(reference);
    const unitPrice = r.between(family.price[0], family.price[1]);
    const category = family.procare ? 'services' : def.category;
    const product: ProductDoc = {
      id: `prod-${String(i + 1).padStart(5, '0')}`,
      type: 'product',
      reference,
      gimID: 1_000_000 + i * 13 + r.int(0, 12),
      description: `${family.en}${variant ? ` ${variant.replace('taille', 'size').replace(',', '.')}` : ''}`,
      descriptionLocal: `${family.fr}${variant ? ` ${variant}` : ''}`,
      price: Math.round(unitPrice),
      tva: def.name === 'Rééducation' && !family.sterile ? 5.5 : 20,
      currency: 'EUR',
      lppr: def.category === 'implant' ? `3${r.digits(6)}` : '',
      gtinCode: gtin14(`0761332${String(i).padStart(6, '0')}`),
      primaryUOM: family.packs[0] > 1 ? 'BX' : 'EA',
      gimUOM: family.packs[0] > 1 ? 'BX' : 'EA',
      gimPackContent: r.pick(family.packs),
      gimSterilityFlag: family.sterile ? 1 : 0,
      franchise: def.franchise,
      franchiseGroup: def.franchiseGroup,
      // A few products are not allocated to a sub-franchise: the charts show them as 'NON ALLOCATED'.
      subFranchise: !isService && r.chance(0.03) ? '' : def.name,
      gimBrand: brand,
      gimItemType: family.itemType,
      gimProductLine: r.pick(def.productLines),
      gimSubBrand: `${brand} ${r.pick(['Classic', 'Pro', 'Evolution'])}`,
      sapg: sapgOf(def),
      targetProductGroup: def.targetProductGroup,
      gimCustom: '',
      sapgCustom: sapgCustomOf(def),
      currentCost: round2(unitPrice * r.between(0.35, 0.6)),
      quantity: r.int(0, 400),
      image: null,
      active: isService || r.chance(0.95),
      stage: r.pick(def.stages),
      category,
      createdAt: now,
      updatedAt: now,
      searchText: '',
    };
    product.gimCustom = GIM_CUSTOM_BY_POINT_CATEGORY[salesPointCategoryOf(product)];
    // A catalogue names a product by its family, its range and its size ("Lame de scie sagittale Corvex
    // Pro 90 mm"), not by the family alone repeated under many references.
    if (!isService) {
      // Its own draw, so that every other field stays what the same seed always gave.
      const range = `${brand} ${rng.fork('product-range', i).pick(PRODUCT_RANGES)}`;
      const size = variant ? ` ${variant}` : '';
      const pack = product.gimPackContent > 1 ? ` (boîte de ${product.gimPackContent})` : '';
      product.gimSubBrand = range;
      product.descriptionLocal = `${family.fr} ${range}${size}${pack}`;
      product.description = `${family.en} ${range}${size.replace('taille', 'size').replace(',', '.')}${pack ? ` (box of ${product.gimPackContent})` : ''}`;
    }
    // Every demo product has a picture: the illustration of its category and product line.
    product.image = productImageName(product.category, product.gimProductLine);
    if (!isService && customerIds.length > 0 && r.chance(0.03)) product.customerIds = r.sample(customerIds, r.int(1, 3));
    product.searchText = productSearchText(product);
    products.push(product);
    defOf.push(def);
  }

  const perSubFranchise = new Map<SubFranchiseDef, number>();
  for (const def of defOf) perSubFranchise.set(def, (perSubFranchise.get(def) ?? 0) + 1);
  const salesPool: ProductDoc[] = [];
  const salesWeights: number[] = [];
  products.forEach((p, i) => {
    if (defOf[i].weight === 0) return;
    salesPool.push(p);
    salesWeights.push(defOf[i].weight / perSubFranchise.get(defOf[i])!);
  });
  return { products, salesPool, salesWeights };
}

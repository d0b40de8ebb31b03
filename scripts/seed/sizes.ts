export interface SeedSize {
  customers: number;
  products: number;
  /** Exact number of sales lines over the three years (fee lines included). */
  salesLines: number;
}

export const SEED_SIZES = {
  /** Unit and API tests: seconds to write. */
  small: { customers: 12, products: 200, salesLines: 5_000 },
  /** Local stack and demos. */
  default: { customers: 60, products: 2_000, salesLines: 100_000 },
  /** Benchmarks: lines are generated in chunks and never all held in memory. */
  bench: { customers: 60, products: 2_000, salesLines: 1_000_000 },
} as const satisfies Record<string, SeedSize>;

export type SeedSizeName = keyof typeof SEED_SIZES;

/** The demo accounts use the first customers (one, then three, then ten that overlap), see demo-accounts.ts. */
const MIN_CUSTOMERS = 12;

export function resolveSize(size: SeedSizeName | SeedSize | undefined): SeedSize {
  const resolved = typeof size === 'string' || size === undefined ? SEED_SIZES[size ?? 'default'] : size;
  if (!resolved) throw new Error(`Taille de jeu de données inconnue : ${String(size)}`);
  if (resolved.customers < MIN_CUSTOMERS) throw new Error(`Au moins ${MIN_CUSTOMERS} clients sont nécessaires aux comptes de démonstration`);
  if (resolved.products < 50) throw new Error('Au moins 50 produits sont nécessaires');
  if (resolved.salesLines < resolved.customers * 3 * 4) throw new Error('Trop peu de lignes de vente pour le nombre de clients');
  return { ...resolved };
}

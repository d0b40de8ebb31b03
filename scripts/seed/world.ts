import { statusInForce, type Tier } from '@portail/common';
import type { AddressDoc } from '../../functions/src/model/addresses.js';
import type { CartDoc } from '../../functions/src/model/carts.js';
import type { ContractDoc } from '../../functions/src/model/contracts.js';
import type { CustomerDoc } from '../../functions/src/model/customers.js';
import type { OrderDoc } from '../../functions/src/model/orders.js';
import type { PointsDoc } from '../../functions/src/model/points.js';
import type { PriceListDoc } from '../../functions/src/model/price-lists.js';
import type { ProductDoc } from '../../functions/src/model/products.js';
import type { ReferenceItemDoc } from '../../functions/src/model/reference-data.js';
import type { SalesLineDoc } from '../../functions/src/model/sales.js';
import type { SettingDoc } from '../../functions/src/model/settings.js';
import type { StatsDoc } from '../../functions/src/model/stats.js';
import type { TermsAcceptanceDoc, TermsVersionDoc } from '../../functions/src/model/terms.js';
import { generateContracts, priceLists, type GeneratedContract } from './contracts.js';
import { generateAddresses, generateCustomers, type CustomerPlan } from './customers.js';
import { demoUsers, orderingUserOf, type UserSeed } from './demo-accounts.js';
import { generateProducts } from './products.js';
import { catalogueOf, generateCart, generateProgrammeYear } from './programme.js';
import { Rng } from './random.js';
import { kpiSettings, referenceItems } from './reference-data.js';
import { buildStats, isExcluded, YearAggregate } from './rules.js';
import { allocateLines, ProductPicker, salesLineChunks, type CustomerYear } from './sales.js';
import { resolveSize, type SeedSize, type SeedSizeName } from './sizes.js';
import { termsVersions } from './terms-text.js';

export interface WorldOptions {
  size?: SeedSizeName | SeedSize;
  /** Same seed and same `now` give the same data. */
  seed?: number;
  /** Defaults to the current time: the current year is the year of `now`, its sales stop at `now`. */
  now?: Date;
}

const DEFAULT_SEED = 20_250_101;

/** Sums sales lines as they stream past; holds a few numbers per customer and year. */
class SalesAccumulator {
  readonly byCustomer = new Map<string, Map<number, YearAggregate>>();
  private readonly contractsByCustomer = new Map<string, ContractDoc[]>();
  lines = 0;

  constructor(contracts: readonly ContractDoc[]) {
    for (const c of contracts) for (const id of c.customerIds) this.contractsByCustomer.set(id, [...(this.contractsByCustomer.get(id) ?? []), c]);
  }

  add(chunk: readonly SalesLineDoc[]): void {
    for (const line of chunk) {
      let years = this.byCustomer.get(line.customerId);
      if (!years) this.byCustomer.set(line.customerId, (years = new Map()));
      let agg = years.get(line.year);
      if (!agg) years.set(line.year, (agg = new YearAggregate()));
      agg.add(line, isExcluded(line, this.contractsByCustomer.get(line.customerId) ?? []));
      this.lines++;
    }
  }

  get(customerId: string, year: number): YearAggregate | undefined {
    return this.byCustomer.get(customerId)?.get(year);
  }
}

interface Derived {
  customers: CustomerDoc[];
  points: PointsDoc[];
  stats: StatsDoc[];
  orders: OrderDoc[];
  carts: CartDoc[];
  priceLists: PriceListDoc[];
  acceptances: TermsAcceptanceDoc[];
}

export interface World {
  seed: number;
  now: Date;
  size: SeedSize;
  years: number[];
  plans: CustomerPlan[];
  products: ProductDoc[];
  referenceItems: ReferenceItemDoc[];
  addresses: AddressDoc[];
  contracts: GeneratedContract[];
  terms: TermsVersionDoc[];
  settings: SettingDoc[];
  users: UserSeed[];
  allocation: CustomerYear[];
  salesChunks(chunkSize?: number): Generator<SalesLineDoc[]>;
  newAccumulator(): SalesAccumulator;
  /** Everything that depends on sales totals: statuses, points, stats, orders. */
  derive(sales: SalesAccumulator): Derived;
}

/** The whole data set except the sales lines, which are generated lazily. No I/O. */
export function buildWorld(options: WorldOptions = {}): World {
  const seed = options.seed ?? DEFAULT_SEED;
  const now = options.now ?? new Date();
  const nowIso = now.toISOString();
  const size = resolveSize(options.size);
  const current = now.getUTCFullYear();
  const years = [current - 2, current - 1, current];
  const rng = new Rng(seed);

  const plans = generateCustomers(rng, size.customers, years, nowIso);
  const customerIds = plans.map((p) => p.doc.id);
  const catalogue = generateProducts(rng, size.products, customerIds, nowIso);
  const picker = new ProductPicker(catalogue.salesPool, catalogue.salesWeights);
  const addresses = plans.flatMap((p) => generateAddresses(rng, p, nowIso));
  const contracts = generateContracts(rng, plans, years, nowIso);
  const terms = termsVersions(years);
  const users = demoUsers(rng, plans, nowIso);
  // The group of three is related; the commercial is the exclusive contact of his customers.
  for (const p of plans.slice(1, 4)) p.doc.relatedCustomerIds = customerIds.slice(1, 4).filter((id) => id !== p.doc.id);
  for (const p of plans.slice(0, 10)) p.doc.fK_UniqueContact = 'user-commercial';
  const allocation = allocateLines(plans, years, now, size.salesLines);
  const customerCatalogue = (id: string) => catalogueOf(catalogue.products, id);

  return {
    seed,
    now,
    size,
    years,
    plans,
    products: catalogue.products,
    referenceItems: referenceItems(nowIso),
    addresses,
    contracts,
    terms,
    settings: kpiSettings(nowIso),
    users,
    allocation,
    salesChunks: (chunkSize = 1000) => salesLineChunks(rng, plans, allocation, picker, now, chunkSize),
    newAccumulator: () => new SalesAccumulator(contracts.map((c) => c.contract)),
    derive(sales) {
      const out: Derived = { customers: [], points: [], stats: [], orders: [], carts: [], priceLists: [], acceptances: [] };
      plans.forEach((plan, index) => {
        const doc = structuredClone(plan.doc);
        const id = doc.id;
        const statusOf = new Map<number, Tier>();
        const own = catalogueOf(catalogue.products, id);
        const addressesOf = addresses.filter((a) => a.customerId === id);
        for (const year of years) {
          const status = statusInForce(sales.get(id, year - 1)?.sales ?? 0, doc.manualStatus[String(year)]);
          statusOf.set(year, status);
          const aggregate = sales.get(id, year) ?? new YearAggregate();
          const { points, orders } = generateProgrammeYear(rng, {
            customer: doc,
            customerIndex: index,
            year,
            aggregate,
            status,
            catalogue: own,
            addresses: addressesOf,
            userId: orderingUserOf(users, id),
            now,
          });
          out.points.push(points);
          out.orders.push(...orders);
          out.stats.push(
            buildStats({
              customerId: id,
              year,
              current: aggregate,
              previous: sales.get(id, year - 1),
              statusCurrentYear: status,
              statusPastYear: statusOf.get(year - 1) ?? -1,
              manualPoints: points.manual,
              now,
            }),
          );
        }
        doc.status = statusOf.get(current)!;
        doc.statusYear = current;
        out.customers.push(doc);
        if (index < 2 || index % 3 === 0) out.carts.push(generateCart(rng, id, own, nowIso));
      });
      for (const g of contracts) out.priceLists.push(...priceLists(rng, g, customerCatalogue, nowIso));
      // Other customer users accepted the old terms: at their next sign-in they are asked to accept v2.
      for (const u of users.filter((u) => u.id.startsWith('user-client-'))) {
        out.acceptances.push({ id: terms[0].id, type: 'termsAcceptance', userId: u.id, termVersionId: terms[0].id, acceptanceDate: terms[0].versionDate });
      }
      return out;
    },
  };
}

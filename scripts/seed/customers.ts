import { tierForSales } from '@portail/common';
import type { AddressDoc } from '../../functions/src/model/addresses.js';
import { addressSearchText, customerSearchText, withSearchText } from '../../functions/src/domain/search-text.js';
import type { CustomerDoc } from '../../functions/src/model/customers.js';
import { CITIES, CLINIC_NAMES, STREET_NAMES, STREET_TYPES, slug, type City } from './fr-data.js';
import type { Rng } from './random.js';
import { BUYING_GROUPS } from './taxonomy.js';

const DEMO_CHU_NAME = 'CHU de Démo – Hôpital Nord';

/** Yearly sales bands (euros) that land in each tier 0–4, away from the thresholds. */
const TIER_BANDS: readonly (readonly [number, number])[] = [
  [100_000, 340_000],
  [430_000, 660_000],
  [740_000, 1_130_000],
  [1_280_000, 1_980_000],
  [2_200_000, 3_000_000],
];

export interface CustomerPlan {
  doc: CustomerDoc;
  city: City;
  /** Sales target of each whole year, euros (the current year is cut at `now`). */
  yearlyTarget: Record<number, number>;
}

/** FINESS-like number: département, six digits, Luhn key. */
function finessNumber(rng: Rng, dept: string): string {
  const body = `${dept}${rng.digits(6)}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return body + String((10 - (sum % 10)) % 10);
}

const PHONE_PREFIX: Record<string, string> = {
  'Île-de-France': '01',
  Normandie: '02',
  Bretagne: '02',
  'Pays de la Loire': '02',
  'Centre-Val de Loire': '02',
  'Hauts-de-France': '03',
  'Grand Est': '03',
  'Bourgogne-Franche-Comté': '03',
  'Auvergne-Rhône-Alpes': '04',
  "Provence-Alpes-Côte d'Azur": '04',
  Corse: '04',
  Occitanie: '04',
  'Nouvelle-Aquitaine': '05',
};

const de = (city: string) => (/^[AEIOUÉÈYH]/.test(city) ? `d’${city}` : `de ${city}`);

function streetAddress(rng: Rng): string {
  return `${rng.int(1, 180)} ${rng.pick(STREET_TYPES)} ${rng.pick(STREET_NAMES)}`;
}

/**
 * Customers with their yearly sales targets. Customer 0 is the demo CHU; tiers cycle so that every
 * tier 0–4 is present whatever the size. Past years derive from the newest one by a random growth.
 */
export function generateCustomers(rng: Rng, count: number, years: readonly number[], now: string): CustomerPlan[] {
  const names = new Set<string>();
  const numbers = new Set<string>();
  const plans: CustomerPlan[] = [];
  const newest = years[years.length - 1];

  for (let i = 0; i < count; i++) {
    const r = rng.fork('customer', i);
    const kind = i === 0 ? 'chu' : r.weighted(['chu', 'ch', 'clinic'] as const, [25, 35, 40]);
    const pool = kind === 'chu' ? CITIES.filter((c) => c.chu) : CITIES;
    let city = i === 0 ? CITIES.find((c) => c.name === 'Lille')! : r.pick(pool);
    let name: string;
    let attempt = 0;
    do {
      // A name already taken: another city first, a second site only when cities run out.
      if (attempt > 0 && attempt < 20) city = r.pick(pool);
      const suffix = attempt >= 20 ? ` – site ${attempt - 18}` : '';
      if (i === 0) name = DEMO_CHU_NAME;
      else if (kind === 'chu') name = `CHU ${de(city.name)}${suffix}`;
      else if (kind === 'ch') name = `${r.chance(0.2) ? 'Centre hospitalier intercommunal' : 'Centre hospitalier'} ${de(city.name)}${suffix}`;
      else name = `${r.pick(CLINIC_NAMES)} – ${city.name}${suffix}`;
      attempt++;
    } while (names.has(name));
    names.add(name);
    let number: string;
    do number = finessNumber(r, city.dept);
    while (numbers.has(number));
    numbers.add(number);

    // Demo CHU in tier 3 so that its home screen shows points of every kind; the others cycle.
    const tier = i === 0 ? 3 : (i * 3) % 5;
    const band = TIER_BANDS[tier];
    const yearlyTarget: Record<number, number> = { [newest]: r.between(band[0], band[1]) };
    for (let y = newest - 1; y >= years[0] - 1; y--) yearlyTarget[y] = yearlyTarget[y + 1] / r.between(0.85, 1.2);

    const buyingGroup =
      kind === 'chu'
        ? r.weighted([BUYING_GROUPS[0], BUYING_GROUPS[1]], [8, 2])
        : kind === 'ch'
          ? r.weighted([BUYING_GROUPS[1], BUYING_GROUPS[0], BUYING_GROUPS[4], null], [4, 3, 2, 1])
          : r.weighted([BUYING_GROUPS[2], BUYING_GROUPS[3], BUYING_GROUPS[5], null], [4, 3, 2, 1]);
    const shortName = slug(name.split(' – ')[0]).slice(0, 30);
    const manualStatus: Record<string, number> = {
      // The year before the data set has no sales: its status comes from the legacy system, as a manual status.
      [String(years[0])]: tierForSales(yearlyTarget[years[0] - 1]),
    };
    // A few commercial gestures: one tier above what the sales give.
    if (i !== 0 && r.chance(0.1)) manualStatus[String(newest)] = Math.min(4, tierForSales(yearlyTarget[newest - 1]) + 1);

    plans.push({
      city,
      yearlyTarget,
      doc: withSearchText<CustomerDoc>(
        {
          id: `cust-${number}`,
          type: 'customer',
          number,
          name,
          phone: `${PHONE_PREFIX[city.region] ?? '09'} ${r.digits(2)} ${r.digits(2)} ${r.digits(2)} ${r.digits(2)}`,
          email: `achats@${shortName}-${city.dept}.test`,
          city: city.name,
          address: streetAddress(r),
          zipCode: city.zipCode,
          buyingGroupId: buyingGroup ? `buyingGroups-${slug(buyingGroup)}` : null,
          buyingGroupName: buyingGroup,
          manualStatus,
          status: 0, // set once sales are known
          statusYear: newest,
          fK_UniqueContact: null,
          relatedCustomerIds: [],
          active: i === 0 || r.chance(0.95),
          logo: null,
          createdAt: now,
          updatedAt: now,
        },
        customerSearchText,
      ),
    });
  }
  return plans;
}

export function generateAddresses(rng: Rng, plan: CustomerPlan, now: string): AddressDoc[] {
  const r = rng.fork('addresses', plan.doc.id);
  const c = plan.doc;
  const make = (n: number, addressType: 0 | 1, addressName: string, line1: string, line2: string): AddressDoc => ({
    id: `addr-${c.number}-${n}`,
    type: 'address',
    customerId: c.id,
    addressLine1: line1,
    addressLine2: line2,
    city: c.city,
    state: plan.city.region,
    zipCode: c.zipCode,
    country: 'France',
    fullAddress: [c.name, line2, line1, `${c.zipCode} ${c.city}`].filter(Boolean).join(', '),
    addressName,
    addressType,
    customerNumber: c.number,
    customerName: c.name,
    createdAt: now,
    updatedAt: now,
  });
  const withSearch = (a: AddressDoc): AddressDoc => ({ ...a, searchText: addressSearchText(a) });
  const out = [make(1, 0, 'Facturation – Direction des achats', c.address, 'Service facturation fournisseurs')];
  out.push(make(2, 1, 'Pharmacie à usage intérieur (PUI)', c.address, `Bâtiment ${r.pick(['A', 'B', 'C', 'D'])} – quai de livraison`));
  if (r.chance(0.5)) out.push(make(3, 1, 'Bloc opératoire central', streetAddress(r), 'Magasin du bloc'));
  return out.map(withSearch);
}

import { round2 } from '@portail/common';
import { salesSearchKeysOf } from '../../functions/src/domain/sales-search.js';
import type { ProductDoc } from '../../functions/src/model/products.js';
import type { SalesLineDoc } from '../../functions/src/model/sales.js';
import { addDays, isoDate, isoInstant, salesWindow, yearFraction } from './calendar.js';
import type { CustomerPlan } from './customers.js';
import { salesPointCategoryOf } from './products.js';
import type { Rng } from './random.js';
import { FEE_LINES, GIM_CUSTOM_BY_POINT_CATEGORY } from './taxonomy.js';

export interface CustomerYear {
  customerIndex: number;
  year: number;
  lines: number;
}

/**
 * Splits the exact number of lines over customers and years, in proportion to (sales)^0.8: big
 * customers have more lines, but also bigger ones. Largest remainders keep the total exact.
 */
export function allocateLines(plans: readonly CustomerPlan[], years: readonly number[], now: Date, total: number): CustomerYear[] {
  const slots: (CustomerYear & { weight: number })[] = [];
  plans.forEach((plan, customerIndex) => {
    for (const year of years) {
      const fraction = yearFraction(year, now);
      slots.push({ customerIndex, year, lines: 0, weight: fraction > 0 ? (plan.yearlyTarget[year] * fraction) ** 0.8 : 0 });
    }
  });
  const live = slots.filter((s) => s.weight > 0);
  const floor = 4;
  let remaining = total - floor * live.length;
  if (remaining < 0) throw new Error('Trop peu de lignes de vente');
  const sum = live.reduce((a, s) => a + s.weight, 0);
  const shares = live.map((s) => (s.weight / sum) * remaining);
  live.forEach((s, i) => {
    s.lines = floor + Math.floor(shares[i]);
    remaining -= Math.floor(shares[i]);
  });
  const byRemainder = live.map((s, i) => ({ s, r: shares[i] - Math.floor(shares[i]) })).sort((a, b) => b.r - a.r);
  for (let i = 0; i < remaining; i++) byRemainder[i % byRemainder.length].s.lines++;
  return slots.map(({ customerIndex, year, lines }) => ({ customerIndex, year, lines }));
}

/** Weighted product picking by binary search over cumulative weights: fast enough for a million lines. */
export class ProductPicker {
  private readonly cumulative: number[] = [];
  constructor(
    private readonly pool: readonly ProductDoc[],
    weights: readonly number[],
  ) {
    let acc = 0;
    for (const w of weights) this.cumulative.push((acc += w));
  }
  pick(rng: Rng): ProductDoc {
    const x = rng.float() * this.cumulative[this.cumulative.length - 1];
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid] > x) hi = mid;
      else lo = mid + 1;
    }
    return this.pool[lo];
  }
}

interface RawLine {
  product: ProductDoc | null;
  fee: keyof typeof FEE_LINES | null;
  quantity: number;
  amount: number;
  at: number;
  orderNumber: string;
  invoiceNumber: string;
}

/**
 * All lines of one customer and year: orders → invoices → lines, with delivery and billing fees on some
 * invoices and a few credit notes. Product amounts are scaled so that the year's sales meet the plan.
 */
function customerYearLines(rng: Rng, plan: CustomerPlan, customerIndex: number, year: number, count: number, picker: ProductPicker, now: Date): SalesLineDoc[] {
  if (count === 0) return [];
  const r = rng.fork('sales', plan.doc.id, year);
  const { start, end } = salesWindow(year, now);
  const yy = String(year % 100).padStart(2, '0');
  const cust = String(customerIndex).padStart(3, '0');
  const raw: RawLine[] = [];
  let orderSeq = 0;
  let invoiceSeq = 0;
  while (raw.length < count) {
    const orderNumber = `45${cust}${yy}${String(++orderSeq).padStart(5, '0')}`;
    const orderAt = start + Math.floor(r.float() * (end - start));
    const invoices = r.chance(0.25) ? 2 : 1;
    for (let inv = 0; inv < invoices && raw.length < count; inv++) {
      const invoiceNumber = `9${cust}${yy}${String(++invoiceSeq).padStart(6, '0')}`;
      const at = Math.min(end, addDays(orderAt, r.int(0, 10)));
      const productLines = r.int(1, 6);
      for (let l = 0; l < productLines && raw.length < count; l++) {
        const product = picker.pick(r);
        const quantity = product.category === 'implant' ? r.int(1, 6) : product.category === 'consommable' ? r.int(1, 20) : r.int(1, 2);
        raw.push({ product, fee: null, quantity, amount: product.price * quantity * r.between(0.8, 1), at, orderNumber, invoiceNumber });
      }
      if (raw.length < count && r.chance(0.3))
        raw.push({ product: null, fee: 'delivery', quantity: 1, amount: round2(r.between(25, 180)), at, orderNumber, invoiceNumber });
      if (raw.length < count && r.chance(0.15))
        raw.push({ product: null, fee: 'billing', quantity: 1, amount: round2(r.between(10, 40)), at, orderNumber, invoiceNumber });
    }
  }
  // Returns: a few product lines become credit notes (only when there are enough lines to absorb them).
  if (count > 20)
    for (const line of raw)
      if (line.product && r.chance(0.005)) {
        line.amount = -line.amount;
        line.quantity = -line.quantity;
      }

  const target = plan.yearlyTarget[year] * yearFraction(year, now);
  const fees = raw.reduce((a, l) => a + (l.fee ? l.amount : 0), 0);
  const rawSum = raw.reduce((a, l) => a + (l.product ? l.amount : 0), 0);
  const factor = rawSum > 0 ? Math.max(0, target - fees) / rawSum : 1;
  const qtyFactor = factor > 1 ? Math.sqrt(factor) : 1;

  const doc = plan.doc;
  return raw.map((l, i): SalesLineDoc => {
    const line = salesLineOf(l, i);
    return { ...line, searchKeys: salesSearchKeysOf(line) };
  });

  function salesLineOf(l: (typeof raw)[number], i: number): SalesLineDoc {
    const p = l.product;
    const fee = l.fee ? FEE_LINES[l.fee] : null;
    const pointCategory = p ? salesPointCategoryOf(p) : 'services';
    const quantity = p ? Math.sign(l.quantity) * Math.max(1, Math.round(Math.abs(l.quantity) * qtyFactor)) : 1;
    return {
      id: `sl-${l.invoiceNumber}-${i}`,
      type: 'salesLine',
      customerId: doc.id,
      customerSoldTo: { number: doc.number, name: doc.name },
      customerReported: { number: doc.number, name: doc.name },
      reference: p?.reference ?? fee!.reference,
      description: p?.descriptionLocal ?? fee!.description,
      salesAmount: p ? round2(l.amount * factor) : l.amount,
      invoiceQuantity: quantity,
      salesRecognitionDate: isoDate(l.at),
      year,
      invoiceNumber: l.invoiceNumber,
      orderNumber: l.orderNumber,
      franchise: p?.franchise ?? 'Services',
      franchiseGroup: p?.franchiseGroup ?? 'Services',
      subFranchise: p?.subFranchise ?? 'Frais',
      gimBrand: p?.gimBrand ?? '',
      gimItemType: p?.gimItemType ?? fee!.itemType,
      gimSubBrand: p?.gimSubBrand ?? '',
      sapg: p?.sapg ?? 'SAPG-9999',
      gimCustom: GIM_CUSTOM_BY_POINT_CATEGORY[pointCategory],
      sapgCustom: p?.sapgCustom ?? 'Services',
      uom: p?.gimUOM ?? 'EA',
      currency: 'EUR',
      city: doc.city,
      buyingGroupName: doc.buyingGroupName ?? '',
      pointCategory,
      importId: `seed-${year}-${isoDate(l.at).slice(5, 7)}`,
      updatedAt: isoInstant(Math.min(now.getTime(), addDays(l.at, 2))),
    };
  }
}

/**
 * Every sales line, customer by customer and year by year, in chunks. Only one customer-year is held
 * in memory at a time, so a million lines need no more memory than a thousand.
 */
export function* salesLineChunks(
  rng: Rng,
  plans: readonly CustomerPlan[],
  allocation: readonly CustomerYear[],
  picker: ProductPicker,
  now: Date,
  chunkSize = 1000,
): Generator<SalesLineDoc[]> {
  let chunk: SalesLineDoc[] = [];
  for (const slot of allocation) {
    for (const line of customerYearLines(rng, plans[slot.customerIndex], slot.customerIndex, slot.year, slot.lines, picker, now)) {
      chunk.push(line);
      if (chunk.length === chunkSize) {
        yield chunk;
        chunk = [];
      }
    }
  }
  if (chunk.length > 0) yield chunk;
}

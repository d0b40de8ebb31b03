import type { PriceInput, PriceListInput } from '@portail/common';
import { writeAudit, type AuditEvent } from '../data/audit-repository.js';
import { withoutSystemProperties } from '../data/cosmos.js';
import { forgetCatalogue } from '../data/catalogue-cache.js';
import { findContractById } from '../data/contracts-repository.js';
import { findProductById } from '../data/products-repository.js';
import * as repo from '../data/price-lists-repository.js';
import { failure, staleWrite } from '../http/errors.js';
import { checkVersion } from '../http/versioned-writes.js';
import type { Versioned } from '../domain/versions.js';
import type { PriceListDoc } from '../model/price-lists.js';

/**
 * Customers' price lists (spec sections 2 and 7). A new list starts from the lines of the customer's latest
 * list (a renewal keeps its prices until they are changed); imports fill lists too (issue 11). Every write
 * makes this instance's catalogue read the customer's prices again at once.
 */

const audit = (action: 'create' | 'update' | 'delete', entityId: string, by: string, before?: unknown, after?: unknown) =>
  writeAudit({ resource: 'priceList', action, entityId, by, at: new Date().toISOString(), before, after });

export const mustFindPriceList = async (id: string) => {
  const doc = await repo.findPriceListById(id);
  if (!doc) throw failure('price_list_not_found');
  return doc;
};

async function checkContract(input: PriceListInput): Promise<void> {
  const contract = await findContractById(input.fK_Contract);
  if (!contract?.customerIds.includes(input.fK_Customer)) throw failure('price_list_contract_other_customer', undefined, { field: 'fK_Contract' });
}

/**
 * The document of a create or an update (resources/price-list-resource.ts declares the routes). A new list
 * starts from the lines of the customer's latest one; an update changes the list's header, never its
 * customer, and keeps its lines.
 */
export async function buildPriceList(input: PriceListInput, meta: { id: string; now: string; existing?: PriceListDoc }): Promise<PriceListDoc> {
  if (meta.existing && input.fK_Customer !== meta.existing.customerId) throw failure('price_list_customer_fixed', undefined, { field: 'fK_Customer' });
  await checkContract(input);
  const lines = meta.existing?.lines ?? (await repo.priceListsOf(input.fK_Customer))[0]?.lines ?? [];
  return {
    // An update keeps whatever else the list holds (what an import recorded on it).
    ...meta.existing,
    id: meta.id,
    type: 'priceList',
    customerId: input.fK_Customer,
    contractId: input.fK_Contract,
    name: input.name,
    startDate: input.startDate,
    endDate: input.endDate,
    lines,
    createdAt: meta.existing?.createdAt ?? meta.now,
    updatedAt: meta.now,
  };
}

/** The audit trail keeps a list's header; its lines (hundreds) are counted, and each price change has its own entry. */
export const auditPriceList = (event: AuditEvent): Promise<void> =>
  writeAudit({ ...event, before: withLineCount(event.before), after: withLineCount(event.after) });

const withLineCount = (doc: unknown) => (doc && typeof doc === 'object' && 'lines' in doc ? { ...doc, lines: (doc as PriceListDoc).lines.length } : doc);

/** This instance's catalogue reads the customer's prices again at once. */
export async function afterPriceListWrite(event: { before?: PriceListDoc; after?: PriceListDoc }): Promise<void> {
  forgetCatalogue((event.after ?? event.before)!.customerId);
}

/**
 * The price of one product of a list; a product not yet in the list is added to it. ifMatch: the version of
 * the list the prices were read with; when the list changed since, nothing is written (412). Only a caller
 * that overwrites knowingly (If-Match: *) has a lost race read the list again (a few times, then 412).
 * Answers the line and the list's new version.
 */
export async function setPrice(id: string, input: PriceInput, by: string, ifMatch: string | undefined): Promise<Versioned<PriceListDoc['lines'][number]>> {
  const product = await findProductById(input.productId);
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await mustFindPriceList(id);
    checkVersion(ifMatch, existing._etag);
    const current = existing.lines.find((l) => l.productId === input.productId);
    if (!current && !product) throw failure('price_list_product_not_found', undefined, { field: 'productId' });
    const line = current
      ? { ...current, price: input.price }
      : { productId: input.productId, reference: product!.reference, description: product!.descriptionLocal || product!.description, price: input.price };
    const lines = current ? existing.lines.map((l) => (l.productId === input.productId ? line : l)) : [...existing.lines, line];
    const stored = await repo.replacePriceList({ ...withoutSystemProperties(existing), lines, updatedAt: new Date().toISOString() }, existing._etag);
    if (!stored) continue;
    forgetCatalogue(existing.customerId);
    await audit('update', id, by, { productId: input.productId, price: current?.price }, { productId: input.productId, price: input.price });
    return { value: line, version: stored._etag };
  }
  throw staleWrite();
}

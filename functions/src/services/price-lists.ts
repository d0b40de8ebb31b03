import type { PriceInput, PriceListInput } from '@portail/common';
import { randomUUID } from 'node:crypto';
import { writeAudit } from '../data/audit-repository.js';
import { withoutSystemProperties } from '../data/cosmos.js';
import { forgetCatalogue } from '../data/catalogue-cache.js';
import { findContractById } from '../data/contracts-repository.js';
import { findProductById } from '../data/products-repository.js';
import * as repo from '../data/price-lists-repository.js';
import { badRequest, notFound, staleWrite } from '../http/errors.js';
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
  if (!doc) throw notFound('Cette liste de prix est introuvable');
  return doc;
};

async function checkContract(input: PriceListInput): Promise<void> {
  const contract = await findContractById(input.fK_Contract);
  if (!contract?.customerIds.includes(input.fK_Customer)) throw badRequest('Champ « fK_Contract » : ce contrat n’est pas un contrat de ce client', 'fK_Contract');
}

const checkVersion = (doc: repo.StoredPriceList, ifMatch: string | undefined) => {
  if (ifMatch !== undefined && ifMatch !== '*' && ifMatch !== doc._etag) throw staleWrite();
};

export async function createPriceList(input: PriceListInput, by: string): Promise<repo.StoredPriceList> {
  await checkContract(input);
  const latest = (await repo.priceListsOf(input.fK_Customer))[0];
  const now = new Date().toISOString();
  const doc: PriceListDoc = {
    id: randomUUID(),
    type: 'priceList',
    customerId: input.fK_Customer,
    contractId: input.fK_Contract,
    name: input.name,
    startDate: input.startDate,
    endDate: input.endDate,
    lines: latest?.lines ?? [],
    createdAt: now,
    updatedAt: now,
  };
  const stored = await repo.createPriceList(doc);
  await audit('create', doc.id, by, undefined, { ...doc, lines: doc.lines.length });
  forgetCatalogue(doc.customerId);
  return stored;
}

export async function updatePriceList(id: string, input: PriceListInput, by: string, ifMatch: string | undefined): Promise<repo.StoredPriceList> {
  if (input.id !== undefined && input.id !== id) throw badRequest('L’identifiant du corps ne correspond pas à celui de l’adresse appelée.', 'id');
  const existing = await mustFindPriceList(id);
  checkVersion(existing, ifMatch);
  if (input.fK_Customer !== existing.customerId) throw badRequest('Champ « fK_Customer » : une liste de prix ne change pas de client', 'fK_Customer');
  await checkContract(input);
  const doc: PriceListDoc = { ...withoutSystemProperties(existing), contractId: input.fK_Contract, name: input.name, startDate: input.startDate, endDate: input.endDate, updatedAt: new Date().toISOString() };
  const stored = await repo.replacePriceList(doc, existing._etag);
  if (!stored) throw staleWrite();
  const { lines: _before, ...before } = withoutSystemProperties(existing);
  const { lines: _after, ...after } = doc;
  void _before;
  void _after;
  await audit('update', id, by, before, after);
  forgetCatalogue(doc.customerId);
  return stored;
}

export async function deletePriceList(id: string, by: string, ifMatch: string | undefined): Promise<void> {
  const existing = await mustFindPriceList(id);
  checkVersion(existing, ifMatch);
  if (!(await repo.deletePriceList(existing))) throw staleWrite();
  await audit('delete', id, by, withoutSystemProperties(existing));
  forgetCatalogue(existing.customerId);
}

/**
 * The price of one product of a list; a product not yet in the list is added to it. Two prices typed at
 * once in the same list both land: a lost race reads the list again (a few times, then 412).
 */
export async function setPrice(id: string, input: PriceInput, by: string): Promise<PriceListDoc['lines'][number]> {
  const product = await findProductById(input.productId);
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await mustFindPriceList(id);
    const current = existing.lines.find((l) => l.productId === input.productId);
    if (!current && !product) throw badRequest('Champ « productId » : ce produit est introuvable', 'productId');
    const line = current ? { ...current, price: input.price } : { productId: input.productId, reference: product!.reference, description: product!.descriptionLocal || product!.description, price: input.price };
    const lines = current ? existing.lines.map((l) => (l.productId === input.productId ? line : l)) : [...existing.lines, line];
    if (!(await repo.replacePriceList({ ...withoutSystemProperties(existing), lines, updatedAt: new Date().toISOString() }, existing._etag))) continue;
    forgetCatalogue(existing.customerId);
    await audit('update', id, by, { productId: input.productId, price: current?.price }, { productId: input.productId, price: input.price });
    return line;
  }
  throw staleWrite();
}

import type { AddressInput } from '@portail/common';
import { randomUUID } from 'node:crypto';
import { writeAudit } from '../data/audit-repository.js';
import { withoutSystemProperties } from '../data/cosmos.js';
import * as repo from '../data/admin-addresses-repository.js';
import { findCustomerById } from '../data/customers-repository.js';
import { addressSearchText } from '../domain/search-text.js';
import { badRequest, notFound, staleWrite } from '../http/errors.js';
import type { AddressDoc } from '../model/addresses.js';

/** Addresses written by the back office, with the customer snapshot and search text its list reads. */

const audit = (action: 'create' | 'update' | 'delete', entityId: string, by: string, before?: unknown, after?: unknown) =>
  writeAudit({ resource: 'address', action, entityId, by, at: new Date().toISOString(), before, after });

async function build(input: AddressInput, id: string, now: string, existing?: AddressDoc): Promise<AddressDoc> {
  const customer = await findCustomerById(input.fK_Customer);
  if (customer?.type !== 'customer') throw badRequest('Champ « fK_Customer » : ce client est introuvable', 'fK_Customer');
  const { fK_Customer, id: _id, addressType, ...fields } = input;
  void _id;
  const doc: AddressDoc = {
    ...fields,
    id,
    type: 'address',
    customerId: fK_Customer,
    addressType: addressType === 1 ? 1 : 0,
    customerNumber: customer.number,
    customerName: customer.name,
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
  };
  return { ...doc, searchText: addressSearchText(doc) };
}

const mustFind = async (id: string) => {
  const doc = await repo.findAddressById(id);
  if (!doc) throw notFound('Cette adresse est introuvable');
  return doc;
};

const checkVersion = (doc: repo.StoredAddress, ifMatch: string | undefined) => {
  if (ifMatch !== undefined && ifMatch !== '*' && ifMatch !== doc._etag) throw staleWrite();
};

export async function createAddress(input: AddressInput, by: string): Promise<repo.StoredAddress> {
  const doc = await build(input, randomUUID(), new Date().toISOString());
  const stored = await repo.createAddress(doc);
  await audit('create', doc.id, by, undefined, doc);
  return stored;
}

/** An address stays with its customer: moving it would leave the old partition's orders pointing nowhere. */
export async function updateAddress(id: string, input: AddressInput, by: string, ifMatch: string | undefined): Promise<repo.StoredAddress> {
  if (input.id !== undefined && input.id !== id) throw badRequest('L’identifiant du corps ne correspond pas à celui de l’adresse appelée.', 'id');
  const existing = await mustFind(id);
  checkVersion(existing, ifMatch);
  if (input.fK_Customer !== existing.customerId) throw badRequest('Champ « fK_Customer » : une adresse ne change pas de client ; créez-en une pour l’autre client', 'fK_Customer');
  const doc = await build(input, id, new Date().toISOString(), existing);
  const stored = await repo.replaceAddress(doc, existing._etag);
  if (!stored) throw staleWrite();
  await audit('update', id, by, withoutSystemProperties(existing), doc);
  return stored;
}

export async function deleteAddress(id: string, by: string, ifMatch: string | undefined): Promise<void> {
  const existing = await mustFind(id);
  checkVersion(existing, ifMatch);
  if (!(await repo.deleteAddress(existing))) throw staleWrite();
  await audit('delete', id, by, withoutSystemProperties(existing));
}

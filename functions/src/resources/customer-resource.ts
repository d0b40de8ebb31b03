import { type AdminCustomerRow, adminCustomerRowSchema, CUSTOMER_LIST_SPEC, type CustomerInput, customerInputSchema, isStaffRole } from '@portail/common';
import { findUserById } from '../data/users-repository.js';
import { countCustomersWithNumber, findBuyingGroup, setCustomerLink, usersOfCustomer } from '../data/customer-admin-repository.js';
import { forgetCachedCustomer } from '../data/customer-cache.js';
import { deleteGroupMemberRow, forgetGroupMembers } from '../data/buying-groups-repository.js';
import { membershipChange, membershipsOf } from '../domain/group-tier.js';
import { customerSearchText } from '../domain/search-text.js';
import { failure } from '../http/errors.js';
import type { CustomerDoc } from '../model/customers.js';
import { refreshCustomerKpiAfterWrite } from '../services/kpi-aggregates.js';
import { refreshCustomerStats } from '../services/stats-refresh.js';
import type { BuildMeta, ResourceDeclaration } from './resource-declaration.js';

type Input = ReturnType<typeof customerInputSchema.parse>;

const byId = (d: CustomerDoc) => d.id;

/** The manual statuses of the form (current and previous year) over those of other years, kept as they were. */
function manualStatusOf(input: Input, existing: CustomerDoc | undefined, year: number): Record<string, number> {
  const out = { ...(existing?.manualStatus ?? {}) };
  const set = (y: number, v: { number: number } | null) => {
    if (v) out[String(y)] = v.number;
    else delete out[String(y)];
  };
  set(year, input.manualStatutCurrentYear);
  set(year - 1, input.manualStatutPreviousYear);
  return out;
}

function build(input: Input, { id, now, existing }: BuildMeta<CustomerDoc>): CustomerDoc {
  const year = new Date(now).getUTCFullYear();
  const doc: Omit<CustomerDoc, 'searchText'> = {
    id,
    type: 'customer',
    number: input.number,
    name: input.name,
    email: input.email,
    phone: input.phone,
    city: input.city,
    address: input.address,
    zipCode: input.zipCode,
    buyingGroupId: input.buyingGroup,
    // Filled by check() from the list (the name shown beside the customer without a second read).
    buyingGroupName: existing?.buyingGroupId === input.buyingGroup ? (existing?.buyingGroupName ?? null) : null,
    // A change of group is dated: the group-volume tier counts the member from/until that day (domain/group-tier.ts).
    ...(existing
      ? membershipChange(existing, input.buyingGroup, now.slice(0, 10))
      : { buyingGroupSince: input.buyingGroup ? now.slice(0, 10) : null, buyingGroupHistory: [] }),
    manualStatus: manualStatusOf(input, existing, year),
    // Spec §4: a customer is created with status −1; later the recalculation materialises the status in force.
    status: existing?.status ?? -1,
    statusYear: existing?.statusYear ?? year,
    fK_UniqueContact: input.fK_UniqueContact,
    relatedCustomerIds: [...new Set(input.customerRelationDto.map((r) => r.customerId).filter((c) => c !== id))],
    active: input.active,
    logo: existing?.logo ?? null,
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
  };
  return { ...doc, searchText: customerSearchText(doc) };
}

const numberTaken = (doc: CustomerDoc) => failure('customer_number_taken', { number: doc.number });

/**
 * What the store cannot check: a buying group and an exclusive contact that exist, and a number no other
 * customer has. The number is also claimed at the write (`unique` below), which holds against a concurrent
 * write; the count finds the customers written before numbers were claimed.
 */
async function check(doc: CustomerDoc): Promise<void> {
  const [sameNumber, group, contact] = await Promise.all([
    countCustomersWithNumber(doc.number, doc.id),
    doc.buyingGroupId ? findBuyingGroup(doc.buyingGroupId) : undefined,
    doc.fK_UniqueContact ? findUserById(doc.fK_UniqueContact) : undefined,
  ]);
  if (sameNumber > 0) throw numberTaken(doc);
  if (doc.buyingGroupId && !group) throw failure('buying_group_unknown', undefined, { field: 'buyingGroup' });
  doc.buyingGroupName = group?.name ?? null;
  if (doc.fK_UniqueContact && (!contact || !isStaffRole(contact.role))) {
    throw failure('unique_contact_invalid', undefined, { field: 'fK_UniqueContact' });
  }
}

async function afterWrite({ action, before, after }: { action: 'create' | 'update' | 'delete'; before?: CustomerDoc; after?: CustomerDoc }): Promise<void> {
  const id = (after ?? before)!.id;
  forgetCachedCustomer(id);
  const year = new Date().getUTCFullYear();
  if (action !== 'update') for (const g of [before?.buyingGroupId, after?.buyingGroupId]) if (g) forgetGroupMembers(g);
  if (action === 'delete') {
    // A deleted customer leaves no link behind on its users (they would keep an id that opens nothing).
    for (const user of await usersOfCustomer(id)) await setCustomerLink(user.id, id, false);
    // Nor a row in its buying groups' figures (the KPI rows it had go with the refresh below).
    for (const groupId of new Set(membershipsOf(before!).map((m) => m.groupId))) {
      for (const y of [year, year - 1]) await deleteGroupMemberRow(groupId, y, id);
    }
  } else if (action === 'update' && before?.buyingGroupId !== after?.buyingGroupId) {
    // Both groups' rows (the one left keeps the member until its last day) and the member's tier under its new group.
    for (const g of [before?.buyingGroupId, after?.buyingGroupId]) if (g) forgetGroupMembers(g);
    await refreshCustomerStats(id, year);
  } else if (action === 'update' && JSON.stringify(before?.manualStatus ?? {}) !== JSON.stringify(after?.manualStatus ?? {})) {
    // A manual status of this year or the last changes the status in force and the points: recalculated now,
    // so the customer side and the list never show figures of the former status.
    await refreshCustomerStats(id, year);
  }
  // The KPI Clients tab lists one row per customer under its current name: a new customer shows at once
  // (with zeros), a renamed one under its new name, a deleted one no more (the refresh removes its rows).
  await Promise.all([refreshCustomerKpiAfterWrite(id, year), refreshCustomerKpiAfterWrite(id, year - 1)]);
}

export const customerDeclaration: ResourceDeclaration<CustomerDoc, AdminCustomerRow, CustomerInput, 'number' | 'name' | 'city' | 'status'> = {
  path: 'customers',
  singular: 'customer',
  title: 'Clients',
  tag: 'customers',
  // Commercial users read the customers linked to them only (store.customerField).
  access: { read: 'staff', write: 'admin' },
  list: CUSTOMER_LIST_SPEC,
  store: {
    container: 'customers',
    type: 'customer',
    partition: { byId: true },
    searchField: 'searchText',
    customerField: 'id',
    // The status column shows a number: « 3 » finds the customers of status 3 as well as texts holding a 3.
    search: (s) =>
      /^-?\d$/.test(s)
        ? {
            where: ['(CONTAINS(c.searchText, @search) OR c.status = @status)'],
            parameters: [
              { name: '@search', value: s },
              { name: '@status', value: Number(s) },
            ],
          }
        : { where: ['CONTAINS(c.searchText, @search)'], parameters: [{ name: '@search', value: s }] },
    sortFields: { number: 'number', name: 'name', city: 'city', status: 'status' },
  },
  // A list page reads the columns only (the documents also hold statuses by year, links, search text).
  schemas: { item: adminCustomerRowSchema, input: customerInputSchema, row: adminCustomerRowSchema },
  toDto: (d) => ({
    id: d.id,
    number: d.number,
    name: d.name,
    city: d.city ?? '',
    address: d.address ?? '',
    zipCode: d.zipCode ?? '',
    status: d.status ?? -1,
    active: d.active,
    buyingGroupName: d.buyingGroupName ?? null,
    buyingGroupId: d.buyingGroupId ?? null,
  }),
  build: (input, meta) => build(input as Input, meta),
  check,
  afterWrite,
  describe: (d) => `${d.number} - ${d.name}`,
  // Spec: a customer with sales lines or orders is never deleted; nor one that contracts or price lists name.
  references: [
    { container: 'sales', type: 'salesLine', field: 'customerId', value: byId, noun: ['ligne de ventes', 'lignes de ventes'] },
    { container: 'customerData', type: 'order', field: 'customerId', value: byId, noun: ['commande', 'commandes'] },
    { container: 'contracts', type: 'contract', field: 'customerIds', many: true, value: byId, noun: ['contrat', 'contrats'] },
    { container: 'customerData', type: 'priceList', field: 'customerId', value: byId, noun: ['liste de prix', 'listes de prix'] },
  ],
  duplicate: () => failure('customer_exists'),
  unique: { scope: 'customer-number', value: (doc) => doc.number, conflict: numberTaken },
  exportColumns: [
    { header: 'Numéro', type: 'text', width: 14, value: (r) => r.number },
    { header: 'Nom', type: 'text', width: 40, value: (r) => r.name },
    { header: 'Ville', type: 'text', width: 20, value: (r) => r.city },
    { header: 'Adresse', type: 'text', width: 40, value: (r) => r.address },
    { header: 'Code postal', type: 'text', width: 12, value: (r) => r.zipCode },
    { header: 'Statut', type: 'integer', width: 8, value: (r) => r.status },
    { header: 'Actif', type: 'text', width: 8, value: (r) => (r.active ? 'oui' : 'non') },
    { header: 'Groupement d’achat', type: 'text', width: 30, value: (r) => r.buyingGroupName },
  ],
};

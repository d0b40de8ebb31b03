import type { ContainerDefinition } from '@azure/cosmos';

/**
 * Every Cosmos DB container, with its partition key. infra/modules/cosmos.bicep declares the same list
 * (a unit test keeps the two in step). The reasons for each key are in docs/data-model.md.
 */
export const CONTAINERS = {
  /** Users, plus lookup documents "email:<address>" and "entra:<tid>:<oid>" that make those unique. */
  users: { id: 'users', partitionKey: { paths: ['/id'] } },
  customers: { id: 'customers', partitionKey: { paths: ['/id'] } },
  /** Everything one customer owns: cart, orders, points ledger, addresses, statistics, file records. */
  customerData: { id: 'customerData', partitionKey: { paths: ['/customerId'] } },
  /** Imported sales lines, by customer: the company-orders screen reads one partition. */
  sales: { id: 'sales', partitionKey: { paths: ['/customerId'] } },
  /**
   * The sales-line search's index, by the first characters of a normalised invoice, order, reference or
   * customer number (orders apart, by more characters): a search queries two partitions of summaries
   * (domain/sales-index.ts, searchBuckets).
   */
  salesKeys: { id: 'salesKeys', partitionKey: { paths: ['/bucket'] } },
  products: { id: 'products', partitionKey: { paths: ['/id'] } },
  /**
   * Name-only lists (buying groups, franchises, ...), one partition per list. Unique keys hold within a
   * partition: one normalised name per list.
   */
  referenceData: { id: 'referenceData', partitionKey: { paths: ['/list'] }, uniqueKeyPolicy: { uniqueKeys: [{ paths: ['/nameKey'] }] } },
  contracts: { id: 'contracts', partitionKey: { paths: ['/id'] } },
  terms: { id: 'terms', partitionKey: { paths: ['/id'] } },
  /** One acceptance per user and version: "has the user accepted?" is a point read. */
  termsAcceptances: { id: 'termsAcceptances', partitionKey: { paths: ['/userId'] } },
  /** Failed-login and reset-request counters per account. */
  throttles: { id: 'throttles', partitionKey: { paths: ['/id'] } },
  /** Owner of records whose API path carries only their id (orders, files): 'order:<id>' → customerId. */
  lookups: { id: 'lookups', partitionKey: { paths: ['/id'] } },
  /** Who changed what in the back office, one partition per changed record. */
  audit: { id: 'audit', partitionKey: { paths: ['/entityId'] } },
  /** KPI settings and other single documents. */
  settings: { id: 'settings', partitionKey: { paths: ['/id'] } },
} satisfies Record<string, ContainerDefinition>;

export type ContainerName = keyof typeof CONTAINERS;

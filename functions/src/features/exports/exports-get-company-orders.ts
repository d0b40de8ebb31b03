import { companyOrdersQuerySchema, EXPORT_TYPES, idSchema } from '@portail/common';
import { z } from 'zod';
import { findCustomerById } from '../../data/customers-repository.js';
import { companyOrdersSheet, XLSX_CONTENT_TYPE } from '../../domain/company-orders-xlsx.js';
import { customerNotFound, unauthorizedAction } from '../../http/errors.js';
import { budgetSignal } from '../../context/request-budget.js';
import { file } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { companyOrdersWorkbookOf } from '../../services/company-orders.js';
import { writeWorkbook } from '../../services/xlsx-pool.js';

// Any type other than strykercommands is refused in the handler with the spec's message, not by validation.
const params = z.strictObject({ type: z.string(), customerId: idSchema });

async function exportCompanyOrders(type: string, customerId: string, year: number | undefined, search: string | undefined) {
  // The spec's only export type; anything else is refused with the message the site shows for a 400.
  if (!(EXPORT_TYPES as readonly string[]).includes(type.toLowerCase())) throw unauthorizedAction();
  const customer = await findCustomerById(customerId);
  if (!customer) throw customerNotFound();
  const filters = { customerName: customer.name, year, search: search || undefined };
  // Written on a worker thread; past the request's budget the caller has its 503 and the writing stops.
  const bytes = await companyOrdersWorkbookOf(customerId, { year, search: filters.search, label: customer.name }, (orders) =>
    writeWorkbook(companyOrdersSheet(orders, filters), budgetSignal()),
  );
  return file(bytes, XLSX_CONTENT_TYPE, `commandes-${customer.number}-${year ?? 'toutes-annees'}.xlsx`);
}

const common = {
  method: 'GET' as const,
  access: 'user' as const,
  scope: { kind: 'customer' as const, in: 'params' as const, key: 'customerId' },
  tags: ['export'],
  params,
  responseContentType: XLSX_CONTENT_TYPE,
};

export const exportCustomerData = defineRoute({
  ...common,
  name: 'exportCustomerData',
  path: 'Export/{type}/{customerId}',
  summary: 'Export Excel des commandes de l’entreprise d’un client (type strykercommands)',
  async handler({ params: p }) {
    return exportCompanyOrders(p.type, p.customerId, undefined, undefined);
  },
});

export const exportCustomerDataFiltered = defineRoute({
  ...common,
  name: 'exportCustomerDataFiltered',
  path: 'Export/{type}/{customerId}/query',
  summary: 'Export Excel des commandes de l’entreprise d’un client, filtres année et recherche appliqués',
  query: companyOrdersQuerySchema,
  async handler({ params: p, query }) {
    return exportCompanyOrders(p.type, p.customerId, query.year, query.search);
  },
});

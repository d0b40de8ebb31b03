import { companyOrdersQuerySchema, companyOrdersResponseSchema, idSchema } from '@portail/common';
import { z } from 'zod';
import { acceptsGzip, okJsonText } from '../../http/responses.js';
import { companyOrdersJson } from '../../services/company-orders.js';
import { defineRoute } from '../../http/route.js';

export const getCompanyOrdersByCustomer = defineRoute({
  name: 'getCompanyOrdersByCustomer',
  method: 'GET',
  path: 'strykerCommands/by-customer/{customerId}',
  access: 'user',
  scope: { kind: 'customer', in: 'params', key: 'customerId' },
  summary: 'Commandes de l’entreprise d’un client (lignes de ventes regroupées par commande et facture)',
  tags: ['company-orders'],
  params: z.strictObject({ customerId: idSchema }),
  query: companyOrdersQuerySchema,
  response: companyOrdersResponseSchema,
  async handler({ params, query, request }) {
    const gzip = acceptsGzip(request.headers.get('accept-encoding'));
    const { body, gzipped } = await companyOrdersJson(params.customerId, { year: query.year, search: query.search, gzip });
    return okJsonText(body, gzipped);
  },
});

import { idSchema, priceListLineSchema, priceListPercentageSchema } from '@portail/common';
import { z } from 'zod';
import { versionedJson } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { ifMatchOf } from '../../http/versioned-writes.js';
import { applyPriceListPercentage } from '../../services/price-list-lines.js';

export const applyPriceListPercentageRoute = defineRoute({
  name: 'applyPriceListPercentage',
  method: 'POST',
  path: 'priceList/{id}/percentage',
  access: 'admin',
  scope: { kind: 'none' },
  summary:
    'Applique un pourcentage (percent, de -100 à 1000) à tous les prix de la liste {id}, arrondis au point (If-Match : la version lue, 412 si elle a changé) ; répond les produits, la nouvelle version dans ETag',
  versioned: true,
  tags: ['price-lists'],
  params: z.strictObject({ id: idSchema }),
  body: priceListPercentageSchema,
  response: z.array(priceListLineSchema),
  async handler({ params, body, principal, request }) {
    return versionedJson(await applyPriceListPercentage(params.id, body.percent, principal.user.id, ifMatchOf(request)));
  },
});

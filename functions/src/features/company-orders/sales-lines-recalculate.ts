import { recalculateAnswerSchema } from '@portail/common';
import { json } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { startSalesColumnsRecalculation } from '../../services/sales-custom-columns.js';

export const recalculateSalesLinesCustomColumns = defineRoute({
  name: 'recalculateSalesLinesCustomColumns',
  method: 'POST',
  path: 'strykerCommands/recalculate-custom-columns',
  access: 'admin',
  scope: { kind: 'none' },
  summary:
    'Lance le recalcul des colonnes personnalisées des lignes de ventes importées depuis leurs produits (file maintenance ; points et statistiques suivent, e-mail récapitulatif au demandeur) : 202 et le message à afficher',
  tags: ['company-orders'],
  response: recalculateAnswerSchema,
  successStatus: 202,
  async handler({ principal }) {
    return json(202, await startSalesColumnsRecalculation(principal.user.id));
  },
});

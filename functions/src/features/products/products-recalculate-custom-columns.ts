import { recalculateAnswerSchema } from '@portail/common';
import { writeAudit } from '../../data/audit-repository.js';
import { forgetCatalogue } from '../../data/catalogue-cache.js';
import { productClassifications, setCustomColumns } from '../../data/product-columns-repository.js';
import { customColumnsOf } from '../../domain/custom-columns.js';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';

/**
 * Spec section 7: derives gimCustom and sapgCustom of every product again (after a change of the rules or
 * an import that left them out). Only the products whose columns change are written, each one audited.
 */
export const recalculateProductCustomColumns = defineRoute({
  name: 'recalculateProductCustomColumns',
  method: 'POST',
  path: 'products/recalculate-custom-columns',
  access: 'admin',
  scope: { kind: 'none' },
  summary: 'Recalcul des colonnes personnalisées (gimCustom, sapgCustom) de tous les produits',
  tags: ['products'],
  response: recalculateAnswerSchema,
  async handler({ principal }) {
    const products = await productClassifications();
    const now = new Date().toISOString();
    let changed = 0;
    for (const p of products) {
      const columns = customColumnsOf(p);
      if (columns.gimCustom === p.gimCustom && columns.sapgCustom === p.sapgCustom) continue;
      if (!(await setCustomColumns(p, columns, now))) continue;
      changed++;
      await writeAudit({
        resource: 'products',
        action: 'update',
        entityId: p.id,
        by: principal.user.id,
        at: now,
        before: { gimCustom: p.gimCustom, sapgCustom: p.sapgCustom },
        after: columns,
      });
    }
    if (changed) forgetCatalogue();
    return ok(`Colonnes personnalisées recalculées : ${changed} produit(s) modifié(s) sur ${products.length}.`);
  },
});

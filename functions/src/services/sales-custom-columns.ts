import { writeAudit } from '../data/audit-repository.js';
import { enqueueMaintenance } from '../data/maintenance-queue.js';
import { productClassifications } from '../data/product-columns-repository.js';
import { allCustomerIds, salesColumnsOf, salesLinesByIds, type SalesLineColumns } from '../data/sales-columns-repository.js';
import { customColumnsOf, pointCategoryOf } from '../domain/custom-columns.js';
import type { SalesLineDoc } from '../model/sales.js';
import { findUserById } from '../data/users-repository.js';
import { sendMail } from '../mail/send-mail.js';
import { recordKnownSalesLines } from './sales-lines.js';

/**
 * The recalculation reads every sales line (a million at the programme's size): it runs on the maintenance
 * queue, not within the request that asks for it. The administrator is told it started, then gets the
 * figures by e-mail; the audit trail keeps them.
 */
export async function startSalesColumnsRecalculation(requestedBy: string): Promise<string> {
  await enqueueMaintenance({ kind: 'sales-custom-columns', requestedBy });
  return 'Recalcul des colonnes personnalisées lancé : les lignes de ventes seront à jour dans quelques minutes, un e-mail récapitulatif suivra.';
}

/** The queued recalculation, then its audit entry and the summary e-mail to whoever asked. */
export async function completeSalesColumnsRecalculation(requestedBy: string): Promise<void> {
  const { lines, changed } = await recalculateSalesCustomColumns();
  await writeAudit({
    resource: 'strykerCommands',
    action: 'update',
    entityId: 'recalculate-custom-columns',
    by: requestedBy,
    at: new Date().toISOString(),
    after: { lines, changed },
  });
  const user = await findUserById(requestedBy);
  if (!user) return;
  const text = `Colonnes personnalisées recalculées : ${changed} ligne(s) de ventes modifiée(s) sur ${lines}.`;
  await sendMail({ to: user.email, subject: '[Portail fidélité] Recalcul des colonnes personnalisées terminé', text, html: `<p>${text}</p>` });
}

/**
 * Derives the custom columns (gimCustom, sapgCustom) and the points category of every imported sales line
 * again from its product (by reference). Lines whose values change are written through recordKnownSalesLines,
 * so the statistics and points of their customers follow. Lines of products no longer in the catalogue
 * (fees, withdrawn references) keep theirs.
 */
async function recalculateSalesCustomColumns(now = new Date()): Promise<{ lines: number; changed: number }> {
  const byReference = new Map((await productClassifications()).map((p) => [p.reference, { ...customColumnsOf(p), pointCategory: pointCategoryOf(p) }]));
  const wanted = (l: SalesLineColumns) => byReference.get(l.reference);
  const differs = (l: SalesLineColumns) => {
    const w = wanted(l);
    return w !== undefined && (w.gimCustom !== l.gimCustom || w.sapgCustom !== l.sapgCustom || w.pointCategory !== l.pointCategory);
  };
  let lines = 0;
  let changed = 0;
  for (const customerId of await allCustomerIds()) {
    const columns = await salesColumnsOf(customerId);
    lines += columns.length;
    const stale = columns.filter(differs);
    if (stale.length === 0) continue;
    const docs = await salesLinesByIds(
      customerId,
      stale.map((l) => l.id),
    );
    const updated: SalesLineDoc[] = docs.map((d) => ({ ...d, ...wanted(d)!, updatedAt: now.toISOString() }));
    // Only the custom columns change: the stored line's index entries are the ones written again.
    await recordKnownSalesLines(
      updated.map((line, i) => ({ line, storedYear: line.year, stored: docs[i] })),
      now,
    );
    changed += updated.length;
  }
  return { lines, changed };
}

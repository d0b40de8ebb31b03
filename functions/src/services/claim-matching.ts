import { claimTransition, reopenedStatus } from '@portail/common';
import { changeClaim, claimsResolvedWith, openClaimsOf } from '../data/claims-repository.js';
import { writeAudit } from '../data/audit-repository.js';
import { matchClaim } from '../domain/claim-matching.js';
import type { ClaimDoc } from '../model/claims.js';
import type { SalesLineDoc } from '../model/sales.js';
import { mailClaimStatus } from './claim-mails.js';

const IMPORT = 'Import';

/**
 * After an import wrote sales lines: each open claim of their customers on one of their invoices is resolved
 * (« résolue par import », linked to the line, the customer told by e-mail) or flagged for the administrator
 * with both sets of values (domain/claim-matching.ts). Idempotent: a chunk applied again finds the claim
 * resolved, or flagged with the same values.
 */
export async function matchClaimsWithImportedLines(lines: readonly SalesLineDoc[], now = new Date()): Promise<void> {
  if (lines.length === 0) return;
  const open = await openClaimsOf([...new Set(lines.map((l) => l.customerId))]);
  for (const found of open) {
    const ofClaim = lines.filter((l) => l.customerId === found.customerId && l.invoiceNumber === found.invoiceNumber);
    if (ofClaim.length === 0) continue;
    const at = now.toISOString();
    let resolved = false;
    const result = await changeClaim(found.customerId, found.id, (c): ClaimDoc | undefined => {
      resolved = false;
      const match = matchClaim(c, ofClaim);
      if (!match) return undefined;
      const next: ClaimDoc = { ...c, updatedAt: at, history: [...c.history] };
      if (match.flag) {
        next.flag = { at, ...match.flag };
        next.history.push({ at, byName: IMPORT, action: 'flagged', text: 'La facture est arrivée par import avec d’autres valeurs que celles déclarées.' });
      }
      const status = match.resolveWith ? claimTransition(c.status, 'resolveByImport') : undefined;
      if (status && match.resolveWith) {
        resolved = true;
        Object.assign(next, { status, linkedLineId: match.resolveWith, resolvedAt: at });
        next.history.push({ at, byName: IMPORT, action: 'resolvedByImport' });
      }
      return next;
    });
    if (!result?.changed) continue;
    if (resolved) {
      await writeAudit({
        resource: 'claims',
        action: 'update',
        entityId: found.id,
        by: 'import',
        at,
        before: { status: found.status },
        after: { status: result.claim.status, linkedLineId: result.claim.linkedLineId },
      });
      // The import's lines and the claim are written: an e-mail that does not leave must not fail the import.
      await mailClaimStatus(result.claim).catch((err: unknown) => console.error(`Réclamation ${found.id} : e-mail de résolution non envoyé`, err));
    }
  }
}

/**
 * After a rollback undid these lines of an import (deleted, or put back as they were): each claim that import
 * resolved with one of them is open again (its link removed, « réouverte : import annulé » in its history,
 * the customer told by e-mail), in the status it had before. Safe to run again: a redelivered rollback finds
 * the claim open and writes nothing; its audit entry has an id of the job and the claim.
 */
export async function reopenClaimsOfUndoneLines(
  lines: readonly { customerId: string; id: string }[],
  job: { jobId: string; fileName: string; by: string; createdAt: string },
  now = new Date(),
): Promise<void> {
  if (lines.length === 0) return;
  const at = now.toISOString();
  const text = `L’import « ${job.fileName} » qui l’avait résolue a été annulé.`;
  // Resolved since the job began: a claim an earlier import resolved with a line this one only updated stays so.
  for (const found of (await claimsResolvedWith(lines)).filter((c) => (c.resolvedAt ?? '') >= job.createdAt)) {
    const result = await changeClaim(found.customerId, found.id, (c): ClaimDoc | undefined => {
      const status =
        c.linkedLineId === found.linkedLineId
          ? reopenedStatus(
              c.status,
              c.history.some((e) => e.action === 'inProgress'),
            )
          : undefined;
      if (!status) return undefined;
      const { linkedLineId: _line, resolvedAt: _resolved, ...open } = c;
      return { ...open, status, updatedAt: at, history: [...c.history, { at, byName: IMPORT, action: 'reopened', text }] };
    });
    if (!result?.changed) continue;
    await writeAudit({
      id: `reopen-${job.jobId}-${found.id}`,
      resource: 'claims',
      action: 'update',
      entityId: found.id,
      by: job.by,
      at,
      before: { status: found.status, linkedLineId: found.linkedLineId },
      after: { status: result.claim.status },
      reason: text,
    });
    // The lines are undone and the claim open: an e-mail that does not leave must not fail the rollback.
    await mailClaimStatus(result.claim).catch((err: unknown) => console.error(`Réclamation ${found.id} : e-mail de réouverture non envoyé`, err));
  }
}

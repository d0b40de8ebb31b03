import { container } from './cosmos.js';
import type { TermsAcceptanceDoc, TermsVersionDoc } from '../model/terms.js';

/** The other versions in force (normally one): activating a version deactivates them. */
export async function activeVersionsOtherThan(id: string): Promise<(TermsVersionDoc & { _etag: string })[]> {
  const { resources } = await container('terms')
    .items.query<TermsVersionDoc & { _etag: string }>({
      query: "SELECT * FROM c WHERE c.type = 'termsVersion' AND c.isActive = true AND c.id != @id",
      parameters: [{ name: '@id', value: id }],
    })
    .fetchAll();
  return resources;
}

/** Sets isActive false on the version read; false when it changed meanwhile. */
export async function deactivateVersion(doc: TermsVersionDoc & { _etag: string }, now: string): Promise<boolean> {
  try {
    await container('terms')
      .item(doc.id, doc.id)
      .patch(
        [
          { op: 'set', path: '/isActive', value: false },
          { op: 'set', path: '/updatedAt', value: now },
        ],
        { accessCondition: { type: 'IfMatch', condition: doc._etag } },
      );
    return true;
  } catch (err) {
    if ((err as { code?: number }).code === 412) return false;
    throw err;
  }
}

/** Who accepted a version (across users' partitions; one document per user and version). */
export async function acceptancesOf(termVersionId: string): Promise<TermsAcceptanceDoc[]> {
  const { resources } = await container('termsAcceptances')
    .items.query<TermsAcceptanceDoc>({
      query: "SELECT * FROM c WHERE c.type = 'termsAcceptance' AND c.termVersionId = @id ORDER BY c.acceptanceDate DESC",
      parameters: [{ name: '@id', value: termVersionId }],
    })
    .fetchAll();
  return resources;
}

import { container, isCosmosStatus, readItem } from './cosmos.js';
import type { TermsAcceptanceDoc, TermsVersionDoc } from '../model/terms.js';

/** The version in force: the newest active one. */
export async function findCurrentTerms(): Promise<TermsVersionDoc | undefined> {
  const { resources } = await container('terms')
    .items.query<TermsVersionDoc>('SELECT TOP 1 * FROM c WHERE c.isActive = true ORDER BY c.versionDate DESC')
    .fetchAll();
  return resources[0];
}

export const findTermsById = (id: string) => readItem<TermsVersionDoc>(container('terms'), id, id);

export async function hasAccepted(userId: string, termVersionId: string): Promise<boolean> {
  return (await readItem<TermsAcceptanceDoc>(container('termsAcceptances'), termVersionId, userId)) !== undefined;
}

/** Idempotent: accepting twice keeps the first acceptance date. */
export async function recordAcceptance(acceptance: TermsAcceptanceDoc): Promise<void> {
  try {
    await container('termsAcceptances').items.create(acceptance);
  } catch (err) {
    if (!isCosmosStatus(err, 409)) throw err;
  }
}

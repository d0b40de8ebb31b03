import { LRUCache } from 'lru-cache';
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

/**
 * Every customer-portal call asks whether its user accepted the version in force (http/pipeline.ts). Each
 * instance keeps which version is in force for half a minute (forgotten at once by a version saved
 * through it), and the acceptances it has seen, which never end: only a « no » is read again each time, so
 * an acceptance counts from the next call.
 */
const CURRENT_TERMS_MS = 30_000;
let currentTerms: { at: number; id: Promise<string | null> } | undefined;
const seenAcceptances = new LRUCache<string, true>({ max: 20_000 });

function currentTermsId(): Promise<string | null> {
  if (!currentTerms || Date.now() - currentTerms.at > CURRENT_TERMS_MS) {
    const id = findCurrentTerms().then((t) => t?.id ?? null);
    currentTerms = { at: Date.now(), id };
    // A failed read is not kept: the next call reads again.
    id.catch(() => {
      if (currentTerms?.id === id) currentTerms = undefined;
    });
  }
  return currentTerms.id;
}

export function forgetCurrentTerms(): void {
  currentTerms = undefined;
}

/** True when no version is in force, or when this user accepted it. */
export async function hasAcceptedCurrentTerms(userId: string): Promise<boolean> {
  const id = await currentTermsId();
  if (id === null) return true;
  const key = `${userId}\u0000${id}`;
  if (seenAcceptances.has(key)) return true;
  if (!(await hasAccepted(userId, id))) return false;
  seenAcceptances.set(key, true);
  return true;
}

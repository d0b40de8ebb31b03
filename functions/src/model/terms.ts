import type { Timestamps } from './document.js';

// terms (pk /id), termsAcceptances (pk /userId)

export interface TermsVersionDoc extends Timestamps {
  id: string;
  type: 'termsVersion';
  versionNumber: string;
  versionDate: string;
  fullText: string;
  changeDescription: string;
  isActive: boolean;
  /** User id of the last back-office writer. */
  updatedBy?: string;
}

/** id = termVersionId: "has this user accepted that version?" is a point read. */
export interface TermsAcceptanceDoc {
  id: string;
  type: 'termsAcceptance';
  userId: string;
  termVersionId: string;
  acceptanceDate: string;
}

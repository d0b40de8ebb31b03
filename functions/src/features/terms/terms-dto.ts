import type { TermsVersion } from '@portail/common';
import type { TermsVersionDoc } from '../../model/terms.js';

export const toTermsDto = (doc: TermsVersionDoc): TermsVersion => ({
  id: doc.id,
  versionNumber: doc.versionNumber,
  versionDate: doc.versionDate,
  fullText: doc.fullText,
  changeDescription: doc.changeDescription ?? '',
  isActive: doc.isActive,
});

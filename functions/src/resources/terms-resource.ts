import { TERMS_LIST_SPEC, type TermsInput, termsInputSchema, type TermsVersion, termsVersionSchema } from '@portail/common';
import { writeAudit } from '../data/audit-repository.js';
import { activeVersionsOtherThan, deactivateVersion } from '../data/terms-admin-repository.js';
import { forgetCurrentTerms } from '../data/terms-repository.js';
import { failure } from '../http/errors.js';
import type { TermsVersionDoc } from '../model/terms.js';
import type { ResourceDeclaration } from './resource-declaration.js';

type TermsSort = (typeof TERMS_LIST_SPEC.sortable)[number];

/**
 * Terms versions (spec sections 2 and 7): created and edited, never deleted. Exactly one is active: saving
 * an active version deactivates the others, so the version in force changes and every user is asked to
 * accept it at their next sign-in (acceptances are kept per version).
 */
export const termsDeclaration: ResourceDeclaration<TermsVersionDoc, TermsVersion, TermsInput, TermsSort> = {
  path: 'TermsAndConditions',
  singular: 'termsVersion',
  plural: 'termsVersions',
  title: 'Conditions générales',
  tag: 'terms',
  access: { read: 'admin', write: 'admin' },
  operations: ['list', 'get', 'create', 'update'],
  list: TERMS_LIST_SPEC,
  store: {
    container: 'terms',
    type: 'termsVersion',
    partition: { byId: true },
    searchField: 'versionNumber',
    search: (s) => ({
      where: ['(CONTAINS(LOWER(c.versionNumber), @search) OR CONTAINS(LOWER(c.changeDescription), @search) OR CONTAINS(LOWER(c.fullText), @search))'],
      parameters: [{ name: '@search', value: s }],
    }),
    sortFields: { versionNumber: 'versionNumber', versionDate: 'versionDate' },
  },
  schemas: { item: termsVersionSchema, input: termsInputSchema },
  toDto: (d) => ({
    id: d.id,
    versionNumber: d.versionNumber,
    versionDate: d.versionDate,
    fullText: d.fullText,
    changeDescription: d.changeDescription ?? '',
    isActive: d.isActive,
  }),
  build: (input, { id, now, by, existing }) => ({
    id,
    type: 'termsVersion',
    versionNumber: input.versionNumber,
    fullText: input.fullText,
    changeDescription: input.changeDescription,
    isActive: input.isActive,
    versionDate: existing?.versionDate ?? now,
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
    updatedBy: by,
  }),
  async check(doc, { existing }) {
    if (doc.isActive) return;
    if (existing?.isActive) throw failure('terms_one_active', undefined, { field: 'isActive' });
    if (!existing && (await activeVersionsOtherThan(doc.id)).length === 0) throw failure('terms_one_active', undefined, { field: 'isActive' });
  },
  async afterWrite({ after }) {
    // The version in force may have changed: this instance asks its users again from the next call.
    forgetCurrentTerms();
    if (!after?.isActive) return;
    const now = new Date().toISOString();
    for (const other of await activeVersionsOtherThan(after.id)) {
      if (await deactivateVersion(other, now)) {
        await writeAudit({
          resource: 'TermsAndConditions',
          action: 'update',
          entityId: other.id,
          by: after.updatedBy ?? 'system',
          at: now,
          before: { isActive: true },
          after: { isActive: false },
        });
      }
    }
  },
  describe: (d) => d.versionNumber,
  exportColumns: [
    { header: 'Version', type: 'text', width: 12, value: (t) => t.versionNumber },
    { header: 'Date', type: 'text', width: 22, value: (t) => t.versionDate },
    { header: 'Active', type: 'text', width: 8, value: (t) => (t.isActive ? 'oui' : 'non') },
    { header: 'Changement', type: 'text', width: 40, value: (t) => t.changeDescription },
    { header: 'Texte', type: 'text', width: 60, value: (t) => t.fullText.slice(0, 32_000) },
  ],
};

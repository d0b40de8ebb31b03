import { frAdmin } from './fr-admin.js';
import { frCatalogue } from './fr-catalogue.js';
import { frErrors } from './fr-errors.js';
import { frImport } from './fr-import.js';
import { frMessages } from './fr-messages.js';
import { frPortal } from './fr-portal.js';
import { frKpi } from './fr-kpi.js';

/**
 * French message catalogue, keyed as in the specification (rules.*, alert.*, errors.*, success.*).
 * The server answers with these texts too, so the wording lives in one place.
 * `{provider}` is replaced by the configured provider name.
 */
export const fr = { ...frMessages, ...frPortal, ...frAdmin, ...frCatalogue, ...frKpi, ...frImport, ...frErrors } as const;

export type MessageKey = keyof typeof fr;

export function message(key: MessageKey, params: Record<string, string> = {}): string {
  return fr[key].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? `{${name}}`);
}

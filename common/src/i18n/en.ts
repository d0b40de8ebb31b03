import { enAdmin } from './en-admin.js';
import { enCatalogue } from './en-catalogue.js';
import { enErrors } from './en-errors.js';
import { enImport } from './en-import.js';
import { enMessages } from './en-messages.js';
import { enPortal } from './en-portal.js';
import { enKpi } from './en-kpi.js';
import type { MessageKey } from './fr.js';

/** English catalogue. Typed against the French keys so that a missing or extra key fails the build. */
export const en: Record<MessageKey, string> = { ...enMessages, ...enPortal, ...enAdmin, ...enCatalogue, ...enKpi, ...enImport, ...enErrors };

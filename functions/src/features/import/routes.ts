import type { AnyRoute } from '../../http/route.js';
import { getImportErrors } from './import-get-errors.js';
import { getImportTemplate } from './import-get-template.js';
import { getImport } from './import-get.js';
import { listImports } from './import-list.js';
import { rollbackImport } from './import-rollback.js';
import { uploadImport } from './import-upload.js';

export const importRoutes: AnyRoute[] = [uploadImport, listImports, getImport, getImportErrors, getImportTemplate, rollbackImport];

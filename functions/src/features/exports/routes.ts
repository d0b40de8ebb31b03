import type { AnyRoute } from '../../http/route.js';
import { downloadExport } from './exports-download.js';
import { getExport } from './exports-get.js';

export const exportsRoutes: AnyRoute[] = [getExport, downloadExport];

import type { AnyRoute } from '../../http/route.js';
import { listAudit } from './audit-list.js';

export const auditRoutes: AnyRoute[] = [listAudit];

import type { AnyRoute } from '../../http/route.js';
import { updateManualPoints } from './points-update-manual.js';

export const pointsRoutes: AnyRoute[] = [updateManualPoints];

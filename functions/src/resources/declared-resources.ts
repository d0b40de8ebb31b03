import type { AnyRoute } from '../http/route.js';
import { referenceListDeclarations } from './reference-lists.js';
import type { AnyResourceDeclaration } from './resource-declaration.js';
import { resourceRoutes } from './resource-routes.js';

/** Every declared resource of the back office. Each one yields its five routes in the route table. */
export const declaredResources: AnyResourceDeclaration[] = [...referenceListDeclarations];

export const resourceRouteTable: AnyRoute[] = declaredResources.flatMap(resourceRoutes);

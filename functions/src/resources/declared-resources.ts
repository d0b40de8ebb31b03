import type { AnyRoute } from '../http/route.js';
import { adminListDeclarations } from './admin-lists.js';
import { backOfficeListDeclarations } from './back-office-resources.js';
import { referenceListDeclarations } from './reference-lists.js';
import type { AnyResourceDeclaration } from './resource-declaration.js';
import { resourceRoutes } from './resource-routes.js';

/** Every declared resource of the back office. Each one yields its routes (five unless it names fewer) in the route table. */
export const declaredResources: AnyResourceDeclaration[] = [...adminListDeclarations, ...backOfficeListDeclarations, ...referenceListDeclarations];

export const resourceRouteTable: AnyRoute[] = declaredResources.flatMap(resourceRoutes);

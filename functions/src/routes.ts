import type { AnyRoute } from './http/route.js';
import { addressesRoutes } from './features/addresses/routes.js';
import { auditRoutes } from './features/audit/routes.js';
import { authRoutes } from './features/auth/routes.js';
import { buyingGroupsRoutes } from './features/buying-groups/routes.js';
import { cartsRoutes } from './features/carts/routes.js';
import { checkoutRoutes } from './features/checkout/routes.js';
import { claimsRoutes } from './features/claims/routes.js';
import { companyOrdersBackOfficeRoutes, companyOrdersRoutes } from './features/company-orders/routes.js';
import { contactRoutes } from './features/contact/routes.js';
import { contractsRoutes } from './features/contracts/routes.js';
import { customersRoutes } from './features/customers/routes.js';
import { exportsBackOfficeRoutes, exportsRoutes } from './features/exports/routes.js';
import { filesBackOfficeRoutes, filesRoutes } from './features/files/routes.js';
import { importRoutes } from './features/import/routes.js';
import { kpiRoutes } from './features/kpi/routes.js';
import { pointsRoutes } from './features/points/routes.js';
import { priceListsRoutes } from './features/price-lists/routes.js';
import { productsRoutes } from './features/products/routes.js';
import { programmeOrdersRoutes } from './features/programme-orders/routes.js';
import { statsBackOfficeRoutes, statsRoutes } from './features/stats/routes.js';
import { openApiRoute } from './features/system/openapi-get.js';
import { systemRoutes } from './features/system/routes.js';
import { termsBackOfficeRoutes, termsRoutes } from './features/terms/routes.js';
import { usersBackOfficeRoutes, usersRoutes } from './features/users/routes.js';
import { resourceRouteTable } from './resources/declared-resources.js';

/**
 * The whole HTTP API. Azure registration (index.ts), the local host, the OpenAPI document and the
 * access-control and invalid-input tests all read this one table. Each feature group lists its own
 * routes (features/<group>/routes.ts); the order here is kept because a literal path listed before a
 * parameterised one can decide which route a request matches.
 */
export const routes: AnyRoute[] = [
  ...systemRoutes(openApiRoute(() => routes)),
  ...authRoutes,
  ...usersRoutes,
  ...termsRoutes,
  ...cartsRoutes,
  ...checkoutRoutes,
  ...pointsRoutes,
  ...statsRoutes,
  // company orders and export
  ...companyOrdersRoutes,
  ...exportsRoutes,
  // programme orders
  ...programmeOrdersRoutes,
  ...filesRoutes,
  ...productsRoutes,
  ...addressesRoutes,
  ...contactRoutes,
  // audit trail of the back office
  ...auditRoutes,
  // back office: customers, users, roles and statuses (declared lists and writes in resources/)
  ...customersRoutes,
  ...statsBackOfficeRoutes,
  ...usersBackOfficeRoutes,
  // contracts and their files (back office)
  ...contractsRoutes,
  ...filesBackOfficeRoutes,
  // price lists, terms versions, sales lines (back office)
  ...priceListsRoutes,
  ...termsBackOfficeRoutes,
  ...companyOrdersBackOfficeRoutes,
  // KPI dashboard (docs/kpi.md)
  ...kpiRoutes,
  // buying groups as parent accounts (issue 33): the consolidated home of a group
  ...buyingGroupsRoutes,
  // claims on sales lines (« Réclamations »): the customer's, then the back office's
  ...claimsRoutes,
  // Excel import
  ...importRoutes,
  // background exports of the declared lists (their POST <list>/export comes with each list)
  ...exportsBackOfficeRoutes,
  // declared resources: five routes each (functions/src/resources/)
  ...resourceRouteTable,
];

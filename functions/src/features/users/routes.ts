import type { AnyRoute } from '../../http/route.js';
import { getStatuses, getUserRoles } from './user-roles-get.js';
import { createUserRoute } from './users-create.js';
import { deleteUserRoute } from './users-delete.js';
import { getCurrentUser } from './users-get-current.js';
import { getUserInfosWithCustomers } from './users-get-infos-with-customers.js';
import { getStrykerEmployees } from './users-get-stryker-employees.js';
import { linkMicrosoft } from './users-link-microsoft.js';
import { resendInvitation } from './users-resend-invitation.js';
import { updateUserRoute } from './users-update.js';

export const usersRoutes: AnyRoute[] = [getCurrentUser, getUserInfosWithCustomers, createUserRoute, resendInvitation, linkMicrosoft];

// Apart from the portal's routes: the table (routes.ts) lists the back office's after them.
export const usersBackOfficeRoutes: AnyRoute[] = [updateUserRoute, deleteUserRoute, getStrykerEmployees, getUserRoles, getStatuses];

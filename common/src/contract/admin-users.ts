import { z } from 'zod';
import { ROLES } from '../constants.js';
import { TIER_THRESHOLDS } from '../rules/tiers.js';
import { idSchema } from './common.js';
import { refineUserBuyingGroup, userWriteFieldsSchema } from './users.js';

/** PUT /api/users/{id}: the fields of POST, and the id repeated as the spec's screens do (the path's wins). */
export const userEditSchema = userWriteFieldsSchema.extend({ id: idSchema.optional() }).superRefine(refineUserBuyingGroup(true));

/** GET /api/userRoles: the roles the screens choose from, by id (spec §6). */
export const userRoleSchema = z.object({ id: z.number().int(), name: z.enum(ROLES) });
export type UserRole = z.infer<typeof userRoleSchema>;
export const USER_ROLES = ROLES.map((name, i) => ({ id: i + 1, name }));

/** GET /api/status: the status tiers, each with the yearly sales (euros) from which it applies. */
export const customerStatusSchema = z.object({ id: z.number().int(), number: z.number().int(), threshold: z.number() });
export const CUSTOMER_STATUSES = TIER_THRESHOLDS.map((threshold, i) => ({ id: i + 1, number: i + 1, threshold }));

import { z } from 'zod';
import { ROLES } from '../constants.js';
import { fr } from '../i18n/fr.js';
import { emailSchema, idSchema } from './common.js';
import { customerSchema } from './customers.js';

export const roleSchema = z.enum(ROLES, { error: 'Le rôle est invalide' });
export type Role = z.infer<typeof roleSchema>;

export const userSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  userRole: roleSchema,
  active: z.boolean(),
  /** GROUP_BUYER only (issue 33): the buying group whose members the user reads. */
  buyingGroupId: z.string().nullable().optional(),
});
export type User = z.infer<typeof userSchema>;

export const userInfosWithCustomersSchema = z.object({ user: userSchema, customers: z.array(customerSchema) });
export type UserInfosWithCustomers = z.infer<typeof userInfosWithCustomersSchema>;

const nameField = z.string({ error: fr['rules.required'] }).trim().min(1, fr['rules.required']).max(100, 'Ce champ est trop long');

/** What a user's write says of its buying group: the chosen one, or why it is refused (a French message). */
type UserBuyingGroup = { buyingGroupId: string | null } | { issue: string };

/**
 * Issue 33: a group buyer reads the members of one buying group, so it has one; no other role has any.
 * `stored` is the user being edited: a write that leaves buyingGroupId out keeps a group buyer's group (the
 * spec's payloads do not carry it), and a role that is no longer GROUP_BUYER drops it.
 */
export function userBuyingGroup(
  write: { userRole: Role; buyingGroupId?: string | null },
  stored?: { role: Role; buyingGroupId?: string | null },
): UserBuyingGroup {
  if (write.userRole !== 'GROUP_BUYER') return write.buyingGroupId ? { issue: fr['rules.user-buying-group-role'] } : { buyingGroupId: null };
  const kept = stored?.role === 'GROUP_BUYER' ? (stored.buyingGroupId ?? null) : null;
  const chosen = write.buyingGroupId === undefined ? kept : write.buyingGroupId;
  return chosen ? { buyingGroupId: chosen } : { issue: fr['rules.user-buying-group-required'] };
}

/** The fields of POST /api/users, before the buying-group rule (a refined object cannot be extended). */
export const userWriteFieldsSchema = z.strictObject({
  firstName: nameField,
  lastName: nameField,
  email: emailSchema,
  active: z.boolean().default(true),
  userRole: roleSchema.default('COMMERCIAL'),
  /** GROUP_BUYER only: the buying group (referenceData 'buyingGroups'); optional, so the spec's payloads still pass. */
  buyingGroupId: idSchema.nullable().optional(),
});

/**
 * The buying-group rule as a refinement. `partial`: an edit that leaves the group out is decided against the
 * stored user by the handler, with the same function.
 */
export const refineUserBuyingGroup =
  (partial: boolean) =>
  (user: { userRole: Role; buyingGroupId?: string | null }, ctx: z.RefinementCtx): void => {
    if (partial && user.buyingGroupId === undefined) return;
    const decided = userBuyingGroup(user);
    if ('issue' in decided) ctx.addIssue({ code: 'custom', path: ['buyingGroupId'], message: decided.issue });
  };

export const userWriteSchema = userWriteFieldsSchema.superRefine(refineUserBuyingGroup(false));
export type UserWrite = z.infer<typeof userWriteSchema>;

export const userUpdateSchema = userWriteFieldsSchema.extend({ id: idSchema }).superRefine(refineUserBuyingGroup(false));

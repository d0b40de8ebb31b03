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
});
export type User = z.infer<typeof userSchema>;

export const userInfosWithCustomersSchema = z.object({ user: userSchema, customers: z.array(customerSchema) });
export type UserInfosWithCustomers = z.infer<typeof userInfosWithCustomersSchema>;

const nameField = z.string({ error: fr['rules.required'] }).trim().min(1, fr['rules.required']).max(100, 'Ce champ est trop long');

export const userWriteSchema = z.strictObject({
  firstName: nameField,
  lastName: nameField,
  email: emailSchema,
  active: z.boolean().default(true),
  userRole: roleSchema.default('COMMERCIAL'),
});
export type UserWrite = z.infer<typeof userWriteSchema>;

export const userUpdateSchema = userWriteSchema.extend({ id: idSchema });

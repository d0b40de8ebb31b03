import { expect } from 'vitest';
import { call, login, type Session } from './api.js';
import { freshEmail, strongPassword } from './env.js';
import { linkParams, messagesTo, waitForMessage } from './mail.js';

export interface FreshUser {
  id: string;
  email: string;
  password: string;
}

/** A new user created by the administrator; completes the invitation mail and can sign in. */
export async function createActiveUser(adminToken: string, role: 'CUSTOMER' | 'COMMERCIAL' | 'ADMIN' = 'CUSTOMER', label = 'essai'): Promise<FreshUser> {
  const email = freshEmail(label);
  const known = (await messagesTo(email)).length;
  const made = await call('POST', 'users', { token: adminToken, body: { firstName: 'Camille', lastName: 'Essai', email, userRole: role, active: true } });
  expect(made.status, made.text).toBe(201);
  const mail = await waitForMessage(email, known);
  const { userId, token } = linkParams(mail);
  expect(userId).toBe(made.json.id);
  const password = strongPassword();
  const reset = await call('POST', 'Authenticate/resetpassword', { body: { userId, token, password, confirmPassword: password } });
  expect(reset.status, reset.text).toBe(200);
  return { id: made.json.id, email, password };
}

export const loginFresh = (u: FreshUser): Promise<Session> => login(u.email, u.password);

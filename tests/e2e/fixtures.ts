import { test as base } from '@playwright/test';
import { isAdminRole, isStaffRole } from '@portail/common';
import { acceptTermsWith, api, apiLogin, DEMO_PASSWORD } from './support.js';

/**
 * `test.use({ signedInAs: DEMO.acheteur })`: each test's page starts signed in, without the login form.
 * Signing in through the form is under test in sign-in*.spec.ts, terms.spec.ts, accessibility.spec.ts and
 * the session specs; everywhere else it was the same form filled again before each test, a page load and
 * a password check for nothing.
 *
 * The session is what the site itself stores after its own sign-in (use-auth-actions.ts, completeSignIn):
 * the token and user from the same POST /api/Authenticate/login, and, for a customer user with exactly one
 * customer, that customer from /api/users/user-infos-with-customers. A user with several has none yet and
 * lands on /select-customer, as after the form. A customer user has accepted the terms in force. Each test
 * gets a token of its own: a test that signs out revokes only its own session.
 */
export interface Account {
  email: string;
  password?: string;
}

type Stored = { name: string; value: string }[];

async function storedSession({ email, password = DEMO_PASSWORD }: Account): Promise<Stored> {
  const { token, user } = await apiLogin(email, password);
  const stored: Stored = [
    { name: 'portail.token', value: token },
    { name: 'portail.user', value: JSON.stringify(user) },
  ];
  if (isAdminRole(user.userRole)) return stored;
  // The API refuses the portal to a customer user until they accept the terms: a signed-in test user has.
  if (!isStaffRole(user.userRole)) await acceptTermsWith(token, user);
  const { status, data } = await api<{ customers: unknown[] }>('/users/user-infos-with-customers', { token });
  if (status !== 200) throw new Error(`clients de ${email} : ${status}`);
  if (data.customers.length === 1) stored.push({ name: 'portail.customer', value: JSON.stringify(data.customers[0]) });
  return stored;
}

export const test = base.extend<{ signedInAs: string | Account | undefined }>({
  signedInAs: [undefined, { option: true }],
  // Storage state is written once, when the context is made: a sign-out or a reload in the test is not undone.
  storageState: async ({ signedInAs, storageState, baseURL }, use) => {
    if (signedInAs === undefined) return use(storageState);
    const account = typeof signedInAs === 'string' ? { email: signedInAs } : signedInAs;
    await use({ cookies: [], origins: [{ origin: new URL(baseURL!).origin, localStorage: await storedSession(account) }] });
  },
});

export { expect, type Page } from '@playwright/test';

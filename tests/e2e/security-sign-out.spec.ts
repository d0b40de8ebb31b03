import { expect, test } from '@playwright/test';
import { api, createUserWithPassword, signIn, storedToken, termsDialog } from './support.js';

/*
 * Signing out ends the session on the server too (issue 14): the token the site held is revoked, so a copy
 * of it (another tab, a stolen one) stops working at once instead of at its expiry.
 */
test('se déconnecter révoque le jeton côté serveur', async ({ page }) => {
  const user = await createUserWithPassword('ADMIN');
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/admin$/);
  // The terms dialog of a fresh account: refusing them signs out.
  await expect(termsDialog(page)).toBeVisible();
  const token = await storedToken(page);
  expect(token).not.toBeNull();
  expect((await api('/users/user', { token: token as string })).status).toBe(200);

  const revoked = page.waitForResponse((r) => r.url().endsWith('/api/Authenticate/logout'));
  await termsDialog(page).getByRole('button', { name: 'Refuser' }).click();
  expect((await revoked).status()).toBe(204);
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedToken(page)).toBeNull();
  expect((await api('/users/user', { token: token as string })).status).toBe(401);
});

test('une session terminée par un refus du serveur (401) est aussi révoquée', async ({ page }) => {
  const user = await createUserWithPassword('ADMIN');
  await signIn(page, user.email, user.password);
  await expect(termsDialog(page)).toBeVisible();
  const token = (await storedToken(page)) as string;
  // The server refuses the next call of the page (as for an expired session); the site ends the session
  // and asks the API to revoke the token it held.
  await page.route('**/api/TermsAndConditions/accept', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'unauthenticated', message: 'Votre session a expiré, veuillez vous reconnecter.' } }),
    }),
  );
  const revoked = page.waitForResponse((r) => r.url().endsWith('/api/Authenticate/logout'));
  await termsDialog(page).getByRole('button', { name: 'Accepter' }).click();
  expect((await revoked).status()).toBe(204);
  await expect(page).toHaveURL(/\/login$/);
  expect((await api('/users/user', { token })).status).toBe(401);
});

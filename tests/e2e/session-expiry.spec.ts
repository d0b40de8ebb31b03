import { expect, test, type Page } from '@playwright/test';
import { api, createUserWithPassword, linkFromMail, mailCount, signIn, storedToken, strongPassword, termsDialog, toast } from './support.js';

const EXPIRED = 'Votre session a expiré, veuillez vous reconnecter.';

/*
 * A fresh ADMIN signs in (no customer needed) and lands on /admin, which asks for the terms: once the dialog
 * shows, every start-up call of the page has answered, so what follows is the only thing that can fail.
 */
async function signedInFreshUser(page: Page) {
  const user = await createUserWithPassword('ADMIN');
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(termsDialog(page)).toBeVisible();
  return user;
}

async function expectSentToLogin(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/login$/);
  // Said once, however many calls were refused together.
  await expect(toast(page, EXPIRED)).toHaveCount(1);
  expect(await page.evaluate(() => ['portail.token', 'portail.user', 'portail.customer'].map((k) => localStorage.getItem(k)))).toEqual([null, null, null]);
}

test('a password reset elsewhere ends the session: the next call answers 401 and the user goes to /login', async ({ page }) => {
  const user = await signedInFreshUser(page);

  // Another device resets the password: every earlier session ends.
  const before = await mailCount(user.email);
  expect((await api('/Authenticate/askresetpassword', { method: 'POST', body: { email: user.email } })).status).toBe(200);
  const link = new URL(await linkFromMail(user.email, before));
  const password = strongPassword('Ailleurs');
  const reset = await api('/Authenticate/resetpassword', {
    method: 'POST',
    body: { userId: link.searchParams.get('userId'), token: link.searchParams.get('token'), password, confirmPassword: password },
  });
  expect(reset.status).toBe(200);

  // Still on the page, the user goes on: the call is refused and the session ends.
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/TermsAndConditions/accept'));
  await termsDialog(page).getByRole('button', { name: 'Accepter' }).click();
  expect((await refused).status()).toBe(401);
  await expectSentToLogin(page);
});

test('a corrupted stored token is refused with 401 and sends the user to /login', async ({ page }) => {
  await signedInFreshUser(page);
  await page.evaluate(() => localStorage.setItem('portail.token', `${localStorage.getItem('portail.token')}abime`));
  const refused = page.waitForResponse((r) => r.url().includes('/api/') && r.status() === 401);
  await page.reload();
  await refused;
  await expectSentToLogin(page);
  expect(await storedToken(page)).toBeNull();
});

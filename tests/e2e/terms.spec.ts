import { expect, test } from '@playwright/test';
import { createUserWithPassword, signIn, storedToken, termsDialog } from './support.js';

/*
 * The API has no way to attach a customer to a new user or to withdraw an acceptance, and every demo
 * user accepts the terms once per stack. So these tests use a fresh ADMIN account: /admin shows the same
 * blocking dialog as home (spec section 4), and a new account has never accepted anything.
 */

test('a user who has not accepted the current terms sees a blocking dialog; Refuse logs out', async ({ page }) => {
  const user = await createUserWithPassword('ADMIN');
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/admin$/);

  const dialog = termsDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^Version .+ du /)).toBeVisible();
  await expect(dialog.getByRole('document', { name: 'Conditions générales d’utilisation' })).not.toBeEmpty();

  // Blocking: Escape and a click outside leave it open.
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Refuser' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedToken(page)).toBeNull();

  // Refusing records nothing: the next sign-in asks again.
  await signIn(page, user.email, user.password);
  await expect(termsDialog(page)).toBeVisible();
});

test('Accept closes the dialog and it does not come back after a reload', async ({ page }) => {
  const user = await createUserWithPassword('ADMIN');
  await signIn(page, user.email, user.password);
  const dialog = termsDialog(page);
  await expect(dialog).toBeVisible();

  const recorded = page.waitForResponse((r) => r.url().endsWith('/api/TermsAndConditions/accept') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Accepter' }).click();
  expect((await recorded).ok()).toBe(true);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin$/);

  /*
   * After the reload only the server knows the terms are accepted. The layout draws the page once its answer
   * is known and says accepted (useTermsSettled), so the heading is that answer as the user sees it. Waiting
   * on the answer itself raced the reload: the page being left could still be revalidating the same address,
   * and Playwright handed that dying answer to the test, whose body could no longer be read.
   */
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
  await expect(termsDialog(page)).toHaveCount(0);
});

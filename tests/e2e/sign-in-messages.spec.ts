import { expect, test, type Page } from '@playwright/test';
import { createUserWithPassword, signIn } from './support.js';

/**
 * The sign-in page tells three failures apart (issue 13): wrong credentials, an account locked for a while
 * (saying when it unlocks, from the 429's Retry-After) and a service that cannot be reached. Toasts never
 * stack the same message, show at most three at a time, and each can be closed. The failures the page tells
 * apart without the server's help (a service that fails, a locked account's wait) are component tests of
 * frontend/src/features/auth/components/login-page.test.tsx.
 */

const WRONG = 'Échec de la connexion, utilisateur non autorisé';
const LOCKED = /^Compte verrouillé après plusieurs tentatives : réessayez à \d{2}:\d{2} \(dans \d+ (min|s)\)\.$/;
const UNREACHABLE = 'Le serveur est injoignable. Vérifiez votre connexion.';

// A modal dialog hides the rest of the page from assistive technologies, toasts included: count them all.
const toasts = (page: Page) =>
  page.getByRole('listitem', { includeHidden: true }).filter({ has: page.getByRole('button', { name: 'Fermer', includeHidden: true }) });
const toastText = (page: Page, text: string | RegExp) => toasts(page).filter({ hasText: text });

test('wrong credentials, then a locked account with its unlock time; the same message never stacks', async ({ page }) => {
  // A fresh account: its failures slow down only itself.
  const user = await createUserWithPassword('CUSTOMER');
  await signIn(page, user.email, 'Mauvais!2025');
  await expect(toastText(page, WRONG)).toHaveCount(1);

  // Failures go on until the server locks the pair for a while (429 with Retry-After).
  let locked = false;
  for (let attempt = 0; attempt < 8 && !locked; attempt++) {
    const answer = page.waitForResponse((r) => r.url().includes('/api/Authenticate/login'));
    await page.getByRole('button', { name: 'Se connecter' }).click();
    const response = await answer;
    locked = response.status() === 429;
    if (!locked) await expect(toastText(page, WRONG), 'un même message ne s’empile pas').toHaveCount(1);
    else expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
  }
  expect(locked, 'le serveur finit par verrouiller le compte').toBe(true);
  await expect(toastText(page, LOCKED)).toHaveCount(1);
  await expect(page).toHaveURL(/\/login$/);
});

test('a server that cannot be reached says so; at most three toasts, each dismissible', async ({ page }) => {
  // The network is cut under the page: the browser reaches no server at all.
  await page.route('**/api/Authenticate/login', (route) => route.abort('connectionrefused'));
  const user = await createUserWithPassword('CUSTOMER');
  await signIn(page, user.email, 'Mauvais!2025');
  await expect(toastText(page, UNREACHABLE)).toHaveCount(1);
  await page.unroute('**/api/Authenticate/login');

  // Four distinct messages in a row: three show, the fourth waits its turn.
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(toastText(page, WRONG)).toHaveCount(1);
  await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Réinitialiser le mot de passe' });
  await dialog.getByRole('textbox', { name: 'Adresse email' }).fill('pas-une-adresse');
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(toastText(page, 'Veuillez saisir une adresse email valide')).toHaveCount(1);
  await dialog.getByRole('textbox', { name: 'Adresse email' }).fill(user.email);
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await page.waitForTimeout(500);
  expect(await toasts(page).count()).toBe(3);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Each closes with its button; the waiting one then shows.
  await toastText(page, UNREACHABLE).getByRole('button', { name: 'Fermer' }).click();
  await expect(toastText(page, UNREACHABLE)).toHaveCount(0);
  await expect(toastText(page, /Un email vous a été envoyé|Erreur lors de l'envoi/)).toHaveCount(1);
});

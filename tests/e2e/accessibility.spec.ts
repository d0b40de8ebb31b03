import { expect, test, type Page } from '@playwright/test';
import {
  acceptTermsByApi,
  CHU_NORD,
  createUserWithPassword,
  DEMO,
  DEMO_PASSWORD,
  emailField,
  passwordField,
  seriousViolations,
  signIn,
  tabTo,
  termsDialog,
} from './support.js';

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test.describe('no serious or critical axe violation', () => {
  test('public pages: login, forgot-password dialog, reset password, legal pages, site map', async ({ page }) => {
    const pages: [string, string][] = [
      ['/login', 'Connexion'],
      ['/resetpassword?userId=exemple&token=exemple', 'Choisir un mot de passe'],
      ['/privacy', 'Déclaration de confidentialité'],
      ['/accessibility', 'Accessibilité du site'],
      ['/disclaimer', 'Informations destinées aux professionnels de santé'],
      ['/terms-of-use', 'Conditions d’utilisation'],
      ['/sitemap', 'Plan du site'],
    ];
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(h1(page, heading)).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
    // The forms with their error messages showing.
    await page.goto('/login');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText('Ce champ est obligatoire').first()).toBeVisible();
    expect(await seriousViolations(page), '/login avec erreurs').toEqual([]);
    await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
    await expect(page.getByRole('dialog', { name: 'Réinitialiser le mot de passe' })).toBeVisible();
    expect(await seriousViolations(page), 'dialogue mot de passe oublié').toEqual([]);
  });

  test('select customer and home', async ({ page }) => {
    await acceptTermsByApi(DEMO.groupement);
    await signIn(page, DEMO.groupement);
    await expect(page.getByRole('button', { name: /^Choisir / }).first()).toBeVisible();
    expect(await seriousViolations(page), '/select-customer').toEqual([]);

    await acceptTermsByApi(DEMO.acheteur);
    await page.evaluate(() => localStorage.clear());
    await signIn(page, DEMO.acheteur);
    await expect(page.getByRole('heading', { name: `Client : ${CHU_NORD}` })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), 'accueil').toEqual([]);
  });

  test('the terms dialog', async ({ page }) => {
    const user = await createUserWithPassword('ADMIN');
    await signIn(page, user.email, user.password);
    await expect(termsDialog(page)).toBeVisible();
    expect(await seriousViolations(page), 'dialogue des conditions').toEqual([]);
  });
});

test.describe('keyboard only', () => {
  test('the login form can be filled and sent with the keyboard', async ({ page }) => {
    await acceptTermsByApi(DEMO.acheteur);
    await page.goto('/login');
    await expect(emailField(page)).toBeVisible();
    await tabTo(page, emailField(page));
    await page.keyboard.type(DEMO.acheteur);
    await tabTo(page, passwordField(page), 3);
    await page.keyboard.type(DEMO_PASSWORD);
    // The visibility toggle is reachable and works from the keyboard too.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Afficher le mot de passe' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(passwordField(page)).toHaveAttribute('type', 'text');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: `Client : ${CHU_NORD}` })).toBeVisible();
  });

  test('the terms dialog traps the focus and can be accepted with the keyboard', async ({ page }) => {
    const user = await createUserWithPassword('ADMIN');
    await signIn(page, user.email, user.password);
    const dialog = termsDialog(page);
    await expect(dialog).toBeVisible();
    // The focus starts inside the dialog and stays there.
    await expect(dialog.locator(':focus')).toHaveCount(1);
    const accept = dialog.getByRole('button', { name: 'Accepter' });
    await tabTo(page, accept, 6);
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      await expect(dialog.locator(':focus')).toHaveCount(1);
    }
    await tabTo(page, accept, 6);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
  });
});

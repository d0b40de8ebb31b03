import { expect, test } from '@playwright/test';
import { createUserWithPassword, linkFromMail, mailCount, passwordField, signIn, sitePath, storedToken, strongPassword, toast } from './support.js';

test('forgotten password: mail, link, page rules, new password, then only the new one signs in', async ({ page }) => {
  // A fresh ADMIN: it signs in without needing a customer, and the demo passwords stay untouched.
  const user = await createUserWithPassword('ADMIN');
  const before = await mailCount(user.email);

  await page.goto('/login');
  await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Réinitialiser le mot de passe' });
  await expect(dialog).toBeVisible();
  // An invalid address is refused without a call: in the snackbar, and under the field, where assistive
  // technologies can reach it while the modal dialog hides the rest of the page.
  await dialog.getByRole('textbox', { name: 'Adresse email' }).fill('pas-une-adresse');
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(dialog.getByText('Veuillez saisir une adresse email valide')).toBeVisible();
  await expect(page.locator('.fui-Toast').getByText('Veuillez saisir une adresse email valide')).toBeVisible();
  expect(await mailCount(user.email)).toBe(before);
  await dialog.getByRole('textbox', { name: 'Adresse email' }).fill(user.email);
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(toast(page, 'Un email vous a été envoyé pour réinitialiser votre mot de passe')).toBeVisible();
  await expect(dialog).toBeHidden();

  const link = await linkFromMail(user.email, before);
  expect(new URL(link).searchParams.get('userId')).toBe(user.id);
  await page.goto(sitePath(link));
  await expect(page.getByRole('heading', { level: 1, name: 'Choisir un mot de passe' })).toBeVisible();

  const password = page.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true });
  const confirmation = page.getByRole('textbox', { name: 'Confirmer le mot de passe', exact: true });
  const save = page.getByRole('button', { name: 'Enregistrer' });
  let resetCalls = 0;
  page.on('request', (r) => r.url().includes('/api/Authenticate/resetpassword') && resetCalls++);

  await save.click();
  await expect(page.getByText('Ce champ est obligatoire').first()).toBeVisible();
  const rules: [string, string][] = [
    ['court', 'Le mot de passe doit contenir au moins 8 caractères'],
    ['ABCDEFG1!', 'Le mot de passe doit contenir au moins une lettre minuscule'],
    ['abcdefg1!', 'Le mot de passe doit contenir au moins une lettre majuscule'],
    ['Abcdefgh!', 'Le mot de passe doit contenir au moins un chiffre'],
    ['Abcdefg12', 'Le mot de passe doit contenir au moins un caractère spécial'],
  ];
  for (const [value, message] of rules) {
    await password.fill(value);
    await expect(page.getByText(message, { exact: true }), value).toBeVisible();
  }
  const newPassword = strongPassword('Nouveau');
  await password.fill(newPassword);
  await confirmation.fill(`${newPassword}x`);
  await save.click();
  await expect(page.getByText('Les mots de passe ne correspondent pas', { exact: true })).toBeVisible();
  expect(resetCalls, 'rien n’est envoyé tant que le formulaire est invalide').toBe(0);

  // Enter saves too.
  await confirmation.fill(newPassword);
  await expect(page.getByText('Les mots de passe ne correspondent pas')).toHaveCount(0);
  await confirmation.press('Enter');
  await expect(toast(page, 'Votre mot de passe a été enregistré. Vous pouvez vous connecter.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The old password no longer works; the new one does.
  await signIn(page, user.email, user.password);
  await expect(toast(page, 'Échec de la connexion, utilisateur non autorisé')).toBeVisible();
  expect(await storedToken(page)).toBeNull();
  await passwordField(page).fill(newPassword);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // The link is single-use.
  await page.evaluate(() => localStorage.clear());
  await page.goto(sitePath(link));
  await password.fill(strongPassword('Encore'));
  await confirmation.fill(strongPassword('Encore'));
  await save.click();
  await expect(toast(page, 'Le lien de réinitialisation est invalide ou a expiré.')).toBeVisible();
  await expect(page).toHaveURL(/\/resetpassword/);
});

import { expect, test, type Page } from './fixtures.js';
import { acceptTermsByApi, DEMO, mailCount, seriousViolations, toast } from './support.js';

/* The users tab (spec §2, §5, §8): columns, three create buttons, edit with its history, resend the link, delete. */

const RUN = Date.now().toString(36);
const table = (page: Page) => page.getByRole('table', { name: 'Utilisateurs' });
const rowOf = (page: Page, text: string) => table(page).getByRole('row').filter({ hasText: text });

test.use({ signedInAs: DEMO.admin });

test.beforeAll(async () => {
  await acceptTermsByApi(DEMO.admin);
});

async function openUsers(page: Page) {
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Utilisateurs' }).click();
  await expect(table(page)).toBeVisible();
}

test('creates a commercial user with its button, edits, resends the activation link and deletes it', async ({ page }) => {
  await openUsers(page);
  await expect(table(page).getByRole('columnheader')).toHaveText(['Adresse e-mail', 'Nom', 'Prénom', 'Rôle', 'Actions']);
  for (const label of ['Nouvel administrateur', 'Nouveau commercial', 'Nouvel utilisateur client'])
    await expect(page.getByRole('button', { name: label })).toBeVisible();

  const email = `e2e-user-${RUN}@e2e.test`;
  await page.getByRole('button', { name: 'Nouveau commercial' }).click();
  const dialog = page.getByRole('dialog', { name: 'Commercial : nouvel utilisateur' });
  await dialog.getByRole('textbox', { name: 'Adresse e-mail' }).fill('pas-une-adresse');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Ce champ est obligatoire').first()).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Prénom' }).fill('Alex');
  await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill(`Essai${RUN}`);
  await dialog.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, /Utilisateur créé avec succès/)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Rechercher dans « Utilisateurs »' }).fill(RUN);
  await expect(rowOf(page, email)).toContainText('Commercial');

  await rowOf(page, email)
    .getByRole('button', { name: `Modifier « ${email} »` })
    .click();
  const edit = page.getByRole('dialog', { name: /Modifier l’utilisateur/ });
  await edit.getByRole('textbox', { name: 'Prénom' }).fill('Alexandra');
  await edit.getByRole('button', { name: 'Historique' }).click();
  await expect(edit.getByText(/création/)).toBeVisible();
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Utilisateur modifié avec succès')).toBeVisible();
  await expect(rowOf(page, email)).toContainText('Alexandra');

  const before = await mailCount(email);
  await rowOf(page, email)
    .getByRole('button', { name: `Renvoyer le lien d’activation à « ${email} »` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Renvoyer' }).click();
  await expect(toast(page, 'Le lien d’activation a été renvoyé')).toBeVisible();
  await expect.poll(() => mailCount(email)).toBe(before + 1);

  await rowOf(page, email)
    .getByRole('button', { name: `Supprimer « ${email} »` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(toast(page, 'Utilisateur supprimé avec succès')).toBeVisible();
  await expect(rowOf(page, email)).toHaveCount(0);
});

test('an administrator cannot delete their own account', async ({ page }) => {
  await openUsers(page);
  await page.getByRole('searchbox', { name: 'Rechercher dans « Utilisateurs »' }).fill(DEMO.admin);
  await rowOf(page, DEMO.admin)
    .getByRole('button', { name: `Supprimer « ${DEMO.admin} »` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(toast(page, /propre compte/)).toBeVisible();
  await expect(rowOf(page, DEMO.admin)).toHaveCount(1);
});

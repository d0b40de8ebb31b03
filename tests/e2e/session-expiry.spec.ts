import * as XLSX from '@e965/xlsx';
import { expect, test, type Page } from '@playwright/test';
import {
  acceptTermsByApi,
  api,
  apiLogin,
  createUserWithPassword,
  DEMO,
  linkFromMail,
  mailCount,
  signIn,
  storedToken,
  strongPassword,
  termsDialog,
  toast,
} from './support.js';

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

/** Another device resets the password: every earlier session of the user ends. */
async function resetPasswordElsewhere(email: string): Promise<void> {
  const before = await mailCount(email);
  expect((await api('/Authenticate/askresetpassword', { method: 'POST', body: { email } })).status).toBe(200);
  const link = new URL(await linkFromMail(email, before));
  const password = strongPassword('Ailleurs');
  const reset = await api('/Authenticate/resetpassword', {
    method: 'POST',
    body: { userId: link.searchParams.get('userId'), token: link.searchParams.get('token'), password, confirmPassword: password },
  });
  expect(reset.status).toBe(200);
}

/** The API calls the page sees refused with 401, in order: the first must be the upload under test. */
function refusedCalls(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (r) => r.url().includes('/api/') && r.status() === 401 && refused.push(`${r.request().method()} ${new URL(r.url()).pathname}`));
  return refused;
}

/** A fresh ADMIN who has accepted the terms, signed in on /admin with nothing in the way. */
async function signedInAdmin(page: Page) {
  const user = await createUserWithPassword('ADMIN');
  await acceptTermsByApi(user.email, user.password);
  await signIn(page, user.email, user.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
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

  await resetPasswordElsewhere(user.email);

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

test('an import sent after the session ended sends the user to /login, like every other call', async ({ page }) => {
  const user = await signedInAdmin(page);
  await page.goto('/admin/imports');
  await page.getByRole('button', { name: 'Importer', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer un fichier Excel' });
  await dialog.getByLabel('Données à importer').selectOption('products');
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['Référence', 'Description', 'Prix en points', 'Catégorie']]), 'Produits');
  const buffer = XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'produits.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });

  await resetPasswordElsewhere(user.email);
  const refused = refusedCalls(page);
  await dialog.getByRole('button', { name: 'Importer', exact: true }).click();
  await expectSentToLogin(page);
  expect(refused[0]).toBe('POST /api/import');
});

test('a contract file sent after the session ended sends the user to /login, like every other call', async ({ page }) => {
  const adminToken = (await apiLogin(DEMO.admin)).token;
  const { data: customers } = await api<{ number: string }[]>('/customers?pageSize=1', { token: adminToken });
  const name = `Contrat expiration ${Date.now().toString(36)}`;
  const today = new Date().toISOString().slice(0, 10);
  const created = await api<{ id: string }>('/contracts', {
    method: 'POST',
    token: adminToken,
    body: { name, active: true, startDate: today, endDate: today, customerNumbers: [customers[0].number] },
  });
  expect(created.status).toBe(201);
  try {
    const user = await signedInAdmin(page);
    await page.getByRole('tab', { name: 'Contrats' }).click();
    await page.getByRole('searchbox', { name: 'Rechercher dans « Contrats »' }).fill(name);
    await page.getByRole('button', { name: `Modifier « ${name} »` }).click();
    const dialog = page.getByRole('dialog', { name: `Contrats : modifier « ${name} »` });
    await expect(dialog.getByText('Aucun fichier n’est joint à ce contrat.')).toBeVisible();
    await dialog.locator('input[type=file]').setInputFiles({ name: 'contrat.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });

    await resetPasswordElsewhere(user.email);
    const refused = refusedCalls(page);
    // Nothing of the contract changed: Save sends the file alone.
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expectSentToLogin(page);
    expect(refused[0]).toBe('POST /api/Files/upload');
  } finally {
    await api(`/contracts/${created.data.id}`, { method: 'DELETE', ifMatch: '*', token: adminToken });
  }
});

import { expect, test, type Page } from './fixtures.js';
import { acceptTermsByApi, api, apiLogin, DEMO, seriousViolations, toast } from './support.js';

/*
 * The name-only lists of /admin, served by the generic list page and form dialog (spec sections 2, 7
 * and 9): the « Plus » menu, and create, edit, delete against the real API with their messages (the
 * duplicate refused by the server). The page's own behaviour (debounced search, sort by header, paging
 * with its overlay, delete refusals, a reader offered no write, the background export) is proven by the
 * component tests in frontend/src/features/admin/components/reference-list-page.test.tsx. The tests use the sub-franchises list; whatever they create carries this
 * run's tag and is deleted at the end, so the stack's demo data is left as it was found.
 */

const LIST = 'subFranchises';
const LABEL = 'Sous-franchises';
const RUN = Date.now().toString(36);
const PAGE_SIZE = 15;

interface Item {
  id: string;
  name: string;
}

let token: string;
const createdIds: string[] = [];

test.use({ signedInAs: DEMO.admin });

test.beforeAll(async () => {
  await acceptTermsByApi(DEMO.admin);
  token = (await apiLogin(DEMO.admin)).token;
  // The small test data may hold fewer than two pages: top the list up through the API.
  const { data } = await api<Item[]>(`/${LIST}?pageNumber=1&pageSize=100`, { token });
  for (let i = data.length; i <= PAGE_SIZE; i++) {
    const res = await api<Item>(`/${LIST}`, { method: 'POST', token, body: { name: `E2E remplissage ${RUN} ${String(i).padStart(2, '0')}` } });
    expect(res.status, 'création d’un élément de remplissage').toBe(201);
    createdIds.push(res.data.id);
  }
});

test.afterAll(async () => {
  // Items the browser created and failed to delete (a test stopped half-way) go too.
  const { data } = await api<Item[]>(`/${LIST}?pageSize=100&search=${encodeURIComponent(RUN)}`, { token });
  const ids = new Set([...createdIds, ...data.map((item) => item.id)]);
  for (const id of ids) await api(`/${LIST}/${id}`, { method: 'DELETE', ifMatch: '*', token });
});

const table = (page: Page) => page.getByRole('table', { name: LABEL });
const searchField = (page: Page) => page.getByRole('searchbox', { name: `Rechercher dans « ${LABEL} »` });

/** Opens the sub-franchises from the « Plus » menu of /admin. */
async function openList(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Plus' }).click();
  await page.getByRole('menuitem', { name: LABEL }).click();
  await expect(page.getByRole('tab', { name: LABEL, selected: true })).toBeVisible();
  await expect(table(page)).toBeVisible();
}

test('a list chosen in « Plus » takes the last tab slot and the displaced tab moves to the menu', async ({ page }) => {
  await openList(page);
  const tabs = page.getByRole('tablist', { name: 'Sections de l’administration' }).getByRole('tab');
  await expect(tabs).toHaveCount(8);
  await expect(tabs.last()).toHaveAccessibleName(LABEL);
  await expect(page.getByRole('tab', { name: 'Conditions générales' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Plus' }).click();
  await expect(page.getByRole('menuitem', { name: 'Conditions générales' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: LABEL })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Franchises', exact: true }).click();
  await expect(tabs.last()).toHaveAccessibleName('Franchises');
  await expect(page.getByRole('table', { name: 'Franchises' })).toBeVisible();
  await expect(page.getByRole('tab', { name: LABEL })).toHaveCount(0);

  // Choosing the displaced tab back swaps again (was admin-tabs.spec.ts, the same swap on its own load).
  await page.getByRole('button', { name: 'Plus' }).click();
  await page.getByRole('menuitem', { name: 'Conditions générales' }).click();
  await expect(tabs.last()).toHaveAccessibleName('Conditions générales');
  await page.getByRole('button', { name: 'Plus' }).click();
  await expect(page.getByRole('menuitem', { name: 'Franchises', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
});

test('create, edit and delete an item through the dialog, with the validation and duplicate messages', async ({ page }) => {
  await openList(page);
  const name = `E2E ${RUN} Élément`;
  const renamed = `E2E ${RUN} Élément modifié`;

  // Empty name: the shared schema's French message under the field, nothing sent.
  await page.getByRole('button', { name: 'Nouveau' }).click();
  const createDialog = page.getByRole('dialog', { name: `${LABEL} : nouvel élément` });
  const nameField = createDialog.getByRole('textbox', { name: 'Nom', exact: true });
  let posts = 0;
  page.on('request', (req) => req.method() === 'POST' && new URL(req.url()).pathname === `/api/${LIST}` && posts++);
  await createDialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(createDialog.getByText('Ce champ est obligatoire')).toBeVisible();
  await expect(nameField).toHaveAttribute('aria-invalid', 'true');
  expect(posts).toBe(0);

  await nameField.fill(name);
  await createDialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(createDialog).toBeHidden();
  await expect(toast(page, `L’élément « ${name} » a été ajouté.`)).toBeVisible();
  await searchField(page).fill(RUN);
  await expect(table(page).getByRole('cell', { name, exact: true })).toBeVisible();

  // A duplicate: the server's 409 message shows in the dialog, which stays open.
  await page.getByRole('button', { name: 'Nouveau' }).click();
  await nameField.fill(name.toUpperCase());
  await createDialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(createDialog.getByRole('alert')).toHaveText(`Ce nom existe déjà dans la liste « ${LABEL} ».`);
  await expect(createDialog).toBeVisible();
  await createDialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(createDialog).toBeHidden();

  await page.getByRole('button', { name: `Modifier « ${name} »` }).click();
  const editDialog = page.getByRole('dialog', { name: `${LABEL} : modifier « ${name} »` });
  await expect(editDialog.getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue(name);
  await editDialog.getByRole('textbox', { name: 'Nom', exact: true }).fill(renamed);
  await editDialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(editDialog).toBeHidden();
  await expect(toast(page, `L’élément « ${renamed} » a été modifié.`)).toBeVisible();
  await expect(table(page).getByRole('cell', { name: renamed, exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Supprimer « ${renamed} »` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Supprimer cet élément ?' });
  await expect(confirm).toContainText(`L’élément « ${renamed} » sera retiré de la liste « ${LABEL} ».`);
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(toast(page, `L’élément « ${renamed} » a été supprimé.`)).toBeVisible();
  await expect(table(page).getByRole('cell', { name: renamed, exact: true })).toHaveCount(0);
});

test('the list and its dialog have no serious accessibility violation', async ({ page }) => {
  await openList(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Nouveau' }).click();
  const dialog = page.getByRole('dialog', { name: `${LABEL} : nouvel élément` });
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Ce champ est obligatoire')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

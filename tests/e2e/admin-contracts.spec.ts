import { expect, test, type Page } from './fixtures.js';
import { acceptTermsByApi, api, apiLogin, DEMO, seriousViolations, toast } from './support.js';

/*
 * The contracts tab (back-office.md sections 2 and 4): the list, search, sort, the 1000 px dialog with its
 * default dates (today → 15 January of next year), customers, exclusions and a file, the save sequence,
 * edit, delete with confirmation, axe. Contracts of this run carry its tag and are deleted at the end.
 */

const RUN = `E2E${Date.now().toString(36).toUpperCase()}`;
let token: string;
let customerNumber: string;

// The sign-in form is under test elsewhere (sign-in*.spec.ts): here each test starts signed in (fixtures.ts).
test.use({ signedInAs: DEMO.admin });

test.beforeAll(async () => {
  await acceptTermsByApi(DEMO.admin);
  token = (await apiLogin(DEMO.admin)).token;
  const { data } = await api<{ number: string }[]>('/customers?pageSize=1', { token });
  customerNumber = data[0].number;
});

test.afterAll(async () => {
  const { data } = await api<{ id: string }[]>(`/contracts?pageSize=100&search=${RUN}`, { token });
  for (const c of data) await api(`/contracts/${c.id}`, { method: 'DELETE', ifMatch: '*', token });
});

const table = (page: Page) => page.getByRole('table', { name: 'Contrats' });
// The day as the browser sees it (playwright.config: Europe/Paris), not the test runner's: they differ around
// midnight. Date boxes show it jj/mm/aaaa whatever the browser's language (DateInput).
const frenchDay = (d: Date) => new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' }).format(d);

async function openTab(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Contrats' }).click();
  await expect(table(page)).toBeVisible();
}

test('the list sorts and searches; a contract is created with its exclusions and file, edited, then deleted', async ({ page }) => {
  await openTab(page);
  const start = table(page).getByRole('columnheader', { name: 'Début' });
  await start.click();
  await expect(start).toHaveAttribute('aria-sort', 'ascending');

  await page.getByRole('button', { name: 'Nouveau' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau contrat' });
  await expect(dialog.getByLabel('Début')).toHaveValue(frenchDay(new Date()));
  const end = `15/01/${Number(frenchDay(new Date()).slice(6)) + 1}`;
  await expect(dialog.getByLabel('Fin')).toHaveValue(end);
  await dialog.getByLabel('Fin').fill('31/02/2027');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Ce champ est obligatoire')).toBeVisible();
  await expect(dialog.getByText('Date invalide : saisissez-la au format jj/mm/aaaa')).toBeVisible();
  await dialog.getByLabel('Fin').fill(end);

  await dialog.getByRole('textbox', { name: 'Nom' }).fill(`Contrat ${RUN}`);
  await dialog.getByRole('textbox', { name: /^Clients/ }).fill(customerNumber);
  await dialog.getByRole('textbox', { name: /^Franchises exclues/ }).fill('Spine');
  await dialog.locator('input[type=file]').setInputFiles({ name: `${RUN}.txt`, mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(dialog.getByText('Seuls les fichiers .pdf, .doc et .docx sont acceptés.')).toBeVisible();
  await dialog.locator('input[type=file]').setInputFiles({ name: `${RUN}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  const sequence: string[] = [];
  page.on(
    'request',
    (req) => /\/api\/(contracts|Files\/upload)/i.test(req.url()) && req.method() !== 'GET' && sequence.push(`${req.method()} ${new URL(req.url()).pathname}`),
  );
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Contrat créé')).toBeVisible();
  expect(sequence).toEqual(['POST /api/contracts', 'PUT /api/contracts/exclusions', 'POST /api/Files/upload']);

  await page.getByRole('searchbox', { name: 'Rechercher dans « Contrats »' }).fill(RUN);
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: `Modifier « Contrat ${RUN} »` }).click();
  const edit = page.getByRole('dialog', { name: `Contrats : modifier « Contrat ${RUN} »` });
  await expect(edit.getByRole('textbox', { name: /^Franchises exclues/ })).toHaveValue('Spine');
  await expect(edit.getByRole('cell', { name: `${RUN}.pdf`, exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Another administrator saves this contract's exclusions while the dialog is open: saving the ones typed
  // here, on the version the dialog read, must not undo theirs (issue 31, no lost update).
  const [row] = (await api<{ id: string; etag: string }[]>(`/contracts?search=${RUN}`, { token })).data;
  const theirs = await api(`/contracts/exclusions`, {
    method: 'PUT',
    ifMatch: row!.etag,
    token,
    body: { fK_ContractId: row!.id, gimSubBrands: [], franchises: ['Trauma'] },
  });
  expect(theirs.status).toBe(200);
  await edit.getByRole('textbox', { name: /^Franchises exclues/ }).fill('Spine, Joint');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(edit.getByText('Cet élément a été modifié entre-temps : rechargez-le puis recommencez. Votre saisie n’a pas été enregistrée.')).toBeVisible();
  await edit.getByRole('button', { name: 'Annuler' }).click();
  await page.getByRole('button', { name: `Modifier « Contrat ${RUN} »` }).click();
  await expect(edit.getByRole('textbox', { name: /^Franchises exclues/ })).toHaveValue('Trauma');
  await edit.getByRole('textbox', { name: 'Nom' }).fill(`Contrat ${RUN} bis`);
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Contrat modifié')).toBeVisible();
  await expect(table(page).getByRole('cell', { name: `Contrat ${RUN} bis`, exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Supprimer « Contrat ${RUN} bis »` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(toast(page, 'Contrat supprimé')).toBeVisible();
  await expect(table(page)).toHaveCount(0);
});

test('a file refused after the contract is created: the dialog edits that contract, and Save sends only the file', async ({ page }) => {
  const tag = `${RUN}-REFUS`;
  const name = `Contrat ${tag}`;
  await openTab(page);
  await page.getByRole('button', { name: 'Nouveau' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau contrat' });
  await dialog.getByRole('textbox', { name: 'Nom' }).fill(name);
  await dialog.getByRole('textbox', { name: /^Clients/ }).fill(customerNumber);
  await dialog.getByRole('textbox', { name: /^Franchises exclues/ }).fill('Spine');
  // Named .pdf, so the dialog lets it go; the API reads its content, which is no PDF, and refuses it.
  await dialog.locator('input[type=file]').setInputFiles({ name: `${tag}-faux.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('pas un PDF') });
  const sequence: string[] = [];
  page.on(
    'request',
    (req) => /\/api\/(contracts|Files\/upload)/i.test(req.url()) && req.method() !== 'GET' && sequence.push(`${req.method()} ${new URL(req.url()).pathname}`),
  );
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();

  const edit = page.getByRole('dialog', { name: `Contrats : modifier « ${name} »` });
  const problem = edit.getByRole('alert');
  await expect(problem).toContainText('Le contrat est enregistré, mais pas son fichier. « Enregistrer » n’enverra que ce qui manque.');
  await expect(problem).toContainText('seuls les fichiers PDF, DOC ou DOCX sont acceptés');
  expect(sequence).toEqual(['POST /api/contracts', 'PUT /api/contracts/exclusions', 'POST /api/Files/upload']);

  sequence.length = 0;
  await edit.locator('input[type=file]').setInputFiles({ name: `${tag}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(edit).toBeHidden();
  await expect(toast(page, 'Contrat créé')).toBeVisible();
  expect(sequence).toEqual(['POST /api/Files/upload']);

  // One contract, with its exclusions and the file sent the second time.
  await page.getByRole('searchbox', { name: 'Rechercher dans « Contrats »' }).fill(tag);
  await expect(table(page).getByRole('row')).toHaveCount(2);
  const { data: contracts } = await api<{ id: string; exclusions: { franchises: string[] } }[]>(`/contracts?pageSize=100&search=${encodeURIComponent(tag)}`, {
    token,
  });
  expect(contracts).toHaveLength(1);
  expect(contracts[0].exclusions.franchises).toEqual(['Spine']);
  const { data: files } = await api<{ contractId: string | null; fileName: string }[]>(`/files?customerNumbers=${encodeURIComponent(customerNumber)}`, {
    token,
  });
  expect(files.filter((f) => f.contractId === contracts[0].id).map((f) => f.fileName)).toEqual([`${tag}.pdf`]);
});

test('the tab has no serious accessibility violation', async ({ page }) => {
  await openTab(page);
  expect(await seriousViolations(page)).toEqual([]);
});

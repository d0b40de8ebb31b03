import { expect, test } from './fixtures.js';
import { h1, expectNoSeriousViolation, openBuyerHome, donutSlices, oneLineInCart } from './portal-support.js';
import { acceptTermsByApi, DEMO, openMenuEntry, toast } from './support.js';

/**
 * The signed-in customer screens (catalogue, cart, company and Programme orders, contract, Programme
 * service, contact): no serious or critical axe violation in each of their states. Their actions from the
 * keyboard alone: accessibility-portal-keyboard.spec.ts. The CHU buyer has one customer, so sign-in lands on home.
 */

test.use({ signedInAs: DEMO.acheteur });

test.beforeAll(async () => {
  await acceptTermsByApi(DEMO.acheteur);
});

// ---------------------------------------------------------------- axe

test.describe('no serious or critical axe violation on the customer screens', () => {
  // One page for every screen: each test paid a cold load of the site through the emulator (seven of them, 47 s of
  // the last run); in one page the site's chunks come from the browser's cache. Each state is a step, named in the
  // report when it fails.
  test('every screen in each of its states, in one page', async ({ page }) => {
    test.slow();
    await test.step('catalogue (/points)', async () => {
      await openBuyerHome(page);
      await openMenuEntry(page, 'Utiliser mes points');
      await expect(h1(page, 'Utilisation des points')).toBeVisible();
      await expect(page.getByRole('list', { name: 'Produits' }).getByRole('listitem').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolation(page, '/points');
    });

    await test.step('cart with lines, checkout form, delete confirmation and recap dialogs (/cart)', async () => {
      const line = await oneLineInCart();
      await openBuyerHome(page);
      await page.getByRole('button', { name: 'Panier, 1 article(s)' }).click();
      await expect(h1(page, 'Panier')).toBeVisible();
      await expect(page.getByRole('table', { name: 'Articles du panier' }).getByRole('spinbutton')).toHaveValue('1');
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolation(page, '/cart avec un article');

      await page.getByRole('button', { name: `Retirer ${line.description} du panier` }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Retirer cet article ?' });
      await expect(confirm).toBeVisible();
      await expectNoSeriousViolation(page, 'confirmation de suppression');
      await confirm.getByRole('button', { name: 'Annuler' }).click();
      await expect(confirm).toBeHidden();

      await page.getByRole('combobox', { name: 'Adresse de facturation' }).selectOption({ index: 1 });
      await page.getByRole('checkbox', { name: /identique à l’adresse de facturation/ }).check();
      await page.getByRole('textbox', { name: 'Service de facturation' }).fill('Bloc opératoire');
      await page.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' }).check();
      await expectNoSeriousViolation(page, '/cart, formulaire rempli');

      await page.getByRole('button', { name: 'Commander' }).click();
      const recap = page.getByRole('dialog', { name: 'Récapitulatif de la commande' });
      await expect(recap).toBeVisible();
      await expect(recap.getByText('Service de facturation : Bloc opératoire')).toBeVisible();
      await expectNoSeriousViolation(page, 'dialogue récapitulatif');
      await recap.getByRole('button', { name: 'Annuler' }).click();
      await expect(recap).toBeHidden();
    });

    await test.step('company orders with an order open to its invoices and products, and the cost tab (/stryker-commands)', async () => {
      await page.goto('/stryker-commands');
      await expect(h1(page, 'Mes commandes Stryker')).toBeVisible();
      const table = page.getByRole('table', { name: 'Commandes de l’entreprise' });
      await table
        .getByRole('button', { name: /^Factures de la commande / })
        .first()
        .click();
      await table
        .getByRole('button', { name: /^Produits de la facture / })
        .first()
        .click();
      await expect(table.getByRole('cell', { name: /^Quantité : \d+$/ }).first()).toBeVisible();
      await expect(donutSlices(page, /^Ventes \d{4} par sous-franchise$/).first()).toBeVisible();
      await expectNoSeriousViolation(page, '/stryker-commands, commande et facture ouvertes');

      await page.getByRole('tab', { name: 'Coûts' }).click();
      await expect(page.getByRole('table', { name: 'Coûts' })).toBeVisible();
      await expect(donutSlices(page, /^Ventes \d{4} par sous-franchise$/).first()).toBeVisible();
      await expectNoSeriousViolation(page, '/stryker-commands, onglet Coûts');
    });

    await test.step('Programme orders with a detail row open (/stryker-one-commands)', async () => {
      await page.goto('/stryker-one-commands');
      await expect(h1(page, 'Mes commandes Programme')).toBeVisible();
      await page
        .getByRole('button', { name: /^Afficher le détail de la commande / })
        .first()
        .click();
      await expect(page.getByRole('table', { name: /^Détail de la commande / })).toBeVisible();
      await expect(donutSlices(page, /^Utilisation des points \d{4}$/).first()).toBeVisible();
      await expectNoSeriousViolation(page, '/stryker-one-commands, détail d’une commande ouvert');
    });

    await test.step('contract files (/contrat)', async () => {
      await page.goto('/contrat');
      await expect(h1(page, 'Mon contrat')).toBeVisible();
      await expect(page.getByRole('table', { name: 'Fichiers du contrat' })).toBeVisible();
      await expectNoSeriousViolation(page, '/contrat');
    });

    await test.step('Programme service and its dialog with the carousel (/service-one-stryker)', async () => {
      await page.goto('/service-one-stryker');
      await expect(h1(page, 'Services et avantages')).toBeVisible();
      await expectNoSeriousViolation(page, '/service-one-stryker');

      await page.getByRole('button', { name: 'Découvrir RAAC' }).click();
      const dialog = page.getByRole('dialog', { name: 'RAAC' });
      await expect(dialog).toBeVisible();
      await expectNoSeriousViolation(page, 'dialogue du service RAAC');
    });

    await test.step('contact, empty and after a refused send (/contact)', async () => {
      await page.goto('/contact');
      await expect(h1(page, 'Contact')).toBeVisible();
      await expectNoSeriousViolation(page, '/contact');
      await page.getByRole('button', { name: 'Envoyer' }).click();
      await expect(toast(page, 'Veuillez remplir tous les champs')).toBeVisible();
      await expectNoSeriousViolation(page, '/contact avec message d’erreur');
    });
  });
});

import { expect, test, type Page } from './fixtures.js';
import { h1, openBuyerHome, cartByApi, emptyCartByApi, oneLineInCart } from './portal-support.js';
import { acceptTermsByApi, DEMO, MAIL_URL, type SinkMessage, tabTo, toast } from './support.js';

/**
 * The signed-in customer screens' actions work from the keyboard alone (axe checks of the same screens:
 * accessibility-portal.spec.ts). The CHU buyer has one customer, so sign-in lands on home.
 */

test.use({ signedInAs: DEMO.acheteur });

test.beforeAll(async () => {
  await acceptTermsByApi(DEMO.acheteur);
});

// ---------------------------------------------------------------- keyboard only

test.describe('keyboard only on the customer screens', () => {
  /** The side menu, opened and followed with the keyboard. */
  async function menuByKeyboard(page: Page, name: string): Promise<void> {
    await tabTo(page, page.getByRole('button', { name: 'Ouvrir le menu' }));
    await page.keyboard.press('Enter');
    const link = page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name, exact: true });
    await expect(link).toBeVisible();
    await tabTo(page, link, 10);
    await page.keyboard.press('Enter');
  }

  test('catalogue: a quantity is typed and the product added to the cart with Tab and Enter', async ({ page }) => {
    await emptyCartByApi();
    await openBuyerHome(page);
    await menuByKeyboard(page, 'Utiliser mes points');
    await expect(h1(page, 'Utilisation des points')).toBeVisible();

    const card = page.getByRole('list', { name: 'Produits' }).getByRole('listitem').first();
    const productName = await card.getAttribute('aria-label');
    expect(productName).toBeTruthy();
    const quantity = card.getByRole('spinbutton', { name: 'Quantité' });
    await tabTo(page, quantity, 40);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('2');
    await page.keyboard.press('Tab');
    const add = card.getByRole('button', { name: `Ajouter au panier : ${productName}` });
    await expect(add).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(toast(page, 'Produit ajouté au panier')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Panier, 1 article(s)' })).toBeVisible();
    const { cartItems } = await cartByApi();
    expect(cartItems.map((i) => i.quantity)).toEqual([2]);
  });

  test('cart: quantity, delete confirmation, checkout form and recap dialog with the keyboard', async ({ page }) => {
    const line = await oneLineInCart();
    await openBuyerHome(page);
    const cartButton = page.getByRole('button', { name: 'Panier, 1 article(s)' });
    await tabTo(page, cartButton);
    await page.keyboard.press('Enter');
    await expect(h1(page, 'Panier')).toBeVisible();

    // Quantity: typed, then sent with Enter.
    const lines = page.getByRole('table', { name: 'Articles du panier' });
    const quantity = lines.getByRole('spinbutton', { name: `Quantité de ${line.description}` });
    await tabTo(page, quantity, 40);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('3');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await cartByApi()).cartItems.map((i) => i.quantity)).toEqual([3]);
    await expect(quantity).toHaveValue('3');

    // Delete: the confirmation opens, is cancelled, and the line stays.
    const remove = lines.getByRole('button', { name: `Retirer ${line.description} du panier` });
    await tabTo(page, remove, 5);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Retirer cet article ?' });
    await expect(confirm).toBeVisible();
    await expect(confirm.locator(':focus')).toHaveCount(1);
    await tabTo(page, confirm.getByRole('button', { name: 'Annuler' }), 4);
    await page.keyboard.press('Enter');
    await expect(confirm).toBeHidden();
    await expect(remove).toBeFocused();
    await expect(lines.getByRole('row')).toHaveCount(2);

    // Checkout form.
    const billing = page.getByRole('combobox', { name: 'Adresse de facturation' });
    await tabTo(page, billing, 10);
    await page.keyboard.press('ArrowDown');
    await expect(billing).not.toHaveValue('');
    await page.keyboard.press('Tab');
    const same = page.getByRole('checkbox', { name: /identique à l’adresse de facturation/ });
    await expect(same).toBeFocused();
    await page.keyboard.press('Space');
    await expect(same).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Adresse de livraison' })).toHaveValue(await billing.inputValue());
    await tabTo(page, page.getByRole('textbox', { name: 'Service de facturation' }), 4);
    await page.keyboard.type('Bloc opératoire');
    const terms = page.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' });
    await tabTo(page, terms, 3);
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
    const order = page.getByRole('button', { name: 'Commander' });
    await tabTo(page, order, 10);
    await page.keyboard.press('Enter');

    // The recap opens with the focus inside, Escape closes it and the focus goes back to the order button.
    const recap = page.getByRole('dialog', { name: 'Récapitulatif de la commande' });
    await expect(recap).toBeVisible();
    await expect(recap.getByText('Service de facturation : Bloc opératoire')).toBeVisible();
    // One line of three units: the recap shows the cart's figures (issue 13).
    await expect(recap.getByTestId('cart-item-count')).toHaveText('1');
    await expect(recap.getByTestId('cart-total-quantity')).toHaveText('3');
    await expect(recap.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(recap).toBeHidden();
    await expect(order).toBeFocused();
    // Nothing was ordered.
    expect((await cartByApi()).cartItems).toHaveLength(1);
  });

  test('cart: a confirmed removal with the keyboard leaves the focus on the title of the lines, not lost', async ({ page }) => {
    const line = await oneLineInCart();
    await openBuyerHome(page);
    await tabTo(page, page.getByRole('button', { name: 'Panier, 1 article(s)' }));
    await page.keyboard.press('Enter');
    const remove = page.getByRole('button', { name: `Retirer ${line.description} du panier` });
    await tabTo(page, remove, 40);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Retirer cet article ?' });
    await tabTo(page, confirm.getByRole('button', { name: 'Retirer', exact: true }), 4);
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Article retiré du panier')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Votre panier est vide.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Articles du panier' })).toBeFocused();
    // And the next Tab goes on into the page, not back to the top.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: 'Adresse de facturation' })).toBeFocused();
  });

  test('company orders: an order opens to its invoices and an invoice to its products; the cost tab opens', async ({ page }) => {
    await page.goto('/stryker-commands');
    const table = page.getByRole('table', { name: 'Commandes de l’entreprise' });
    const orderToggle = table.getByRole('button', { name: /^Factures de la commande / }).first();
    await expect(orderToggle).toHaveAttribute('aria-expanded', 'false');
    await tabTo(page, orderToggle, 30);
    await page.keyboard.press('Enter');
    await expect(orderToggle).toHaveAttribute('aria-expanded', 'true');
    const invoiceToggle = table.getByRole('button', { name: /^Produits de la facture / }).first();
    await expect(invoiceToggle).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(invoiceToggle).toBeFocused();
    await page.keyboard.press('Space');
    await expect(invoiceToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(table.getByRole('cell', { name: /^Quantité : \d+$/ }).first()).toBeVisible();
    // Closing the order hides its invoices again.
    await page.keyboard.press('Shift+Tab');
    await expect(orderToggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(invoiceToggle).toBeHidden();

    // Tabs: arrows move between them.
    const ordersTab = page.getByRole('tab', { name: 'Commandes' });
    await tabTo(page, ordersTab, 40);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tab', { name: 'Coûts' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('table', { name: 'Coûts' })).toBeVisible();
  });

  test('Programme orders: a column is sorted and a detail row opens and closes with the keyboard', async ({ page }) => {
    await page.goto('/stryker-one-commands');
    const table = page.getByRole('table', { name: 'Mes commandes Programme' });
    await expect(table).toBeVisible();

    // Sorting by order number from its column header; the actions column is not a (dead) sort button.
    const header = table.getByRole('columnheader', { name: 'N° de commande' });
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await tabTo(page, header.getByRole('button'), 30);
    await page.keyboard.press('Enter');
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await page.keyboard.press('Space');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(table.getByRole('columnheader', { name: 'Actions' }).getByRole('button')).toHaveCount(0);

    // The order number of the first row (second column), once the rows are in the new order: the indicator
    // flips at the key press, the sorted page follows with the answer.
    // Compared as the API sorts them: French collation with numbers read as numbers (CMD-9 before CMD-10).
    const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
    const numbers = () => table.getByRole('row').locator('td:nth-child(2)').allTextContents();
    await expect
      .poll(async () => {
        const shown = (await numbers()).map((n) => n.trim());
        return shown.length > 1 && shown.every((n, i) => i === 0 || collator.compare(shown[i - 1]!, n) >= 0);
      })
      .toBe(true);
    const orderNumber = ((await table.getByRole('row').nth(1).getByRole('cell').nth(1).textContent()) ?? '').trim();
    expect(orderNumber).toMatch(/\S/);
    const show = table.getByRole('button', { name: `Afficher le détail de la commande ${orderNumber}` });
    await tabTo(page, show, 20);
    await page.keyboard.press('Enter');
    const details = page.getByRole('table', { name: `Détail de la commande ${orderNumber}` });
    await expect(details).toBeVisible();
    const hide = table.getByRole('button', { name: `Masquer le détail de la commande ${orderNumber}` });
    await expect(hide).toBeFocused();
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(details).toBeHidden();
    await expect(show).toHaveAttribute('aria-expanded', 'false');
  });

  test('Programme service: the dialog opens, its carousel moves, and Escape gives the focus back', async ({ page }) => {
    await page.goto('/service-one-stryker');
    const learn = page.getByRole('button', { name: 'Découvrir RAAC' });
    await tabTo(page, learn, 40);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'RAAC' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(':focus')).toHaveCount(1);

    const slide = (n: number) => dialog.getByRole('tab', { name: `Aller à la diapositive ${n}` });
    await expect(slide(1)).toHaveAttribute('aria-selected', 'true');
    await tabTo(page, dialog.getByRole('button', { name: 'Diapositive suivante' }), 10);
    await page.keyboard.press('Enter');
    await expect(slide(2)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(slide(3)).toHaveAttribute('aria-selected', 'true');
    await tabTo(page, dialog.getByRole('button', { name: 'Diapositive précédente' }), 10);
    await page.keyboard.press('Enter');
    await expect(slide(2)).toHaveAttribute('aria-selected', 'true');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(learn).toBeFocused();
  });

  test('contact: the form is filled and sent with the keyboard', async ({ page }) => {
    await page.goto('/contact');
    await expect(h1(page, 'Contact')).toBeVisible();
    const marker = `Message clavier ${Date.now().toString(36)}`;

    const nom = page.getByRole('textbox', { name: 'Nom', exact: true });
    await tabTo(page, nom, 30);
    // The names come pre-filled with the signed-in user's: replaced with the keyboard.
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Martin');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Prénom' })).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Claire');
    await page.keyboard.press('Tab');
    const subject = page.getByRole('combobox', { name: 'Sujet' });
    await expect(subject).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(subject).toHaveValue('Commercial');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeFocused();
    await page.keyboard.type(marker);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Envoyer' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(toast(page, 'Email envoyé avec succès')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    await expect
      .poll(async () => {
        const all = (await (await fetch(`${MAIL_URL}/messages`)).json()) as SinkMessage[];
        return all.some((m) => m.text.includes(marker));
      })
      .toBe(true);
  });
});

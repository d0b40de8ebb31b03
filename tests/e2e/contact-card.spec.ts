import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.js';
import { acceptTermsByApi, CHU_NORD, DEMO } from './support.js';

/** The contact page names the CHU's exclusive sales contact (seed: commercial@demo.test, Julien Fournier). */

test.use({ signedInAs: DEMO.acheteur });

test.beforeAll(async () => {
  await acceptTermsByApi(DEMO.acheteur);
});

test('the sales-contact card names the exclusive contact of the selected customer', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  const card = page.getByTestId('sales-contact-card');
  await expect(card.getByTestId('sales-contact-name')).toHaveText('Julien Fournier');
  await expect(card).toContainText('Votre interlocuteur exclusif Stryker');
  const mail = card.getByRole('link', { name: 'Écrire à Julien Fournier : commercial@demo.test' });
  await expect(mail).toHaveAttribute('href', 'mailto:commercial@demo.test');
  await expect(card).toContainText(`Client : ${CHU_NORD}`);
  const { violations } = await new AxeBuilder({ page })
    .include('[data-testid="sales-contact-card"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});

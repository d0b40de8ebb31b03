import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.js';
import { acceptTermsByApi, DEMO } from './support.js';

/** The payable services' dialog shows the images served by GET /api/files/avantage, with French alt texts, by keyboard. */

test.use({ signedInAs: DEMO.acheteur });

test.beforeAll(async () => {
  await acceptTermsByApi(DEMO.acheteur);
});

test('the RAAC dialog shows its images in a keyboard-operable carousel', async ({ page }) => {
  await page.goto('/service-one-stryker');
  await page.getByRole('button', { name: 'Découvrir RAAC' }).click();
  const dialog = page.getByRole('dialog', { name: 'RAAC' });
  await expect(dialog).toBeVisible();

  const first = dialog.getByRole('img', { name: 'RAAC : Un programme de réhabilitation améliorée après chirurgie, construit avec vos équipes.' });
  await expect(first).toBeVisible();
  await expect(first).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
  // The image really decoded (a broken data URL has no natural size).
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(600);

  // Keyboard only: focus the "next" button and press Enter, then Space.
  const next = dialog.getByRole('button', { name: 'Diapositive suivante' });
  await next.focus();
  await page.keyboard.press('Enter');
  const second = dialog.getByRole('img', { name: /^RAAC : Moins de complications/ });
  await expect(second).toBeInViewport();
  await expect(second).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
  await page.keyboard.press(' ');
  await expect(dialog.getByRole('img', { name: 'RAAC : Accompagnement sur site, payable en points.' })).toBeInViewport();

  // No serious or critical axe violation in the open dialog (Tabster's focus sentinels aside, see accessibility.spec.ts).
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.filter((n) => !(v.id === 'aria-hidden-focus' && n.html.includes('data-tabster-dummy'))).map((n) => `${v.id}: ${n.target.join(' ')}`),
    );
  expect(serious).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../testing/render';
import { ProjectionSlider } from './projection-slider';

const euros = (text: string | null | undefined) => Number((text ?? '').replace(/\D/g, ''));

describe('the projection slider', () => {
  // 123 456 € of sales rounded to the nearest step gave 120 000: « avec la projection » asked 3 456 € more than « encore nécessaire ».
  it.each([123_456, 398_001, 400_000, 5])(
    'starts at or above the actual sales (%d €): the projection never asks for more than what is still needed',
    (sales) => {
      renderPage(<ProjectionSlider currentSales={sales} />);
      expect(Number(screen.getByRole('slider').getAttribute('value') ?? screen.getByRole('slider').getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(
        sales,
      );
      const rows = within(screen.getByRole('table', { name: 'Ventes encore nécessaires par statut' }))
        .getAllByRole('row')
        .slice(1);
      for (const row of rows) {
        const [, , stillNeeded, withProjection] = within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent);
        if (stillNeeded === 'Atteint') expect(withProjection).toBe('Atteint');
        else if (withProjection !== 'Atteint') expect(euros(withProjection)).toBeLessThanOrEqual(euros(stillNeeded));
      }
    },
  );
});

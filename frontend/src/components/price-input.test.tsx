import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../testing/render';
import { PriceInput } from './price-input';

/*
 * A price of a price list is typed and saved with Enter, in the back office's price-lists area and in the
 * customer's price-lists dialog alike: a price that is not a number of 0 or more never leaves the screen.
 */

const label = 'Prix de « REF-1 » (Entrée pour enregistrer)';

function draw(price = 1000) {
  const onSave = vi.fn(async (_price: number) => undefined);
  const view = renderPage(<PriceInput reference="REF-1" price={price} onSave={onSave} />);
  return { ...view, onSave, input: () => screen.getByRole('textbox', { name: label }) as HTMLInputElement };
}

describe('the price typed in a price list', () => {
  it('shows the stored price and sends what was typed, a comma read as a point, once Enter is pressed', async () => {
    const { user, onSave, input } = draw();
    // Grouped the French way, with a narrow no-break space.
    expect(input().value).toBe('1\u202f000');
    await user.clear(input());
    await user.type(input(), ' 12,5 ');
    expect(onSave).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledWith(12.5);
  });

  it.each(['', '-3', 'abc'])('refuses « %s » in French and sends nothing', async (typed) => {
    const { user, onSave, input } = draw();
    await user.clear(input());
    await user.type(input(), `${typed}{Enter}`);
    expect(await screen.findByText('Veuillez saisir un nombre positif')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('accepts a price of 0', async () => {
    const { user, onSave, input } = draw();
    await user.clear(input());
    await user.type(input(), '0{Enter}');
    expect(onSave).toHaveBeenCalledWith(0);
  });

  it('shows the stored price again when it changes, in place of what was typed', async () => {
    const { user, input, rerender, onSave } = draw();
    await user.clear(input());
    await user.type(input(), '7');
    rerender(<PriceInput reference="REF-1" price={1100} onSave={onSave} />);
    await waitFor(() => expect(input().value).toBe('1\u202f100'));
  });
});

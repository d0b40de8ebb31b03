import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../testing/fake-api';
import { listAnswer, queriesOf } from '../../../../testing/list-answer';
import { renderPage } from '../../../../testing/render';
import { adminProduct } from '../../testing/fixtures';
import { ProductsTab } from './products-tab';

/*
 * The products tab's list: the spec's columns, a sort and the pages asked of the server, a search by reference
 * from page 1. The server's sort by price and search by reference: tests/api/admin-lists.test.ts. Moved from the
 * browser (admin-products.spec.ts « the list shows the spec’s columns… »).
 */

// The price order is the reverse of the references'.
const product = (i: number) =>
  adminProduct({ id: `p${i}`, reference: `REF-${String(i).padStart(2, '0')}`, description: `Vis ${i}`, price: 1000 - i, gimID: i });
const products = Array.from({ length: 20 }, (_, i) => product(i));

describe('the products tab', () => {
  it('shows the spec’s columns, sorts by price and pages on the server, and searches a reference from page 1', async () => {
    const api = fakeApi({ 'GET /products': (_, url) => listAnswer(products, url, ['reference', 'description']) });
    const { user } = renderPage(<ProductsTab canWrite />);
    const table = await screen.findByRole('table', { name: 'Produits' });
    const references = () => Array.from(table.querySelectorAll('tbody tr td:first-child')).map((cell) => cell.textContent);
    await waitFor(() => expect(references()).toHaveLength(15));
    for (const name of ['Référence', 'GIM ID', 'Description', 'Prix (points)', 'Quantité', 'LPPR', 'Coût actuel']) {
      expect(within(table).getByRole('columnheader', { name: (accessible) => accessible.startsWith(name) })).toBeTruthy();
    }
    const queries = () => queriesOf(api.calls('GET /products'));

    const price = within(table).getByRole('columnheader', { name: (accessible: string) => accessible.startsWith('Prix (points)') });
    await user.click(within(price).getByRole('button'));
    await waitFor(() => expect(references()[0]).toBe('REF-19'));
    expect(
      within(table)
        .getByRole('columnheader', { name: (accessible: string) => accessible.startsWith('Prix (points)') })
        .getAttribute('aria-sort'),
    ).toBe('ascending');
    expect(queries().at(-1)).toMatchObject({ orderBy: 'price asc', pageNumber: '1' });

    await user.click(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(references()[0]).toBe('REF-04'));
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(queries().at(-1)).toMatchObject({ orderBy: 'price asc', pageNumber: '2' });

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher dans « Produits »' }), 'ref-07');
    await waitFor(() => expect(references()).toEqual(['REF-07']));
    expect(queries().at(-1)).toMatchObject({ search: 'ref-07', pageNumber: '1' });
    expect(api.unexpected).toEqual([]);
  });
});

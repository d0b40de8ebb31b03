import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../testing/fake-api';
import { renderPage } from '../../../../testing/render';
import { adminProduct } from '../../testing/fixtures';
import { ProductsTab } from './products-tab';

/* The product form in French: decimals with a comma, sterility as Oui/Non; the API still gets numbers and 0/1. */

const product = adminProduct();
const page = { 'X-Pagination': JSON.stringify({ CurrentPage: 1, TotalPages: 1, PageSize: 15, TotalCount: 1, HasPrevious: false, HasNext: false }) };

describe('the product form', () => {
  it('shows decimals with a comma and sterility as Oui/Non, and sends numbers and 0/1', async () => {
    const api = fakeApi({
      'GET /products': { body: [product], headers: page },
      'GET /products/:id': { body: product, headers: { ETag: '"v1"' } },
      'PUT /products/:id': (req) => ({ body: { ...product, ...(req.body as object) } }),
      'GET /:list': { body: [] },
    });
    const { user } = renderPage(<ProductsTab canWrite />);
    await user.click(await screen.findByRole('button', { name: /Modifier « REF-1 »/ }));
    const price = (await screen.findByLabelText(/^Prix/, {}, { timeout: 10_000 })) as HTMLInputElement;
    expect(price.value).toBe('1234,5');
    expect((screen.getByLabelText(/^TVA/) as HTMLInputElement).value).toBe('5,5');
    const sterile = screen.getByLabelText(/^Stérile/) as HTMLSelectElement;
    expect(sterile.selectedOptions[0].textContent).toBe('Oui');
    expect([...sterile.options].map((o) => o.textContent)).toEqual(['Non', 'Oui']);

    await user.clear(price);
    await user.type(price, '99,90');
    await user.selectOptions(sterile, 'Non');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.calls('PUT /products/:id')).toHaveLength(1));
    expect(api.calls('PUT /products/:id')[0].body).toMatchObject({ price: 99.9, tva: 5.5, gimSterilityFlag: 0 });
  }, 30_000);
});

import { screen, waitFor } from '@testing-library/react';
import type { CatalogueProduct, Customer, User } from '@portail/common';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render';
import { clearSession, saveCustomer, saveSession } from '../../auth/session-store';
import CataloguePage from './catalogue-page';

/* The catalogue's search that finds nothing (moved from tests/e2e/error-messages-shop.spec.ts). */

const product = {
  id: 'p1',
  reference: 'REF-1',
  description: 'Vis corticale',
  descriptionLocal: 'Vis corticale',
  gimBrand: 'Démo',
  gimPackContent: 1,
  price: 12,
  tva: 20,
  image: null,
  category: 'consommable',
  stage: 'commercialise',
} as unknown as CatalogueProduct;
const pagination = (count: number) =>
  JSON.stringify({ CurrentPage: 1, TotalPages: Math.max(1, Math.ceil(count / 12)), PageSize: 12, TotalCount: count, HasPrevious: false, HasNext: false });

beforeEach(() => {
  saveSession('jeton', { id: 'u1', email: 'anne@chu.test', userRole: 'CUSTOMER' } as User);
  saveCustomer({ id: 'c1', number: '590000001', name: 'CHU de Démo' } as Customer);
});
afterEach(() => clearSession());

describe('the catalogue', () => {
  it('says « Aucun produit trouvé. » when the server’s search finds nothing, in place of the cards', async () => {
    const api = fakeApi({
      // The API's answer for an empty page: the text « No products found », not an empty list.
      'GET /products/GetAllForCustomer': (_, url) =>
        url.searchParams.get('search')
          ? { body: 'No products found', headers: { 'X-Pagination': pagination(0) } }
          : { body: [product], headers: { 'X-Pagination': pagination(1) } },
    });
    const { user } = renderPage(<CataloguePage />);
    expect(await screen.findByRole('list', { name: 'Produits' })).toBeTruthy();
    expect(screen.queryByText('Aucun produit trouvé.')).toBeNull();

    await user.type(screen.getByRole('searchbox'), 'zzproduit-inexistant');
    expect(await screen.findByText('Aucun produit trouvé.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Produits' })).toBeNull();
    await waitFor(() => expect(api.calls('GET /products/GetAllForCustomer').at(-1)?.path).toContain('search=zzproduit-inexistant'));
  });
});

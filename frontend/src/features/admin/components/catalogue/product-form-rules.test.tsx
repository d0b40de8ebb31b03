import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReferenceItem } from '@portail/common';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../testing/fake-api';
import { renderPage } from '../../../../testing/render';
import { adminProduct } from '../../testing/fixtures';
import { ProductsTab } from './products-tab';

/*
 * The product dialog's own rules, moved from the browser (admin-products.spec.ts): the spec's validation before
 * anything is sent, the reference names chosen from their lists (searched on the server, « Aucune valeur » a
 * choice, free text not kept), a stored name the list no longer has kept with a warning, and a product that
 * cannot be read opening no form. Creating, editing and deleting through the real API stays in the browser.
 */

const page = { 'X-Pagination': JSON.stringify({ CurrentPage: 1, TotalPages: 1, PageSize: 15, TotalCount: 1, HasPrevious: false, HasNext: false }) };
/**
 * The form dialog titled so, once its fields are drawn. happy-dom leaves Fluent's dialog surface aria-hidden
 * (docs/testing.md), so the queries inside it and of its popups take hidden elements too.
 */
const dialogTitled = async (title: string) => {
  await screen.findByText(title, {}, { timeout: 10_000 });
  const dialog = screen.getAllByRole('dialog', { hidden: true }).find((d) => d.textContent?.includes(title))!;
  await within(dialog).findByRole('button', { name: 'Enregistrer', hidden: true }, { timeout: 10_000 });
  return dialog;
};
const hidden = { hidden: true } as const;
const toast = (text: string) => screen.findByRole('listitem', { name: text }, { timeout: 5000 });
const names: Record<string, string[]> = { franchises: ['Rachis cervical', 'Spine'], franchiseGroups: ['Orthopaedics'] };
/** A reference list as the list protocol answers it: the names containing the search, without accents or case. */
const referenceList = (list: string, url: URL) => {
  const search = (url.searchParams.get('search') ?? '').toLowerCase();
  const items: ReferenceItem[] = (names[list] ?? [])
    .filter((name) => name.toLowerCase().includes(search))
    .map((name) => ({ id: name, name, updatedAt: '2026-01-01T00:00:00.000Z' }) as ReferenceItem);
  return { body: items };
};

/** The list of one product, that product read for its form, and its update as the server answers it. */
const editableProductApi = (product: ReturnType<typeof adminProduct>) =>
  fakeApi({
    'GET /products': { body: [product], headers: page },
    'GET /products/:id': { body: product, headers: { ETag: '"v1"' } },
    'PUT /products/:id': (req) => ({ body: { ...product, ...(req.body as object) } }),
    'GET /:list': (_, url) => referenceList(url.pathname.split('/').at(-1)!, url),
  });

describe('the product dialog', () => {
  it('refuses an empty form, a negative price and a decimal GIM ID under their fields, and sends nothing until they are right', async () => {
    const api = fakeApi({
      'GET /products': { body: [], headers: page },
      'POST /products': (req) => ({ status: 201, body: adminProduct(req.body as object) }),
      'GET /:list': (_, url) => referenceList(url.pathname.split('/').at(-1)!, url),
    });
    const { user } = renderPage(<ProductsTab canWrite />);
    await user.click(await screen.findByRole('button', { name: 'Nouveau' }));
    const dialog = await dialogTitled('Nouveau produit');
    // Pasted, not typed key by key: each key re-renders the whole form, seconds on a loaded machine.
    const fill = async (input: HTMLElement, text: string) => {
      await user.clear(input);
      await user.paste(text);
    };
    const box = (name: string) => within(dialog).getByRole('textbox', { name: (accessible) => accessible.startsWith(name), ...hidden });
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer', ...hidden }));
    expect((await within(dialog).findAllByText('Ce champ est obligatoire')).length).toBeGreaterThan(0);

    await fill(box('Référence'), 'REF-9');
    await fill(within(dialog).getByRole('textbox', { name: /^Description(?! locale)/, ...hidden }), 'Vis');
    await fill(box('Code GTIN'), '03760000000017');
    await fill(box('Prix (points)'), '-4');
    await fill(box('GIM ID'), '1,5');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer', ...hidden }));
    expect(await within(dialog).findByText('Veuillez saisir un nombre positif')).toBeTruthy();
    expect(within(dialog).getByText('Veuillez saisir un nombre entier')).toBeTruthy();
    expect(api.calls('POST /products')).toEqual([]);

    await fill(box('Prix (points)'), '0');
    await fill(box('GIM ID'), '77');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer', ...hidden }));
    expect(await toast('Produit créé')).toBeTruthy();
    expect(api.calls('POST /products')).toHaveLength(1);
    expect(api.calls('POST /products')[0].body).toMatchObject({ reference: 'REF-9', price: 0, gimID: 77 });
  }, 30_000);

  it('chooses each classification name from its list, searched on the server; free text is not kept, « Aucune valeur » is a choice', async () => {
    const product = adminProduct({ franchise: 'Spine', franchiseGroup: 'Orthopaedics' });
    const api = editableProductApi(product);
    const { user } = renderPage(<ProductsTab canWrite />);
    await user.click(await screen.findByRole('button', { name: 'Modifier « REF-1 »' }));
    const dialog = await dialogTitled('Produits : modifier « REF-1 »');
    const combo = (name: string) => within(dialog).getByRole('combobox', { name, ...hidden }) as HTMLInputElement;
    await waitFor(() => expect(combo('Franchise').value).toBe('Spine'));

    // Pasted, not typed key by key: each key re-renders the whole form, seconds on a loaded machine.
    await user.clear(combo('Franchise'));
    await user.paste('rachis cerv');
    await waitFor(() => expect(api.calls('GET /franchises').map((r) => new URL(r.path, 'http://x').searchParams.get('search'))).toContain('rachis cerv'));
    await user.click(await screen.findByRole('option', { name: 'Rachis cervical', ...hidden }));
    await waitFor(() => expect(combo('Franchise').value).toBe('Rachis cervical'));

    await user.click(combo('Sous-franchise'));
    await user.paste('texte libre');
    await waitFor(() => expect(combo('Sous-franchise').value).toBe('texte libre'));
    // Leaving the field (happy-dom's Tab finds no next field in the aria-hidden surface).
    fireEvent.focusOut(combo('Sous-franchise'));
    await waitFor(() => expect(combo('Sous-franchise').value).toBe(''));
    await user.click(combo('Groupe de franchises'));
    await user.click(await screen.findByRole('option', { name: 'Aucune valeur', ...hidden }));
    await waitFor(() => expect(combo('Groupe de franchises').value).toBe(''));

    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer', ...hidden }));
    expect(await toast('Produit modifié')).toBeTruthy();
    expect(api.calls('PUT /products/:id')[0].body).toMatchObject({ franchise: 'Rachis cervical', franchiseGroup: '', subFranchise: '' });
  }, 30_000);

  it('keeps a stored name the list no longer has, shown with a warning, and saves it as it was', async () => {
    const product = adminProduct({ gimBrand: 'Ancienne marque' });
    const api = editableProductApi(product);
    const { user } = renderPage(<ProductsTab canWrite />);
    await user.click(await screen.findByRole('button', { name: 'Modifier « REF-1 »' }));
    const dialog = await dialogTitled('Produits : modifier « REF-1 »');
    expect((within(dialog).getByRole('combobox', { name: 'Marque GIM', ...hidden }) as HTMLInputElement).value).toBe('Ancienne marque');
    expect(await within(dialog).findByText(/« Ancienne marque » ne figure plus dans la liste/)).toBeTruthy();
    const price = within(dialog).getByRole('textbox', { name: (accessible) => accessible.startsWith('Prix (points)'), ...hidden });
    await user.clear(price);
    await user.paste('6');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer', ...hidden }));
    await waitFor(() => expect(api.calls('PUT /products/:id')).toHaveLength(1));
    expect(api.calls('PUT /products/:id')[0].body).toMatchObject({ gimBrand: 'Ancienne marque', price: 6 });
  }, 30_000);

  it('opens no form for a product that cannot be read, and says so in French', async () => {
    fakeApi({
      'GET /products': { body: [adminProduct()], headers: page },
      'GET /products/:id': { status: 500, body: { error: { code: 'server', message: 'Erreur' } } },
      'GET /:list': { body: [] },
    });
    const { user } = renderPage(<ProductsTab canWrite />);
    await user.click(await screen.findByRole('button', { name: 'Modifier « REF-1 »' }));
    expect(await toast('Erreur lors du chargement du produit')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

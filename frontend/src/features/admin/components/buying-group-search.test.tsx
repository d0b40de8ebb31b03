import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import type { ReferenceItem } from '@portail/common';
import { describe, expect, it } from 'vitest';
import { buyingGroupLookup, customerLookup } from '../api/lookups';
import { fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render';
import { SearchCombobox } from '../../../components/search-combobox';

/* The buying groups of the customer form, 150 of them: more than a page of the list protocol can hold. */

const groups: ReferenceItem[] = Array.from({ length: 150 }, (_, i) => ({
  id: `bg-${i + 1}`,
  name: `Groupement ${String(i + 1).padStart(3, '0')}`,
  updatedAt: '2026-01-01T00:00:00.000Z',
}));

function Form({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <SearchCombobox label="Groupement d’achat" value={value} onChange={setValue} none="Aucun" {...buyingGroupLookup} />
      <output aria-label="choisi">{value}</output>
    </>
  );
}

describe('a record chosen from a list of any size', () => {
  it('finds the 142nd buying group by typing, the server searching the whole list; shows the stored one by name', async () => {
    const api = fakeApi({
      'GET /buyingGroups': (_, url) => {
        const search = (url.searchParams.get('search') ?? '').toLowerCase();
        const size = Number(url.searchParams.get('pageSize'));
        return { body: groups.filter((g) => g.name.toLowerCase().includes(search)).slice(0, size) };
      },
      'GET /buyingGroups/:id': (request) => ({ body: groups.find((g) => request.path.endsWith(`/${g.id}`)) }),
    });
    const { user } = renderPage(<Form initial="bg-3" />);
    const box = screen.getByRole('combobox', { name: /Groupement d’achat/ });
    await waitFor(() => expect((box as HTMLInputElement).value).toBe('Groupement 003'));

    await user.clear(box);
    await user.type(box, '142');
    await user.click(await screen.findByRole('option', { name: 'Groupement 142' }, { timeout: 3000 }));
    expect(screen.getByRole('status', { name: 'choisi' }).textContent).toBe('bg-142');

    const pages = api.calls('GET /buyingGroups').map((r) => new URL(r.path, 'http://x').searchParams);
    expect(pages.some((p) => p.get('search') === '142')).toBe(true);
    expect(pages.every((p) => Number(p.get('pageSize')) <= 20)).toBe(true);
  }, 30_000);

  // Issue 30: a customer number pasted into the address form's search found its customer, but the list of
  // matches stayed closed (Fluent opens it on a key, and a paste is none).
  it('opens the matches of a customer number pasted, not typed', async () => {
    const customers = [
      { id: 'c-1', number: '597151141', name: 'CHU de Démo – Hôpital Nord' },
      { id: 'c-2', number: '211377890', name: 'CHU de Dijon' },
    ];
    fakeApi({
      'GET /customers': (_, url) => ({ body: customers.filter((c) => c.number.startsWith(url.searchParams.get('search') ?? '')) }),
    });
    function AddressCustomer() {
      const [value, setValue] = useState('');
      return (
        <>
          <SearchCombobox label="Numéro client" required value={value} onChange={setValue} {...customerLookup} />
          <output aria-label="choisi">{value}</output>
        </>
      );
    }
    const { user } = renderPage(<AddressCustomer />);
    await user.click(screen.getByRole('combobox', { name: /Numéro client/ }));
    await user.keyboard('{Escape}');
    await user.paste('211377890');
    await user.click(await screen.findByRole('option', { name: '211377890 - CHU de Dijon' }, { timeout: 5000 }));
    expect(screen.getByRole('status', { name: 'choisi' }).textContent).toBe('c-2');
  }, 30_000);
});

/**
 * The one-off rewrite of price-list names stored with ISO dates: against a Cosmos DB server in memory, the
 * stored documents are renamed with an audit entry each, French names are left alone, and a second run
 * renames nothing more.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceListDoc } from '../model/price-lists.js';
import { startMemoryCosmos, type MemoryCosmos } from '../testing/memory-cosmos.js';

let cosmos: MemoryCosmos | undefined;
let data: typeof import('../data/cosmos.js');
let audit: typeof import('../data/audit-repository.js');
let names: typeof import('./price-list-names.js');

beforeAll(async () => {
  cosmos = await startMemoryCosmos('portail-essai-noms-listes');
  data = cosmos.data;
  audit = await import('../data/audit-repository.js');
  names = await import('./price-list-names.js');
}, 60_000);

afterAll(async () => {
  await cosmos?.close();
});

const list = (id: string, customerId: string, name: string): PriceListDoc => ({
  id,
  type: 'priceList',
  customerId,
  contractId: 'contrat-1',
  name,
  startDate: '2026-01-01',
  endDate: '2027-01-15',
  lines: [{ productId: 'p-1', reference: 'REF-1', description: 'Vis', price: 1250 }],
  createdAt: '2026-01-01T08:00:00.000Z',
  updatedAt: '2026-01-01T08:00:00.000Z',
});

const storedName = async (id: string, customerId: string) => (await data.readItem<PriceListDoc>(data.container('customerData'), id, customerId))?.name;

describe('rewritePriceListNames', () => {
  it('writes the ISO dates of stored names in French, once, with an audit entry per renamed list', async () => {
    const c = data.container('customerData');
    await c.items.create(list('pl-seed', 'client-a', 'Contrat cadre CHU 2026-2027 2026-01-01 2027-01-15'));
    await c.items.create(list('pl-import', 'client-b', 'Import 2026-01-01 – 2027-01-15'));
    await c.items.create(list('pl-fr', 'client-b', 'Contrat du 01/01/2026 au 15/01/2027'));

    expect(await names.rewritePriceListNames()).toEqual({ lists: 3, renamed: 2 });
    expect(await storedName('pl-seed', 'client-a')).toBe('Contrat cadre CHU 2026-2027 du 01/01/2026 au 15/01/2027');
    expect(await storedName('pl-import', 'client-b')).toBe('Import du 01/01/2026 au 15/01/2027');
    expect(await storedName('pl-fr', 'client-b')).toBe('Contrat du 01/01/2026 au 15/01/2027');
    const entries = await audit.auditOf('pl-seed');
    expect(entries).toEqual([
      expect.objectContaining({
        resource: 'priceList',
        action: 'update',
        by: 'maintenance',
        before: expect.objectContaining({ name: 'Contrat cadre CHU 2026-2027 2026-01-01 2027-01-15', lines: 1 }),
        after: expect.objectContaining({ name: 'Contrat cadre CHU 2026-2027 du 01/01/2026 au 15/01/2027', lines: 1 }),
      }),
    ]);
    expect(await audit.auditOf('pl-fr')).toEqual([]);

    expect(await names.rewritePriceListNames()).toEqual({ lists: 3, renamed: 0 });
    expect(await audit.auditOf('pl-seed')).toHaveLength(1);
    // The lines are kept as they were.
    expect((await data.readItem<PriceListDoc>(c, 'pl-seed', 'client-a'))?.lines).toEqual(list('x', 'y', 'z').lines);
  });
});

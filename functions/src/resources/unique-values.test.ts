/**
 * A customer's number is unique across the customers' partitions, also against concurrent writes: the
 * generated service claims it (data/unique-values-repository.ts) before the write, in process against a
 * Cosmos DB server in memory with the real customer declaration.
 */
import { customerInputSchema } from '@portail/common';
import { startMemoryCosmos, type MemoryCosmos } from '../testing/memory-cosmos.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

let memory: MemoryCosmos | undefined;
let service: import('./resource-service.js').ResourceService<import('../data/resource-store.js').StoredDoc & { number: string }>;
let lookups: import('@azure/cosmos').Container;

beforeAll(async () => {
  memory = await startMemoryCosmos('portail-essai-valeurs-uniques', { env: { REQUEST_BUDGET_MS: '10000' } });
  const cosmos = memory.data;
  lookups = cosmos.container('lookups');
  const { resourceService } = await import('./resource-service.js');
  const { customerDeclaration } = await import('./customer-resource.js');
  service = resourceService(customerDeclaration as never);
}, 60_000);

afterAll(async () => {
  await memory?.close();
});

// As the route hands it over: parsed by the contract's schema, defaults filled.
const input = (number: string, name = `Clinique ${number}`) => customerInputSchema.parse({ number, name });
const claimOf = async (number: string) => (await lookups.item(`unique:customer-number:${number}`, `unique:customer-number:${number}`).read()).resource;

describe('a customer number, unique across partitions', () => {
  it('lets one of two concurrent creates with the same number through, and answers the other 409 in French', async () => {
    const results = await Promise.allSettled([service.create(input('N-100', 'Clinique A'), 'admin'), service.create(input('N-100', 'Clinique B'), 'admin')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 409, message: 'Un client existe déjà avec le numéro « N-100 ».' });
  }, 30_000);

  it('moves the claim with a change of number, and frees it with a delete', async () => {
    const created = await service.create(input('N-200'), 'admin');
    const renumbered = await service.update(created.id, input('N-201'), 'admin');
    expect(await claimOf('N-200')).toBeUndefined();
    expect(await claimOf('N-201')).toMatchObject({ ownerId: created.id });
    await expect(service.create(input('N-201'), 'admin')).rejects.toMatchObject({ status: 409 });
    const reused = await service.create(input('N-200'), 'admin');
    expect(reused.number).toBe('N-200');
    await service.remove(renumbered.id, 'admin');
    expect(await claimOf('N-201')).toBeUndefined();
  }, 30_000);

  it('takes over a claim left by a write that never happened, once it is old enough', async () => {
    const id = 'unique:customer-number:N-300';
    await lookups.items.create({ id, type: 'uniqueValue', ownerId: 'client-jamais-ecrit' });
    await expect(service.create(input('N-300'), 'admin')).rejects.toMatchObject({ status: 409 });
    // Two minutes later the claim counts as abandoned: its owner never came to hold the number.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 120_000);
    try {
      const created = await service.create(input('N-300'), 'admin');
      expect(await claimOf('N-300')).toMatchObject({ ownerId: created.id });
    } finally {
      vi.useRealTimers();
    }
  }, 30_000);
});

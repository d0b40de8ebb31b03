import type { Container, OperationInput } from '@azure/cosmos';
import { describe, expect, it } from 'vitest';
import { bulkWithRetry } from './cosmos.js';

/**
 * Throttling (429) is Azure Cosmos DB's answer under load, which the local server never gives: a container
 * whose bulk calls answer the statuses given, one list per call, stands in for it.
 */
function throttling(answers: number[][]) {
  const calls: OperationInput[][] = [];
  const c = {
    items: {
      bulk: async (ops: OperationInput[]) => {
        calls.push(ops);
        return (answers.shift() ?? []).map((statusCode) => ({ statusCode }));
      },
    },
  } as unknown as Container;
  return { c, calls };
}

const op = (id: string): OperationInput => ({ operationType: 'Delete', id, partitionKey: 'p' });

describe('bulkWithRetry', () => {
  it('sends again only the operations throttled, and gives each one its final status', async () => {
    const { c, calls } = throttling([[201, 429, 200, 429], [429, 201], [201]]);
    expect(await bulkWithRetry(c, [op('a'), op('b'), op('c'), op('d')], (s) => s < 400, 'Écriture')).toEqual([201, 201, 200, 201]);
    expect(calls.map((ops) => ops.map((o) => ('id' in o ? o.id : '')))).toEqual([['a', 'b', 'c', 'd'], ['b', 'd'], ['b']]);
  });

  it('stops at a status the caller refuses, with its French message', async () => {
    const { c } = throttling([[201, 409]]);
    await expect(bulkWithRetry(c, [op('a'), op('b')], (s) => s < 400, 'Écriture des lignes de vente')).rejects.toThrow(
      'Écriture des lignes de vente refusée (statut 409)',
    );
  });
});

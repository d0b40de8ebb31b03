import type { Container, OperationInput } from '@azure/cosmos';
import { describe, expect, it } from 'vitest';
import { bulkWithRetry, bulkWithRetryOutcomes } from './cosmos.js';

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

  it('cuts a long list into calls of at most 100 operations, and answers in the list’s order', async () => {
    const throttledOnce = new Set<string>();
    // As the SDK: more than 100 operations of one partition range in one call are refused; the 7th ones are throttled once.
    const c = {
      items: {
        bulk: async (ops: OperationInput[]) => {
          if (ops.length > 100) throw new Error('Cannot run bulk request with more than 100 operations per partition');
          return ops.map((o) => {
            const id = 'id' in o ? String(o.id) : '';
            if (Number(id.slice(1)) % 7 === 0 && !throttledOnce.has(id)) {
              throttledOnce.add(id);
              return { statusCode: 429 };
            }
            return { statusCode: 200, eTag: `etag-${id}` };
          });
        },
      },
    } as unknown as Container;
    const ids = Array.from({ length: 250 }, (_, k) => `d${k}`);
    const outcomes = await bulkWithRetryOutcomes(c, ids.map(op), (s) => s < 400, 'Écriture');
    expect(outcomes.map((o) => o.etag)).toEqual(ids.map((id) => `etag-${id}`));
  });
});

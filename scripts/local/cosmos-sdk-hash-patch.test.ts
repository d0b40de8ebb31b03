/**
 * The @azure/cosmos patch's memo of partition key hashes (patches/@azure+cosmos+4.10.1.patch,
 * docs/cosmos-query-patch.md): the same hashes as the SDK's own functions, first and again.
 */
import { describe, expect, it } from 'vitest';

describe('patched @azure/cosmos partition key hashing', () => {
  const sdk = (file: string) => import(new URL(`../../node_modules/@azure/cosmos/dist/esm/utils/hashing/${file}`, import.meta.url).href);

  it('gives the hash the SDK computes, first and again, for each definition version', async () => {
    const { hashPartitionKey } = await sdk('hash.js');
    const { hashV1PartitionKey } = await sdk('v1.js');
    const { hashV2PartitionKey } = await sdk('v2.js');
    const keys = [['cust-1'], ['cust-2'], ['é😀'], [''], [42], ['a', 'b']];
    for (let round = 0; round < 2; round++) {
      for (const key of keys) {
        expect(hashPartitionKey(key, { paths: ['/customerId'], version: 2 })).toBe(hashV2PartitionKey(key));
        expect(hashPartitionKey(key, { paths: ['/customerId'] })).toBe(hashV1PartitionKey(key));
      }
    }
  });
});

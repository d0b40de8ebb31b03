/**
 * The local server's document rids (patches/@vercel+cosmosdb-server+1.0.1.patch, docs/cosmos-query-patch.md):
 * built from the collection's bytes kept once, they are the rids the published code builds through a
 * BigInteger decimal string, for the collections the server makes and for a rid of another shape.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const lib = (file: string) => require(`@vercel/cosmosdb-server/lib/account/${file}`) as { default: never };
interface ResourceIdStatic {
  DocumentByte: number;
  parse(rid: string): { document: string; toString(): string };
  bigNumberReadIntBE(buffer: Buffer, offset: number, length: number): { toString(): string };
  newDatabaseId(id: string): { toString(): string };
  newDocumentCollectionId(databaseRid: string, id: string): { toString(): string };
}
const ResourceId = lib('resource-id.js').default as ResourceIdStatic;
const Documents = lib('documents.js').default as { prototype: object };

/** The published `Documents._rid`. */
function publishedRid(collectionRid: string, id: number): string {
  const idBuffer = Buffer.alloc(8, 0);
  idBuffer.writeInt32LE(id, 0);
  idBuffer.writeInt8(ResourceId.DocumentByte << 4, 7);
  const rid = ResourceId.parse(collectionRid);
  rid.document = ResourceId.bigNumberReadIntBE(idBuffer, 0, 8).toString();
  return rid.toString();
}

/** A document set of the patched server, in a collection of this rid. */
const documentsOf = (collectionRid: string) =>
  Object.assign(Object.create(Documents.prototype) as { _rid(id: number): string }, { _parent: { read: () => ({ _rid: collectionRid }) } });

describe('patched Cosmos DB server document rids', () => {
  it('are the rids the published server gives, for the collections it makes and for a rid of another shape', () => {
    // Collections as the server makes them (databases.js, collections.js), then an all-zero rid, which the published code reads differently.
    const collections = [1, 2, 300].flatMap((db) =>
      [1, 7, 200].map((coll) =>
        ResourceId.newDocumentCollectionId(ResourceId.newDatabaseId(((db << 8) | 0x80000000).toString()).toString(), (coll | 0x80000000).toString()).toString(),
      ),
    );
    const ids = [1, 2, 127, 128, 129, 255, 256, 32_767, 32_768, 65_536, 8_388_608, 2_147_483_647, ...Array.from({ length: 5_000 }, (_, i) => 1 + i * 431)];
    for (const collectionRid of [...collections, 'AAAAAAAAAAA=']) {
      const documents = documentsOf(collectionRid);
      for (const id of ids) expect(documents._rid(id), `${collectionRid} #${id}`).toBe(publishedRid(collectionRid, id));
    }
  });
});

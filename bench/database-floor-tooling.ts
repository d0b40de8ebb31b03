/**
 * The floor server's routes for the bench itself (bench/database-floor-server.ts): the sizes of the documents
 * a checkout grows, and a snapshot of them that every measured checkout load starts from again.
 */
import { BulkOperationType, type Container, type JSONObject, type OperationInput } from '@azure/cosmos';

interface Snapshot {
  docs: { id: string; body: JSONObject | undefined }[];
  orderIds: Set<string>;
}

const GROWN_DOCS = () => ['cart', `points-${new Date().getUTCFullYear()}`, `order-list-${new Date().getUTCFullYear()}`];

function withoutSystem<T extends object>(doc: T): T {
  return Object.fromEntries(Object.entries(doc).filter(([k]) => !k.startsWith('_'))) as T;
}

export function benchTooling(customerData: Container) {
  const snapshots = new Map<string, Snapshot>();

  async function orderIdsOf(customerId: string): Promise<string[]> {
    const { resources } = await customerData.items
      .query<{ id: string }>(
        { query: "SELECT c.id FROM c WHERE c.customerId = @c AND c.type = 'order'", parameters: [{ name: '@c', value: customerId }] },
        { partitionKey: customerId },
      )
      .fetchAll();
    return resources.map((r) => r.id);
  }

  return {
    /** The sizes (bytes of JSON) of the documents a checkout grows. */
    async sizes(customerId: string): Promise<[number, unknown]> {
      const year = new Date().getUTCFullYear();
      const size = async (id: string) => {
        const { resource } = await customerData.item(id, customerId).read();
        return resource ? Buffer.byteLength(JSON.stringify(resource)) : 0;
      };
      const [points, orderList, cart] = await Promise.all([size(`points-${year}`), size(`order-list-${year}`), size('cart')]);
      return [200, { points, orderList, cart }];
    },

    /** Keeps the documents a checkout changes and the ids of the customer's orders. */
    async snapshot(customerId: string): Promise<[number, unknown]> {
      const docs = await Promise.all(GROWN_DOCS().map(async (id) => ({ id, body: (await customerData.item(id, customerId).read<JSONObject>()).resource })));
      snapshots.set(customerId, {
        docs: docs.map((d) => ({ id: d.id, body: d.body && withoutSystem(d.body) })),
        orderIds: new Set(await orderIdsOf(customerId)),
      });
      return [204, undefined];
    },

    /**
     * Every measured load starts from the same documents: without this, each one inherits the orders of the
     * loads before it (about 1,400 per customer after three repetitions, years of a real customer's orders),
     * and the points and order list that every checkout rewrites grow from one load to the next. The
     * documents go back as kept (the cart emptied) and the orders placed since are deleted.
     */
    async restore(customerId: string): Promise<[number, unknown]> {
      const kept = snapshots.get(customerId);
      if (!kept) return [404, { message: 'Aucun instantané de ce client' }];
      const placed = (await orderIdsOf(customerId)).filter((id) => !kept.orderIds.has(id));
      for (let i = 0; i < placed.length; i += 100) {
        await customerData.items.bulk(
          placed.slice(i, i + 100).map((id): OperationInput => ({ operationType: BulkOperationType.Delete, id, partitionKey: customerId })),
        );
      }
      for (const { id, body } of kept.docs) {
        if (body) await customerData.items.upsert(id === 'cart' ? { ...body, items: [] } : body);
        else
          await customerData
            .item(id, customerId)
            .delete()
            .catch(() => undefined);
      }
      return [204, undefined];
    },
  };
}

/**
 * The demo catalogue's pictures and names (issue 13): every product the customer sees has a picture kept
 * in Blob Storage and served by the product-image route as a PNG, and the names are those of a varied
 * medical-device catalogue, not one name repeated.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, session } from './support/api.js';
import { API_URL, DEMO } from './support/env.js';

let token: string;
let customerId: string;

beforeAll(async () => {
  ({ token } = await session(DEMO.customer));
  customerId = (await call('GET', 'users/user-infos-with-customers', { token })).json.customers[0].id;
});

interface Product {
  id: string;
  image: string | null;
  descriptionLocal: string;
  description: string;
  category: string;
}

async function catalogue(pages: number): Promise<Product[]> {
  const all: Product[] = [];
  for (let pageNumber = 1; pageNumber <= pages; pageNumber++) {
    const res = await call('GET', 'products/GetAllForCustomer', { token, query: { Customer: customerId, pageNumber, pageSize: 50 } });
    if (!Array.isArray(res.json)) break;
    all.push(...(res.json as Product[]));
  }
  return all;
}

describe('demo catalogue', () => {
  it('every product has a picture, served by the product-image route as a PNG', async () => {
    const products = await catalogue(2);
    expect(products.length).toBeGreaterThan(20);
    expect(products.filter((p) => !p.image).map((p) => p.id)).toEqual([]);
    // One product per category is enough to prove the route serves what the seed stored.
    const sample = [...new Map(products.map((p) => [p.category, p])).values()];
    for (const p of sample) {
      const res = await fetch(`${API_URL}/api/products/${p.id}/image`, { headers: { Authorization: `Bearer ${token}` } });
      expect(res.status, p.id).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect(bytes.length).toBeGreaterThan(1000);
    }
  });

  it('names are varied: most products of a page have a name of their own', async () => {
    const products = await catalogue(2);
    const names = new Set(products.map((p) => p.descriptionLocal));
    expect(names.size / products.length).toBeGreaterThan(0.8);
    // Not « Produit 12 »: a family of devices, a range and often a size.
    for (const p of products) expect(p.descriptionLocal).not.toMatch(/^(Produit|Product)\s*\d+$/i);
  });
});

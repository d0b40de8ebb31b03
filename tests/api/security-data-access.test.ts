/**
 * Data access (issue 14, « Data access »): product pictures follow the catalogue's visibility, and the body
 * size limit holds while the body streams in. The access of every route to a product reserved to another
 * customer and to an inactive customer is checked by the generated tests (access-control.test.ts).
 */
import { request as httpRequest } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, expectErrorShape } from './support/api.js';
import { direct } from './support/direct.js';
import { API_URL } from './support/env.js';
import { loadWorld, resolverFor, type World } from './support/fixtures.js';
import { seedUser } from './support/security.js';

let w: World;
beforeAll(async () => {
  w = await loadWorld();
});

describe('images des produits', () => {
  const image = (id: string, token: string) => call('GET', `products/${encodeURIComponent(id)}/image`, { token });

  it('suivent la règle du catalogue : le client à qui le produit est réservé la voit, un autre reçoit 404, l’administrateur toujours', async () => {
    const reserved = await resolverFor('product')(w);
    const ownerOfB = await seedUser({ label: 'image-b', customerIds: [reserved.customerId as string] });
    const { login } = await import('./support/api.js');
    const b = await login(ownerOfB.email, ownerOfB.password);
    const seen = await image(reserved.id, b.token);
    expect(seen.status, seen.text.slice(0, 200)).toBe(200);
    expect(seen.headers.get('content-type')).toBe('image/png');
    const hidden = await image(reserved.id, w.userA.token);
    expect(hidden.status).toBe(404);
    expectErrorShape(hidden, 'image d’un produit réservé');
    expect((await image(reserved.id, w.admin.token)).status).toBe(200);

    // A product withdrawn from the catalogue: its picture goes with it, except for the administrator.
    const { cosmos } = await direct();
    const products = cosmos.container('products');
    const { resource } = await products.item(reserved.id, reserved.id).read();
    await products.item(reserved.id, reserved.id).replace({ ...resource, active: false });
    expect((await image(reserved.id, b.token)).status).toBe(404);
    expect((await image(reserved.id, w.admin.token)).status).toBe(200);
  });
});

describe('taille des corps de requête', () => {
  /**
   * Sends a body in chunks without Content-Length and never ends it: only a limit applied while the body
   * comes in can answer. Resolves with the status, or 0 if nothing came back in time.
   */
  function endlessBody(path: string, timeoutMs: number): Promise<{ status: number; text: string; sentBytes: number }> {
    const url = new URL(`${API_URL}/api/${path}`);
    return new Promise((resolve, reject) => {
      let sentBytes = 0;
      const chunk = Buffer.from(`{"Email":"${'a'.repeat(16 * 1024)}`.slice(0, 16 * 1024));
      const req = httpRequest({
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      });
      const timer = setInterval(() => {
        sentBytes += chunk.length;
        req.write(chunk);
      }, 5);
      const stop = setTimeout(() => {
        clearInterval(timer);
        req.destroy();
        resolve({ status: 0, text: '', sentBytes });
      }, timeoutMs);
      req.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => {
          clearInterval(timer);
          clearTimeout(stop);
          req.destroy();
          resolve({ status: res.statusCode ?? 0, text, sentBytes });
        });
      });
      req.on('error', (err) => {
        clearInterval(timer);
        clearTimeout(stop);
        if (sentBytes > 0) resolve({ status: -1, text: String(err), sentBytes });
        else reject(err);
      });
    });
  }

  it('un corps sans Content-Length qui ne finit pas est refusé (413, message français) dès la limite passée', async () => {
    const res = await endlessBody('Authenticate/login', 5_000);
    expect(res.status, `${res.sentBytes} octets envoyés sans réponse`).toBe(413);
    expect(JSON.parse(res.text)).toEqual({ error: { code: 'payload_too_large', message: 'La requête est trop volumineuse.' } });
  });
});

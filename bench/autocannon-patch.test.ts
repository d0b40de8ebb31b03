import autocannon from 'autocannon';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The load tool's patch (patches/autocannon+9.0.0.patch, docs/autocannon-patch.md) keeps response bodies as
 * bytes and decodes them only for the callers that read them. Those callers must still get the whole body,
 * and now get it right even when a character's bytes arrive in two chunks.
 */
const TEXT = 'Société — réponse complète ✓';
const bytes = Buffer.from(TEXT);
// Split inside the two-byte "é" (c3 a9) of "Société": the unpatched tool decoded each half on its own.
const cut = bytes.indexOf(0xa9);

let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
    res.write(bytes.subarray(0, cut));
    // Separate chunks on the wire: the second is written after the first has been flushed.
    setTimeout(() => res.end(bytes.subarray(cut)), 5);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  url = `http://127.0.0.1:${port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('autocannon patch: bodies decoded on demand', () => {
  it('gives onResponse the whole body, decoded once', async () => {
    const bodies: string[] = [];
    await autocannon({
      url,
      connections: 1,
      amount: 3,
      requests: [{ method: 'GET', onResponse: (_status, body) => bodies.push(body) }],
    });
    expect(bodies).toHaveLength(3);
    expect(new Set(bodies)).toEqual(new Set([TEXT]));
  });

  it('gives verifyBody the whole body and counts no mismatch', async () => {
    const seen: string[] = [];
    const result = await autocannon({
      url,
      connections: 1,
      amount: 2,
      verifyBody: (body) => (seen.push(String(body)), body === TEXT),
    });
    expect(seen).toEqual([TEXT, TEXT]);
    expect(result.mismatches).toBe(0);
    expect(result['2xx']).toBe(2);
  });

  it('still counts the bytes of every answer when nobody reads the body', async () => {
    const result = await autocannon({ url, connections: 2, amount: 4 });
    expect(result['2xx']).toBe(4);
    expect(result.throughput.total).toBeGreaterThanOrEqual(4 * bytes.length);
  });
});

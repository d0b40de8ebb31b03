import azureFunctions from '@azure/functions';
import { describe, expect, it } from 'vitest';
import { readBodyWithin } from './body.js';
import { ApiError } from './errors.js';

const { HttpRequest } = azureFunctions;
const LIMIT = 64 * 1024;
const CHUNK = 4 * 1024;

/** A request whose body arrives chunk by chunk, as with HTTP streams enabled; `endless` never ends. */
function streamedRequest(totalBytes: number | 'endless', headers: Record<string, string> = {}) {
  const state = { pulled: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (totalBytes !== 'endless' && state.pulled >= totalBytes) return controller.close();
      const size = totalBytes === 'endless' ? CHUNK : Math.min(CHUNK, totalBytes - state.pulled);
      state.pulled += size;
      controller.enqueue(new Uint8Array(size).fill(0x61));
    },
    cancel() {
      state.cancelled = true;
    },
  });
  const nativeRequest = new Request('http://localhost/api/essai', { method: 'POST', headers, body, duplex: 'half' } as RequestInit);
  const request = new HttpRequest({ nativeRequest, params: {} } as unknown as ConstructorParameters<typeof HttpRequest>[0]);
  return { request, state };
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

describe('limite de taille du corps pendant sa réception', () => {
  it('un corps sans Content-Length qui ne finit jamais est refusé (413) dès la limite passée, et sa lecture arrêtée', async () => {
    const { request, state } = streamedRequest('endless');
    const err = await refusal(readBodyWithin(request, LIMIT));
    expect(err.status).toBe(413);
    expect(err.message).toBe('La requête est trop volumineuse.');
    expect(state.pulled).toBeLessThanOrEqual(LIMIT + 2 * CHUNK);
    expect(state.cancelled).toBe(true);
  });

  it('un Content-Length annoncé au-delà de la limite est refusé sans rien lire', async () => {
    const { request, state } = streamedRequest(LIMIT + 1, { 'content-length': String(LIMIT + 1) });
    expect((await refusal(readBodyWithin(request, LIMIT))).status).toBe(413);
    // Nothing read beyond what the stream queues up on its own when it is created.
    expect(state.pulled).toBeLessThanOrEqual(CHUNK);
  });

  it('un corps dans la limite est lu en entier, à l’octet près', async () => {
    const { request } = streamedRequest(LIMIT);
    expect((await readBodyWithin(request, LIMIT)).byteLength).toBe(LIMIT);
    const { request: over } = streamedRequest(LIMIT + 1);
    expect((await refusal(readBodyWithin(over, LIMIT))).status).toBe(413);
  });
});

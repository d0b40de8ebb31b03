import azureFunctions, { type HttpResponseInit } from '@azure/functions';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { fr } from '@portail/common';
import type { Invoke } from './invoke.js';
import type { HttpFunction } from './registry.js';
import { createMatcher } from './route-matcher.js';

// The package is CommonJS: its classes are reachable only through the default export from ESM.
const { HttpRequest, HttpResponse, InvocationContext } = azureFunctions;

const json = (status: number, body: unknown): HttpResponseInit => ({
  status,
  headers: { 'Content-Type': 'application/json; charset=utf-8' },
  body: JSON.stringify(body),
});
const notFound = () => json(404, { error: { code: 'not_found', message: fr['alert.error.not-found'] } });

/** Azure Functions refuses request bodies over 100 MB; so does this host. */
const HOST_MAX_BODY = 100 * 1024 * 1024;

/** Answers of the host's own admin calls (Core Tools' /admin/...): a status, or undefined when unknown. */
export interface HostAdmin {
  /** POST /admin/functions/{name}: runs a non-HTTP function now (timers). */
  run(name: string): boolean;
  /** GET /admin/host/status. */
  status(): unknown;
}

/**
 * Serves the app's HTTP functions over plain HTTP the way the Functions host does: same routes
 * (case-insensitive, literal segments first), same HttpRequest/HttpResponse objects, the handlers the app
 * registered, run through its invocation hooks.
 */
export function createLocalHttpHost(functions: HttpFunction[], invoke: Invoke, admin: HostAdmin): Server {
  const matcher = createMatcher(functions);

  return createServer(async (req, res) => {
    const send = async (init: HttpResponseInit) => {
      const plain = plainResponse(init);
      if (plain) {
        res.writeHead(plain.status, plain.headers);
        res.end(plain.body);
        return;
      }
      const response = new HttpResponse(init);
      const body = Buffer.from(await response.arrayBuffer());
      res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
      res.end(body);
    };
    try {
      const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
      const runNow = /^\/admin\/functions\/([A-Za-z0-9_-]+)$/i.exec(url.pathname);
      if (runNow && req.method === 'POST') {
        // Core Tools' admin call (non-HTTP functions run on demand); the body's input is not used by timers.
        req.resume();
        await send(admin.run(runNow[1]) ? { status: 202 } : notFound());
        return;
      }
      if (/^\/admin\/host\/status$/i.test(url.pathname) && req.method === 'GET') {
        await send(json(200, admin.status()));
        return;
      }
      const path = url.pathname.replace(/^\/api\/?/i, '');
      const found = url.pathname.toLowerCase().startsWith('/api') ? matcher.match(req.method ?? 'GET', path) : undefined;
      if (found === undefined || found === 'method-not-allowed') {
        await send(notFound());
        return;
      }
      if (Number(req.headers['content-length'] ?? '0') > HOST_MAX_BODY) {
        await send(json(413, { error: { code: 'payload_too_large', message: fr['alert.error.payload-too-large'] } }));
        return;
      }
      const request = streamedRequest(req, url, found.params);
      const context = new InvocationContext({ functionName: found.route.name, invocationId: crypto.randomUUID(), logHandler });
      await send((await invoke(found.route.handler, [request], context)) as HttpResponseInit);
    } catch (err) {
      console.error('Hôte local :', err);
      if (!res.headersSent) await send(json(500, { error: { code: 'server_error', message: fr['alert.error.server'] } }));
    }
  });
}

/**
 * What the handlers return almost always (a status, a header object and a string or bytes) written
 * as is: going through HttpResponse and its web stream costs more than the whole handler of a point
 * read. Anything else (jsonBody, cookies, streams, Headers objects) takes the HttpResponse path, which
 * is what the Functions worker does.
 */
function plainResponse(init: HttpResponseInit): { status: number; headers: Record<string, string>; body?: string | Uint8Array } | undefined {
  if (init instanceof HttpResponse || init.jsonBody !== undefined || init.cookies?.length) return undefined;
  const { body, headers = {} } = init;
  if (body != null && typeof body !== 'string' && !(body instanceof Uint8Array)) return undefined;
  if (Array.isArray(headers) || headers instanceof Headers) return undefined;
  const out = { ...(headers as Record<string, string>) };
  // As a fetch Response does for a string body without a type.
  if (typeof body === 'string' && !Object.keys(out).some((k) => k.toLowerCase() === 'content-type')) out['Content-Type'] = 'text/plain;charset=UTF-8';
  return { status: init.status ?? 200, headers: out, body: body ?? undefined };
}

function flattenHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

/**
 * The request with its body still arriving, as the worker hands it over with HTTP streams enabled (index.ts):
 * the pipeline reads it chunk by chunk and can refuse it at its size limit before it has all come in. The
 * library builds such a request from a native Request (its streaming path does the same).
 */
function streamedRequest(req: IncomingMessage, url: URL, params: Record<string, string>): InstanceType<typeof HttpRequest> {
  const method = req.method ?? 'GET';
  const headers = flattenHeaders(req);
  if (method === 'GET' || method === 'HEAD') return new HttpRequest({ method, url: url.toString(), headers, params });
  const chunks = req[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let size = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await chunks.next();
      if (done) return controller.close();
      size += value.length;
      // Beyond the host's own limit the stream fails, whatever the route.
      if (size > HOST_MAX_BODY) return controller.error(new Error('Corps de requête au-delà de 100 Mo'));
      controller.enqueue(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
    },
    // A handler that stopped reading (a 413): the rest is drained and dropped, the answer still goes out.
    cancel() {
      req.resume();
    },
  });
  const nativeRequest = new Request(url, { method, headers, body, duplex: 'half' } as RequestInit);
  return new HttpRequest({ nativeRequest, params } as unknown as ConstructorParameters<typeof HttpRequest>[0]);
}

const logHandler = (level: string, ...args: unknown[]) => {
  if (level === 'error' || level === 'warning') console.error(`[${level}]`, ...args);
};

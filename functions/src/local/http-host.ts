import azureFunctions, { type HttpHandler, type HttpResponseInit } from '@azure/functions';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { fr } from '@portail/common';
import { toHttpHandler } from '../http/pipeline.js';
import { json } from '../http/responses.js';
import type { AnyRoute } from '../http/route.js';
import { createMatcher } from './route-matcher.js';

// The package is CommonJS: its classes are reachable only through the default export from ESM.
const { HttpRequest, HttpResponse, InvocationContext } = azureFunctions;

/** Azure Functions refuses request bodies over 100 MB; so does this host. */
const HOST_MAX_BODY = 100 * 1024 * 1024;

/**
 * Serves the route table over plain HTTP the way the Functions host does: same routes (case-insensitive,
 * literal segments first), same HttpRequest/HttpResponse objects, same handlers.
 */
export function createLocalHttpHost(routes: AnyRoute[]): Server {
  const matcher = createMatcher(routes);
  const handlers = new Map<AnyRoute, HttpHandler>(routes.map((r) => [r, toHttpHandler(r)]));

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
      const path = url.pathname.replace(/^\/api\/?/i, '');
      const found = url.pathname.toLowerCase().startsWith('/api') ? matcher.match(req.method ?? 'GET', path) : undefined;
      if (found === undefined || found === 'method-not-allowed') {
        await send(json(404, { error: { code: 'not_found', message: fr['alert.error.not-found'] } }));
        return;
      }
      const body = await readBody(req);
      if (body === 'too-large') {
        await send(json(413, { error: { code: 'payload_too_large', message: fr['alert.error.payload-too-large'] } }));
        return;
      }
      const request = new HttpRequest({
        method: req.method,
        url: url.toString(),
        headers: flattenHeaders(req),
        params: found.params,
        ...(body.length ? { body: { bytes: body } } : {}),
      });
      const context = new InvocationContext({ functionName: found.route.name, invocationId: crypto.randomUUID(), logHandler });
      await send(await (handlers.get(found.route) as HttpHandler)(request, context));
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

async function readBody(req: IncomingMessage): Promise<Buffer | 'too-large'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > HOST_MAX_BODY) return 'too-large';
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const logHandler = (level: string, ...args: unknown[]) => {
  if (level === 'error' || level === 'warning') console.error(`[${level}]`, ...args);
};

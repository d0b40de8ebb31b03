import autocannon from 'autocannon';
import { createServer, type Server } from 'node:http';

export interface LoadResult {
  p50: number;
  p99: number;
  requestsPerSecond: number;
  /** Connection errors and timeouts (autocannon gives up on a request after 10 s). */
  errors: number;
  non2xx: number;
  /** Answers received in the measured 10 s (any status): latencies are theirs only. */
  responses: number;
}

export interface Captured {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export const CONNECTIONS = 20;
/** Untimed seconds of the same load before each measure: the JIT has compiled and caches are filled. */
export const WARM_UP_SECONDS = 3;

export async function load(options: autocannon.Options): Promise<LoadResult> {
  await autocannon({ connections: CONNECTIONS, ...options, duration: WARM_UP_SECONDS });
  const result = await autocannon({ connections: CONNECTIONS, duration: 10, ...options });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requestsPerSecond: result.requests.average,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    responses: result.requests.total,
  };
}

/**
 * The floor: a bare Node http server that answers the same status, headers and bytes without doing
 * anything, measured with the same load in the same run.
 */
export async function startFloor(answer: Captured): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(answer.status, { ...answer.headers, 'content-length': String(answer.body.length) });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { server, url: `http://127.0.0.1:${port}` };
}

export async function capture(url: string, init: RequestInit): Promise<Captured> {
  const res = await fetch(url, init);
  const body = Buffer.from(await res.arrayBuffer());
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!['content-length', 'connection', 'keep-alive', 'transfer-encoding', 'date'].includes(name)) headers[name] = value;
  });
  return { status: res.status, headers, body };
}

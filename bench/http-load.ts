import autocannon from 'autocannon';
import { createServer, request, type Server } from 'node:http';

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

/**
 * The answer exactly as sent, compressed or not: node:http, because fetch would inflate a gzipped body
 * and the floor would then send other bytes than the API.
 */
export function capture(url: string, init: { method?: string; headers?: Record<string, string>; body?: string }): Promise<Captured> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          if (value !== undefined && !['content-length', 'connection', 'keep-alive', 'transfer-encoding', 'date'].includes(name)) headers[name] = String(value);
        }
        resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

/** What a browser sends with every request: the API may answer compressed, as it would to the site. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

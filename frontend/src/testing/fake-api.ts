import { vi } from 'vitest';

/** One request the page sent, as the API would have received it. */
interface SentRequest {
  method: string;
  /** The path after /api, with its query string. */
  path: string;
  headers: Record<string, string>;
  /** The JSON body, parsed; undefined without a body. */
  body: unknown;
}

type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };
type Handler = (request: SentRequest, url: URL) => Answer | Promise<Answer>;

/**
 * The API as the page sees it, for component tests: `fetch` answers from the handlers given, in the shape
 * of the real API (JSON, one error shape `{ error: { code, message, params, field } }`), and records every request.
 * An unexpected call fails the test with its path: a component that calls more than the test says is a
 * finding, not noise. The API itself is tested against the same shared contract by `tests/api`.
 */
export function fakeApi(routes: Record<string, Handler | Answer>) {
  const sent: SentRequest[] = [];
  const unexpected: string[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '') + url.search;
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const body = typeof init.body === 'string' && init.body !== '' ? JSON.parse(init.body) : init.body === undefined ? undefined : init.body;
    const request: SentRequest = { method, path, headers, body };
    sent.push(request);
    const key = Object.keys(routes).find((pattern) => matches(pattern, method, url.pathname.replace(/^\/api/, '')));
    if (!key) {
      unexpected.push(`${method} ${path}`);
      return json(404, { error: { code: 'not_found', message: `Appel inattendu dans le test : ${method} ${path}` } });
    }
    const route = routes[key];
    const answer = typeof route === 'function' ? await route(request, url) : route;
    return json(answer.status ?? 200, answer.body, answer.headers);
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    sent,
    /** The requests matching "METHOD /path" (path without query). */
    calls: (pattern: string) => sent.filter((r) => matches(pattern, r.method, r.path.split('?')[0])),
    unexpected,
  };
}

/** "PUT /products/:id" matches PUT /products/p1; "GET /products" matches GET /products?page=1 too. */
function matches(pattern: string, method: string, path: string): boolean {
  const [m, p] = pattern.split(' ');
  if (m !== method) return false;
  const re = new RegExp(`^${p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`);
  return re.test(path);
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  if (status === 204 || body === undefined) return new Response(null, { status: status === 200 ? 204 : status, headers });
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/** The API's one error shape: its code, French message, and the params and field when it has them. */
export const apiError = (status: number, code: string, message: string, field?: string, params?: Record<string, string | number>): Answer => ({
  status,
  body: { error: { code, message, ...(params ? { params } : {}), ...(field ? { field } : {}) } },
});

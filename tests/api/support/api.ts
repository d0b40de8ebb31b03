import { expect } from 'vitest';
import { looksFrench } from '../../../functions/src/testing/french.js';
import { API_URL, DEMO_PASSWORD } from './env.js';

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  text: string;
  /** Parsed JSON, or undefined when the answer is not JSON. */
  json: T;
}

export interface CallOptions {
  token?: string | null;
  /** Serialised as JSON with Content-Type application/json. */
  body?: unknown;
  /** Sent as is (use with contentType). */
  raw?: string | Uint8Array;
  contentType?: string;
  headers?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
}

/** One call to the API; path is below /api (with or without the prefix). */
export async function call<T = any>(method: string, path: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
  const url = new URL(`${API_URL}/api/${path.replace(/^\/?(api\/)?/, '')}`);
  for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: string | Uint8Array | undefined;
  if (options.raw !== undefined) {
    body = options.raw;
    if (options.contentType) headers['Content-Type'] = options.contentType;
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] = options.contentType ?? 'application/json';
  }
  const res = await fetch(url, { method, headers, body: body as BodyInit | undefined, redirect: 'manual' });
  const text = await res.text();
  let json: any;
  if (/json/i.test(res.headers.get('content-type') ?? '')) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  return { status: res.status, headers: res.headers, text, json };
}

export interface Session {
  token: string;
  expiresAt: string;
  user: { id: string; email: string; userRole: string; firstName: string; lastName: string; active: boolean };
}

/** Signs in, failing the test with the server's answer when it does not work. */
export async function login(email: string, password = DEMO_PASSWORD): Promise<Session> {
  const res = await call<Session>('POST', 'Authenticate/login', { body: { Email: email, Password: password } });
  if (res.status !== 200) throw new Error(`Connexion de ${email} impossible : ${res.status} ${res.text}`);
  if (res.json.user.userRole === 'CUSTOMER' || res.json.user.userRole === 'GROUP_BUYER') await acceptCurrentTerms(res.json);
  return res.json;
}

/**
 * The API refuses the customer portal to a customer user until they accept the terms in force
 * (terms_not_accepted, docs/permissions.md): the tests' customer users accept them as they sign in, as
 * the site's dialog has them do. The refusal itself is tested in process (http/pipeline-access.test.ts).
 */
async function acceptCurrentTerms(s: Session): Promise<void> {
  const current = await call<{ id: string }>('GET', 'TermsAndConditions/current', { token: s.token });
  if (current.status === 404) return;
  const accepted = await call('POST', 'TermsAndConditions/accept', {
    token: s.token,
    body: { userId: s.user.id, termVersionId: current.json.id, acceptanceDate: new Date().toISOString() },
  });
  if (accepted.status !== 200) throw new Error(`Acceptation des conditions par ${s.user.email} impossible : ${accepted.status} ${accepted.text}`);
}

const cache = new Map<string, Promise<Session>>();

/** One session per demo account per test file (logins are throttled per account, not per success). */
export function session(email: string): Promise<Session> {
  let s = cache.get(email);
  if (!s) {
    s = login(email);
    s.catch(() => cache.delete(email));
    cache.set(email, s);
  }
  return s;
}

/** The one error shape: {error:{code,message}} with a French message. */
export function expectErrorShape(res: ApiResponse, context = ''): void {
  expect(res.json, `${context} : réponse ${res.status} ${res.text.slice(0, 300)}`).toMatchObject({
    error: { code: expect.any(String), message: expect.any(String) },
  });
  expect(looksFrench(res.json.error.message), `${context} : message non français « ${res.json.error.message} »`).toBe(true);
}

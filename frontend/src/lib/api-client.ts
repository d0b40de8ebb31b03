import { IDEMPOTENCY_KEY_HEADER, SESSION_HEADER, type ApiError } from '@portail/common';
import type { ErrorParams } from '@portail/common/error-codes';
// The messages part only: the whole catalogue would bring the back office's texts into the first download.
import { frMessages as fr } from '@portail/common/i18n/fr-messages';
import { clearSession, getToken } from '../features/auth/session-store';
import { submissionDone, submissionKey } from './idempotency';

/**
 * Every failed call ends up as one of these: the API's code (what the site decides by), its French message
 * and params (the site words the code in the reader's language: i18n/failure-text.ts).
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** Seconds the server asks to wait (Retry-After of a 429 or 503), when it says so. */
    readonly retryAfterSeconds?: number,
    readonly params?: ErrorParams,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

type SessionExpiredHandler = () => void;
let onSessionExpired: SessionExpiredHandler = () => undefined;

/** The app registers where to go on 401/419; the client itself knows nothing of routing. */
export function setSessionExpiredHandler(handler: SessionExpiredHandler): void {
  onSessionExpired = handler;
}

let onTermsRequired: () => void = () => undefined;

/** The app registers what shows the terms dialog when the API answers terms_not_accepted (403). */
export function setTermsRequiredHandler(handler: () => void): void {
  onTermsRequired = handler;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON; a FormData goes as multipart (the uploads), with the boundary the browser sets. */
  body?: unknown;
  /** Replaces the stored bearer token (Microsoft sign-in sends the Entra token instead). */
  bearer?: string;
  signal?: AbortSignal;
  /** Extra request headers (e.g. Idempotency-Key of checkout). */
  headers?: Record<string, string>;
  /** A create or a points adjustment: sent with the Idempotency-Key of its submission (lib/idempotency.ts). */
  once?: boolean;
}

/** The API's one error shape (a gateway or proxy may answer something else). */
function isApiError(body: unknown): body is ApiError {
  const error = (body as { error?: Partial<ApiError['error']> } | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
}

/** Retry-After in seconds (the API sends seconds; an HTTP date is read too). */
function retryAfterOf(response: Response): number | undefined {
  const value = response.headers.get('Retry-After');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.round((at - Date.now()) / 1000));
}

async function readError(response: Response): Promise<ApiRequestError> {
  const body: unknown = await response.json().catch(() => null);
  const retryAfter = retryAfterOf(response);
  if (isApiError(body)) {
    const { code, message, field, params } = body.error;
    return new ApiRequestError(response.status, code, message, field, retryAfter, params);
  }
  return new ApiRequestError(response.status, 'http_error', fr['alert.error.server'], undefined, retryAfter);
}

/**
 * Asks the API to revoke a session token (POST /api/Authenticate/logout), on sign-out and when a call
 * ended the session: a copy of the token kept elsewhere stops working too. Fire and forget: the site has
 * already forgotten the token, keepalive lets the call finish while the page goes away, and its answer
 * (always 204) never goes through the session-expiry handling above.
 */
export function endSessionOnServer(token: string): void {
  void fetch('/api/Authenticate/logout', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, [SESSION_HEADER]: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: '{}',
    keepalive: true,
  }).catch(() => undefined);
}

/** The successful raw response, for callers that need headers (X-Pagination) or a blob; failures throw like apiRequest. */
export async function apiResponse(path: string, options: RequestOptions = {}): Promise<Response> {
  const storedToken = getToken();
  const bearer = options.bearer ?? storedToken;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (bearer) {
    headers.Authorization = `Bearer ${bearer}`;
    headers[SESSION_HEADER] = `Bearer ${bearer}`;
  }
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  const method = options.method ?? 'GET';
  if (options.once) headers[IDEMPOTENCY_KEY_HEADER] = submissionKey(method, path, options.body);

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiRequestError(0, 'network', fr['alert.error.network']);
  }

  // Only a call made with our own session can expire it; a refused login or reset link must not redirect.
  // Several calls refused together end the session once: a later one finds the token already gone.
  if ((response.status === 401 || response.status === 419) && storedToken !== null && options.bearer === undefined && getToken() === storedToken) {
    clearSession();
    endSessionOnServer(storedToken);
    onSessionExpired();
  }
  if (!response.ok) {
    const error = await readError(response);
    if (error.status === 403 && error.code === 'terms_not_accepted') onTermsRequired();
    throw error;
  }
  if (options.once) submissionDone(method, path, options.body);
  return response;
}

/**
 * The JSON answer, typed by the shared contract but not parsed again here: the API tests hold the
 * server to the same zod schemas, and keeping zod out of the pages keeps it out of the first download.
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await apiResponse(path, options);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  const data: unknown = text === '' ? undefined : JSON.parse(text);
  return data as T;
}

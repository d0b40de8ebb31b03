import type { HttpResponseInit } from '@azure/functions';
import type { Pagination } from '@portail/common';
import type { Versioned } from '../domain/versions.js';
import type { ApiError } from './errors.js';

/** Sent on every API answer: nothing here is meant to be cached, framed or sniffed. */
export const SECURITY_HEADERS: Record<string, string> = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
};

export function json(status: number, body: unknown, headers: Record<string, string> = {}): HttpResponseInit {
  return {
    status,
    body: JSON.stringify(body),
    headers: { ...SECURITY_HEADERS, 'Content-Type': 'application/json; charset=utf-8', ...headers },
  };
}

export const ok = (body: unknown) => json(200, body);

/** A record as read or written, with its version in ETag: the one the next change sends as If-Match. */
export const versionedJson = ({ value, version }: Versioned<unknown>): HttpResponseInit => json(200, value, { ETag: version });

/** A 200 whose JSON is already serialised (a body kept by a cache), gzipped when `gzipped` says so. */
export function okJsonText(body: string | Uint8Array, gzipped = false): HttpResponseInit {
  const encoding: Record<string, string> = gzipped ? { 'Content-Encoding': 'gzip' } : {};
  return { status: 200, body, headers: { ...SECURITY_HEADERS, 'Content-Type': 'application/json; charset=utf-8', Vary: 'Accept-Encoding', ...encoding } };
}

/** Whether the caller takes a gzipped answer (every browser does). */
export const acceptsGzip = (acceptEncoding: string | null): boolean => /\bgzip\b/i.test(acceptEncoding ?? '');
export const created = (body: unknown) => json(201, body);
export const noContent = (): HttpResponseInit => ({ status: 204, headers: { ...SECURITY_HEADERS } });

export function paged(items: unknown[], pagination: Pagination): HttpResponseInit {
  return json(200, items, {
    'X-Pagination': JSON.stringify(pagination),
    'Access-Control-Expose-Headers': 'X-Pagination',
  });
}

export function buildPagination(currentPage: number, pageSize: number, totalCount: number): Pagination {
  const totalPages = Math.max(1, Math.ceil(totalCount / pageSize));
  return {
    CurrentPage: currentPage,
    PageSize: pageSize,
    TotalCount: totalCount,
    TotalPages: totalPages,
    HasNext: currentPage < totalPages,
    HasPrevious: currentPage > 1,
  };
}

/** A download: the file name is ASCII-safe in filename= and exact in filename*= (RFC 6266). */
export function file(bytes: Uint8Array, contentType: string, fileName: string): HttpResponseInit {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return {
    status: 200,
    body: bytes,
    headers: {
      ...SECURITY_HEADERS,
      'Content-Type': contentType,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    },
  };
}

export function errorResponse(err: ApiError): HttpResponseInit {
  const body = { error: { code: err.code, message: err.message, ...(err.params ? { params: err.params } : {}), ...(err.field ? { field: err.field } : {}) } };
  return json(err.status, body, err.headers);
}

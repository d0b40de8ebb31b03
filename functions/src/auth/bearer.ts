import type { HttpRequest } from '@azure/functions';
import { SESSION_HEADER } from '@portail/common';

/** The bearer token of a request: our own header first (it survives the Static Web Apps proxy), then Authorization. */
export function bearerToken(request: HttpRequest): string | null {
  for (const name of [SESSION_HEADER, 'authorization']) {
    const match = /^Bearer ([A-Za-z0-9\-_.~+/]+=*)$/.exec(request.headers.get(name) ?? '');
    if (match) return match[1];
  }
  return null;
}

export const hasBearer = (request: HttpRequest): boolean => request.headers.has(SESSION_HEADER) || request.headers.has('authorization');

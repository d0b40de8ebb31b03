import type { HttpRequest } from '@azure/functions';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '@portail/common';
import { failure } from './errors.js';

/** The request's Idempotency-Key (a UUID), undefined without the header; a malformed one is a French 400. */
export function idempotencyKeyOf(request: HttpRequest): string | undefined {
  const header = request.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (header === null) return undefined;
  const key = idempotencyKeySchema.safeParse(header.trim());
  if (!key.success) throw failure('idempotency_key_invalid', undefined, { field: IDEMPOTENCY_KEY_HEADER });
  return key.data;
}

/**
 * A key sent again with another body. 422 rather than 409, as the IETF draft « The Idempotency-Key HTTP
 * Header Field » (§2.7) says: the request is well formed and nothing conflicts with the stored state; it
 * is the key that cannot serve for this request. 409 stays the answer of a record that exists already.
 */
export const idempotencyKeyReused = () => failure('idempotency_key_reused', undefined, { field: IDEMPOTENCY_KEY_HEADER });

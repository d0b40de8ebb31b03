import { createHash } from 'node:crypto';

/**
 * Idempotency-Key: a request sent again with the key it carried the first time (a retry after a 503 or a
 * lost answer) must find the write it made, not make a second one. The write's id is derived from the key,
 * the caller and what the key applies to (a resource, a customer's points), so that a retry writes the same
 * documents (refused as existing) and the same key from another caller or on another route is another write.
 */
export function keyedWriteId(scope: string, callerId: string, key: string): string {
  return `w-${digest(`${scope}\n${callerId}\n${key.toLowerCase()}`).slice(0, 40)}`;
}

/**
 * The id of the record a keyed create makes, derived from its write id: shaped as a UUID (version 8, the
 * RFC 9562 form for ids of one's own making), as the ids of records created without a key are.
 */
export function keyedRecordId(writeId: string): string {
  const h = digest(`record\n${writeId}`).slice(0, 32).split('');
  h[12] = '8';
  h[16] = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  const s = h.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/**
 * Digest of a request's body as parsed (its fields in any order give the same digest): a key sent again
 * with another body is another request, refused rather than answered with the first one's result.
 */
export function requestHash(body: unknown): string {
  return digest(canonicalJson(body));
}

/** JSON with the keys of every object sorted, and undefined fields left out as JSON.stringify does. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

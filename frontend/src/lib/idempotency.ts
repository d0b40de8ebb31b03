/**
 * The Idempotency-Key of a create or a points adjustment (docs/architecture.md, « Écritures durables »): one
 * UUID per submission, the same for each retry of it, so that a save answered 503 or lost on the network
 * and sent again does not create or credit twice. A submission is what is sent (its path and body): the same
 * body sent again to the same path before a success is a retry; once it succeeded, the same body again is a
 * new submission (the second of two identical adjustments) and gets a new key.
 */
const pending = new Map<string, { key: string; at: number }>();

/** A key kept longer than this belongs to a submission given up: the next one starts afresh. */
const KEEP_MS = 60 * 60_000;

const submissionOf = (method: string, path: string, body: unknown) => `${method} ${path}\n${JSON.stringify(body)}`;

export function submissionKey(method: string, path: string, body: unknown, now = Date.now()): string {
  const id = submissionOf(method, path, body);
  const kept = pending.get(id);
  if (kept && now - kept.at < KEEP_MS) return kept.key;
  const key = crypto.randomUUID();
  pending.set(id, { key, at: now });
  return key;
}

/** The submission succeeded: the same body sent again is another one. */
export function submissionDone(method: string, path: string, body: unknown): void {
  pending.delete(submissionOf(method, path, body));
}

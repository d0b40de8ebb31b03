import { createHash } from 'node:crypto';

/**
 * Versions of what a back-office edit changes, carried in ETag (the answer of the read) and If-Match (the
 * edit): an edit made on a version that is no longer the stored one is refused (412), so that two people
 * editing the same thing never silently undo each other (docs/permissions.md, « Modifications concurrentes »).
 *
 * Most records are one Cosmos DB document and their version is its _etag. What several documents make up
 * (the users linked to a customer, the records of one contract file, the KPI settings) gets a version
 * computed from the parts it is made of: it changes whenever one of them does.
 */

/** What a read or a write answers with the version it read or made: the ETag, sent back as If-Match. */
export interface Versioned<T> {
  value: T;
  version: string;
}

/** `If-Match: *`: the caller overwrites whatever is stored, knowingly. The site never sends it. */
export const ANY_VERSION = '*';

/** A strong entity tag for a record made of several documents: a digest of their ids and versions. */
export function versionOf(parts: readonly string[]): string {
  return `"${createHash('sha256')
    .update([...parts].sort().join('\n'))
    .digest('base64url')
    .slice(0, 16)}"`;
}

/**
 * The versions of several records answered by one read, in one entity tag: each record's version stays
 * recognisable in it (isCurrent), so an edit of any one of them may send the tag of the list it read.
 */
export function versionListOf(versions: readonly string[]): string {
  return `"${versions.map((v) => v.replace(/"/g, '')).join('.')}"`;
}

/**
 * Whether the If-Match sent names the version stored now: the same tag, any of the tags of a list
 * (RFC 9110: « If-Match: "a", "b" »), a version among those of versionListOf, or *.
 */
export function isCurrent(ifMatch: string, current: string): boolean {
  const sent = ifMatch.trim();
  if (sent === ANY_VERSION) return true;
  const bare = current.replace(/^W\//, '').replace(/"/g, '');
  return sent.split(',').some((tag) => {
    const inner = tag.trim().replace(/^W\//, '').replace(/"/g, '');
    return inner === bare || (!bare.includes('.') && inner.split('.').includes(bare));
  });
}

import { createHash } from 'node:crypto';

/**
 * A Bloom filter over words: « surely not in the set » or « in the set, or one chance in `1/p` of a false
 * alarm ». The breached-password list is shipped this way (auth/breached-passwords-data.ts): half a
 * megabyte for 165,000 words, read as is, nothing to parse at start.
 */
export interface BloomShape {
  /** Number of bits. */
  bits: number;
  /** Number of bits set per word. */
  hashes: number;
}

/** The bits a word sets: double hashing (Kirsch–Mitzenmacher) of its SHA-256. */
function bloomPositions(word: string, { bits, hashes }: BloomShape): number[] {
  const d = createHash('sha256').update(word, 'utf8').digest();
  const h1 = d.readUInt32LE(0);
  // Odd, so that the steps go through every position whatever the number of bits.
  const h2 = (d.readUInt32LE(4) | 1) >>> 0;
  const out: number[] = [];
  for (let i = 0; i < hashes; i++) out.push(Number((BigInt(h1) + BigInt(i) * BigInt(h2)) % BigInt(bits)));
  return out;
}

/** The size that gives this false-alarm rate for this many words. */
export function bloomShapeFor(count: number, falseAlarmRate: number): BloomShape {
  const bits = Math.ceil((-count * Math.log(falseAlarmRate)) / Math.LN2 ** 2);
  return { bits, hashes: Math.max(1, Math.round((bits / count) * Math.LN2)) };
}

export function bloomAdd(filter: Uint8Array, word: string, shape: BloomShape): void {
  for (const p of bloomPositions(word, shape)) filter[p >>> 3]! |= 1 << (p & 7);
}

export function bloomHas(filter: Uint8Array, word: string, shape: BloomShape): boolean {
  return bloomPositions(word, shape).every((p) => (filter[p >>> 3]! & (1 << (p & 7))) !== 0);
}

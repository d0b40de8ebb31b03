import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** FNV-1a: turns a seed plus labels into an independent 32-bit seed. */
function deriveSeed(seed: number, ...parts: (string | number)[]): number {
  let h = 0x811c9dc5 ^ (seed | 0);
  for (const part of parts) {
    const text = `|${part}`;
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
  }
  return h | 0;
}

/**
 * Seeded generator. Every part of the data set draws from its own fork (`rng.fork('sales', customer, year)`),
 * so a part is the same whatever was generated before it: chunks can be produced lazily and in any order.
 */
export class Rng {
  private readonly gen;

  constructor(readonly seed: number) {
    this.gen = xoroshiro128plus(seed | 0);
  }

  fork(...parts: (string | number)[]): Rng {
    return new Rng(deriveSeed(this.seed, ...parts));
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return uniformInt(this.gen, min, max);
  }

  /** Float in [0, 1). */
  float(): number {
    return (this.gen.next() >>> 0) / 0x1_0000_0000;
  }

  between(min: number, max: number): number {
    return min + this.float() * (max - min);
  }

  chance(probability: number): boolean {
    return this.float() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)];
  }

  /** Picks with weights (same length as items). */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    const total = weights.reduce((a, b) => a + b, 0);
    let r = this.float() * total;
    for (let i = 0; i < items.length; i++) {
      r -= weights[i];
      if (r < 0) return items[i];
    }
    return items[items.length - 1];
  }

  /** n distinct items (fewer if the list is shorter). */
  sample<T>(items: readonly T[], n: number): T[] {
    const copy = [...items];
    const out: T[] = [];
    while (out.length < n && copy.length > 0) out.push(copy.splice(this.int(0, copy.length - 1), 1)[0]);
    return out;
  }

  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.int(0, 9));
    return s;
  }

  /** UUID-shaped hex text (not RFC random: it must be reproducible). */
  uuid(): string {
    const hex = () => (this.gen.next() >>> 0).toString(16).padStart(8, '0');
    const h = hex() + hex() + hex() + hex();
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
  }
}

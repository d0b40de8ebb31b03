import { ERROR_TEXTS, fr } from '@portail/common';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { errorResponse } from './responses.js';
import { failure } from './errors.js';

const SRC = fileURLToPath(new URL('..', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'testing' ? [] : sources(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('coded refusals', () => {
  it('every failure() of functions/src names a known code', () => {
    const used = new Set<string>();
    for (const file of sources(SRC)) {
      for (const m of readFileSync(file, 'utf8').matchAll(/failure\(\s*'([a-z_]+)'/g)) used.add(m[1]);
    }
    expect(used.size).toBeGreaterThan(50);
    for (const code of used) expect(Object.keys(ERROR_TEXTS), code).toContain(code);
  });

  it('no handler or service builds an error from a sentence: only the schema check words its own (validation)', () => {
    const sentences = sources(SRC)
      .filter((file) => !['http/errors.ts', 'http/validation.ts', 'services/workbook-check-pool.ts'].includes(relative(SRC, file)))
      .filter((file) => /\bbadRequest\(|new ApiError\(/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file));
    expect(sentences).toEqual([]);
  });

  it('answers the code, its French text with the params filled, the params and the field', () => {
    const res = errorResponse(failure('cart_full', { max: 200 }, { field: 'quantity' }));
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body as string)).toEqual({
      error: { code: 'cart_full', message: fr['alert.error.cart-full'].replace('{max}', '200'), params: { max: 200 }, field: 'quantity' },
    });
    const refused = errorResponse(failure('points_insufficient'));
    expect(refused.status).toBe(409);
    expect(JSON.parse(refused.body as string)).toEqual({ error: { code: 'points_insufficient', message: fr['alert.error.points-negative'] } });
  });
});

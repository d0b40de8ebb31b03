/**
 * Valid sample values generated from a route's zod schemas (through z.toJSONSchema), so that the generated
 * tests send requests that pass validation and fail only for the reason under test.
 */
import { z } from 'zod';

// JSON schema nodes of any shape, read field by field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

export function jsonSchemaOf(schema: z.ZodType): Json {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
}

/** Field values the generator cannot guess from the schema alone. Keys are compared case-insensitively. */
export type Overrides = Record<string, unknown>;

const FIELD_HINTS: [RegExp, unknown][] = [
  [/e-?mail/i, 'essai@exemple.test'],
  [/password/i, 'Essai!2025x'],
  [/date/i, '2025-01-15'],
  [/phone|tel/i, '0102030405'],
  [/^(zip|postal|postcode|codepostal)/i, '75001'],
  [/year|annee/i, 2025],
  // GET /api/files/avantage: an image the seed uploads (SERVICE_IMAGES), so the generated request finds it.
  [/^fileName$/i, 'raac-1.svg'],
  // GET /api/kpi/by-names: names of KPI settings.
  [/^names$/i, 'ManualCogs,UseCurrentYearOrNot'],
  // POST /api/clientFailures: anonymised paths only.
  [/^(page|api)$/i, '/catalogue'],
];

const STRING_CANDIDATES = ['abc', 'abc123', 'Essai', 'A', '1', 'name asc', '2025-01-15', 'essai@exemple.test', 'a-b_c', 'ABC'];

function pickString(s: Json, field: string): string {
  if (s.format === 'email') return 'essai@exemple.test';
  if (s.format === 'date-time') return new Date().toISOString();
  if (s.format === 'date') return '2025-01-15';
  if (s.format === 'uuid') return crypto.randomUUID();
  if (s.format === 'uri' || s.format === 'url') return 'https://exemple.test/';
  const hint = FIELD_HINTS.find(([re]) => re.test(field))?.[1];
  const candidates = [...(typeof hint === 'string' ? [hint] : []), ...STRING_CANDIDATES];
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? Infinity;
  const re = s.pattern ? new RegExp(s.pattern) : null;
  for (const c of candidates) {
    const v = c.length < min ? c.padEnd(min, 'a') : c;
    if (v.length <= max && (!re || re.test(v))) return v;
  }
  return 'a'.repeat(Math.max(1, Math.min(min, max)));
}

function pickNumber(s: Json, field: string): number {
  const integer = s.type === 'integer';
  const hint = FIELD_HINTS.find(([re]) => re.test(field))?.[1];
  let v = typeof hint === 'number' ? hint : 1;
  if (typeof s.minimum === 'number' && v < s.minimum) v = s.minimum;
  if (typeof s.exclusiveMinimum === 'number' && v <= s.exclusiveMinimum) v = integer ? Math.floor(s.exclusiveMinimum) + 1 : s.exclusiveMinimum + 0.5;
  if (typeof s.maximum === 'number' && v > s.maximum) v = s.maximum;
  if (typeof s.exclusiveMaximum === 'number' && v >= s.exclusiveMaximum) v = integer ? Math.ceil(s.exclusiveMaximum) - 1 : s.exclusiveMaximum - 0.5;
  if (typeof s.multipleOf === 'number') v = Math.ceil(v / s.multipleOf) * s.multipleOf;
  return v;
}

function findOverride(overrides: Overrides, field: string): [boolean, unknown] {
  const key = Object.keys(overrides).find((k) => k.toLowerCase() === field.toLowerCase());
  return key === undefined ? [false, undefined] : [true, overrides[key]];
}

/** One valid value for a JSON schema node. Objects get their required properties plus overridden ones. */
function sampleOf(s: Json, overrides: Overrides = {}, field = '', defs: Json = {}): unknown {
  if (s.$ref) {
    const name = String(s.$ref).split('/').pop() as string;
    return sampleOf(defs[name] ?? {}, overrides, field, defs);
  }
  if (s.const !== undefined) return s.const;
  if (Array.isArray(s.enum)) return s.enum.find((v: unknown) => v !== null) ?? s.enum[0];
  const alternatives = s.anyOf ?? s.oneOf;
  if (Array.isArray(alternatives)) {
    const nonNull = alternatives.find((a: Json) => a.type !== 'null') ?? alternatives[0];
    return sampleOf(nonNull, overrides, field, defs);
  }
  if (Array.isArray(s.allOf) && s.allOf.length) return sampleOf(Object.assign({}, ...s.allOf), overrides, field, defs);
  const type = Array.isArray(s.type) ? s.type.find((t: string) => t !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const props: Json = s.properties ?? {};
      const required = new Set<string>(s.required ?? []);
      for (const [name, child] of Object.entries(props)) {
        const [has, value] = findOverride(overrides, name);
        if (has) out[name] = value;
        else if (required.has(name)) out[name] = sampleOf(child as Json, overrides, name, defs);
      }
      return out;
    }
    case 'array': {
      const count = Math.max(1, s.minItems ?? 1);
      const item = Array.isArray(s.prefixItems) ? null : (s.items ?? {});
      if (!item) return s.prefixItems.map((p: Json) => sampleOf(p, overrides, field, defs));
      return Array.from({ length: count }, () => sampleOf(item, overrides, field, defs));
    }
    case 'string':
      return pickString(s, field);
    case 'integer':
    case 'number':
      return pickNumber(s, field);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'abc';
  }
}

/** A valid sample for a zod schema; the top-level value's own override wins when the schema is not an object. */
export function sampleFor(schema: z.ZodType, overrides: Overrides = {}): unknown {
  const js = jsonSchemaOf(schema);
  return sampleOf(js, overrides, '', js.$defs ?? js.definitions ?? {});
}

/** The top-level object properties of a schema (empty when the schema is not an object). */
export function objectShape(schema: z.ZodType): { properties: Record<string, Json>; required: string[]; strict: boolean } | null {
  const js = jsonSchemaOf(schema);
  if (js.type !== 'object' || !js.properties) return null;
  return { properties: js.properties, required: js.required ?? [], strict: js.additionalProperties === false };
}

/** A value of the wrong JSON type for a schema node. */
export function wrongTypeFor(s: Json): unknown {
  const type = Array.isArray(s.type) ? s.type.find((t: string) => t !== 'null') : (s.type ?? (Array.isArray(s.enum) ? typeof s.enum[0] : undefined));
  switch (type) {
    case 'string':
      return { pasUne: 'chaîne' };
    case 'number':
    case 'integer':
      return 'pas un nombre';
    case 'boolean':
      return 'peut-être';
    case 'array':
      return 'pas une liste';
    case 'object':
      return 42;
    default:
      return { inattendu: true };
  }
}

/** Query strings carry text: numbers and booleans are written out. */
export function asQuery(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries((value ?? {}) as Record<string, unknown>)) if (v !== undefined) out[k] = typeof v === 'string' ? v : JSON.stringify(v);
  return out;
}

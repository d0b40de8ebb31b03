import { describe, expect, it } from 'vitest';
import { kpiByNamesQuerySchema, kpiKeyRequestSchema, manualCogsRequestSchema, parseCogsPercent } from './kpi.js';

describe('COGS percentage as typed', () => {
  it('accepts digits with a comma or a dot, from 0 to 100', () => {
    expect(parseCogsPercent('12,5')).toBe(12.5);
    expect(parseCogsPercent(' 12.5 ')).toBe(12.5);
    expect(parseCogsPercent(0)).toBe(0);
    expect(parseCogsPercent('100')).toBe(100);
  });

  it('refuses anything else', () => {
    for (const bad of ['', 'abc', '-1', '100,01', '12,5,1', '1e2', ' ', null, true, {}, 101, Number.NaN])
      expect(parseCogsPercent(bad), String(bad)).toBeUndefined();
  });

  it('takes a bare value or { value } on PUT manual-cogs', () => {
    expect(manualCogsRequestSchema.parse(15)).toBe(15);
    expect(manualCogsRequestSchema.parse('7,25')).toBe(7.25);
    expect(manualCogsRequestSchema.parse({ value: '7.25' })).toBe(7.25);
    const refused = manualCogsRequestSchema.safeParse({ value: '150' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toMatch(/entre 0 et 100/);
  });

  it('checks each key of PUT kpi-key with its own rule', () => {
    expect(kpiKeyRequestSchema.parse({ name: 'UseCurrentYearOrNot', value: 'TRUE' })).toEqual({ name: 'UseCurrentYearOrNot', value: 'true' });
    expect(kpiKeyRequestSchema.parse({ name: 'ManualCogs', value: '12,5' })).toEqual({ name: 'ManualCogs', value: '12.5' });
    expect(kpiKeyRequestSchema.safeParse({ name: 'UseCurrentYearOrNot', value: 'oui' }).success).toBe(false);
    expect(kpiKeyRequestSchema.safeParse({ name: 'Other', value: '1' }).success).toBe(false);
  });

  it('takes a franchise’s previous-year % as ManualCogs:<franchise>, empty to fall back on the manual one, and the « Actif » box as ActiveCogs', () => {
    expect(kpiKeyRequestSchema.parse({ name: 'ManualCogs:Trauma & Extremities', value: '12,5' })).toEqual({
      name: 'ManualCogs:Trauma & Extremities',
      value: '12.5',
    });
    expect(kpiKeyRequestSchema.parse({ name: 'ManualCogs:Spine', value: '' })).toEqual({ name: 'ManualCogs:Spine', value: '' });
    const refused = kpiKeyRequestSchema.safeParse({ name: 'ManualCogs:Spine', value: '101' });
    expect(refused.error?.issues[0]?.message).toMatch(/franchise.*entre 0 et 100/);
    for (const name of ['ManualCogs:', 'ManualCogs: Spine', `ManualCogs:${'x'.repeat(101)}`])
      expect(kpiKeyRequestSchema.safeParse({ name, value: '1' }).success, name).toBe(false);
    expect(kpiKeyRequestSchema.safeParse({ name: 'ManualCogs', value: '' }).success).toBe(false);
    expect(kpiKeyRequestSchema.parse({ name: 'ActiveCogs', value: 'calculated' })).toEqual({ name: 'ActiveCogs', value: 'calculated' });
    expect(kpiKeyRequestSchema.safeParse({ name: 'ActiveCogs', value: 'true' }).error?.issues[0]?.message).toMatch(/manual.*calculated/);
  });

  it('reads the names of GET by-names, refusing unknown ones', () => {
    expect(kpiByNamesQuerySchema.parse({ names: 'ManualCogs, UseCurrentYearOrNot' }).names).toEqual(['ManualCogs', 'UseCurrentYearOrNot']);
    expect(kpiByNamesQuerySchema.safeParse({ names: 'ManualCogs,Foo' }).success).toBe(false);
    expect(kpiByNamesQuerySchema.parse({ names: 'ActiveCogs,ManualCogs:Spine' }).names).toEqual(['ActiveCogs', 'ManualCogs:Spine']);
  });
});

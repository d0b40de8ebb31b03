import { describe, expect, it } from 'vitest';
import { AREA_CATALOGUES, frCore, loadEnCore, type CataloguePart } from './areas.js';
import { en } from './en.js';
import { fr } from './fr.js';

const areas = Object.values(AREA_CATALOGUES);

/** The parts as the site loads them, checked to share no key: a key in two parts would hide a wrong split. */
function joined(parts: CataloguePart[]): Record<string, string> {
  const all: Record<string, string> = {};
  for (const part of parts) {
    for (const [key, text] of Object.entries(part)) {
      expect(all, `key ${key} in two parts`).not.toHaveProperty([key]);
      all[key] = text;
    }
  }
  return all;
}

describe('catalogue split between the first page and the back-office pages', () => {
  it('the French core and the areas give back the whole French catalogue, text for text', async () => {
    const parts = await Promise.all(areas.map((area) => area.fr()));
    expect(joined([frCore, ...parts])).toEqual(fr);
  });

  it('the English core and the areas give back the whole English catalogue, text for text', async () => {
    const parts = await Promise.all([loadEnCore(), ...areas.map((area) => area.en())]);
    expect(joined(parts)).toEqual(en);
  });

  it('each area has every one of its keys in English, and the core too', async () => {
    for (const area of areas) {
      const [french, english] = await Promise.all([area.fr(), area.en()]);
      expect(Object.keys(english).sort()).toEqual(Object.keys(french).sort());
    }
    expect(Object.keys(await loadEnCore()).sort()).toEqual(Object.keys(frCore).sort());
  });
});

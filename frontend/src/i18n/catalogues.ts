import type { MessageKey } from '@portail/common';
import { AREA_CATALOGUES, frCore, loadEnCore, type CatalogueArea, type CataloguePart } from '@portail/common/i18n/areas';

export type Language = 'fr' | 'en';

const LANGUAGE_KEY = 'portail.language';

export function storedLanguage(): Language {
  return localStorage.getItem(LANGUAGE_KEY) === 'en' ? 'en' : 'fr';
}

export function storeLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_KEY, language);
}

// The texts loaded so far. The first page carries the French core only: English comes when a reader picks it,
// and the back office's texts with the lazy page that shows them (areas in @portail/common/i18n/areas).
const texts: Record<Language, CataloguePart> = { fr: { ...frCore }, en: {} };

const keyByFrenchText = new Map<string, MessageKey>();
function indexFrench(part: CataloguePart): void {
  for (const [key, text] of Object.entries(part)) keyByFrenchText.set(text, key as MessageKey);
}
indexFrench(frCore);

const loads = new Map<string, Promise<void>>();
const openedAreas = new Set<CatalogueArea>();

/** A failed download is forgotten, so that the next navigation tries again. */
function once(id: string, load: () => Promise<void>): Promise<void> {
  let pending = loads.get(id);
  if (!pending) {
    pending = load();
    loads.set(id, pending);
    pending.catch(() => loads.delete(id));
  }
  return pending;
}

const loadPart = (area: CatalogueArea, language: Language): Promise<void> =>
  once(`${area}:${language}`, async () => {
    const part = await AREA_CATALOGUES[area][language]();
    Object.assign(texts[language], part);
    if (language === 'fr') indexFrench(part);
  });

/** Resolves true once the language's texts, and those of the areas opened so far, are there. */
export async function loadLanguage(language: Language): Promise<boolean> {
  if (language === 'fr') return true;
  const core = once('core:en', async () => {
    Object.assign(texts.en, await loadEnCore());
  });
  return Promise.all([core, ...[...openedAreas].map((area) => loadPart(area, 'en'))]).then(
    () => true,
    () => false,
  );
}

/**
 * Loads an area's texts before its page renders (the page's Suspense waits), in French and, for a reader who
 * chose it, in English. Without the English part (offline) the page still opens, in French.
 */
function loadArea(area: CatalogueArea): Promise<void> {
  openedAreas.add(area);
  const english = storedLanguage() === 'en' ? loadPart(area, 'en').catch(() => undefined) : undefined;
  return Promise.all([loadPart(area, 'fr'), english]).then(() => undefined);
}

/** A lazy page's module, resolved once the texts of its areas are loaded too. */
export function withCatalogues<T>(areas: CatalogueArea[], page: () => Promise<T>): Promise<T> {
  return Promise.all([page(), ...areas.map(loadArea)]).then(([module]) => module);
}

/** The text in the language, else in French; undefined while the key's area is not loaded. */
export function loadedText(language: Language, key: MessageKey): string | undefined {
  return texts[language][key] ?? texts.fr[key];
}

/** The text in the language, else in French; a key whose area is not loaded shows as itself (a bug to see). */
export function textOf(language: Language, key: MessageKey): string {
  return texts[language][key] ?? texts.fr[key] ?? key;
}

/**
 * The shared zod rules word their issues with French catalogue texts: the same text in the reader's language.
 * Not for the API's refusals, which the site words by their code (failure-text.ts).
 */
export function localise(language: Language, frenchText: string): string {
  const key = keyByFrenchText.get(frenchText);
  return key ? textOf(language, key) : frenchText;
}

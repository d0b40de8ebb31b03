import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { fr, type MessageKey } from '@portail/common';

export type Language = 'fr' | 'en';
export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

type Catalogue = Record<MessageKey, string>;

// English is loaded on demand: most readers never switch, and it would weigh on every first page.
const catalogues: Partial<Record<Language, Catalogue>> = { fr };

/** Resolves true once the catalogue is there; offline, the reader simply stays in French. */
async function loadCatalogue(language: Language): Promise<boolean> {
  if (!catalogues[language]) catalogues.en = await import('@portail/common/i18n/en').then((m) => m.en).catch(() => undefined);
  return catalogues[language] !== undefined;
}

const catalogueOf = (language: Language): Catalogue => catalogues[language] ?? fr;
const LANGUAGE_KEY = 'portail.language';

function translate(language: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  return catalogueOf(language)[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

const keyByFrenchText = new Map<string, MessageKey>(Object.entries(fr).map(([key, text]) => [text, key as MessageKey]));

/** Shared rules and the API answer with French catalogue texts; show them in the reader's language. */
function localise(language: Language, frenchText: string): string {
  const key = keyByFrenchText.get(frenchText);
  return key ? catalogueOf(language)[key] : frenchText;
}

function storedLanguage(): Language {
  return localStorage.getItem(LANGUAGE_KEY) === 'en' ? 'en' : 'fr';
}

interface I18nValue {
  language: Language;
  setLanguage: (language: Language) => void;
  t: Translate;
  localise: (frenchText: string) => string;
}

const I18nContext = createContext<I18nValue>({
  language: 'fr',
  setLanguage: () => undefined,
  t: (key, params) => translate('fr', key, params),
  localise: (text) => text,
});

export function I18nProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>('fr');

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const setLanguage = useCallback((next: Language) => {
    localStorage.setItem(LANGUAGE_KEY, next);
    void loadCatalogue(next).then((loaded) => loaded && setLanguageState(next));
  }, []);

  useEffect(() => {
    const stored = storedLanguage();
    if (stored !== 'fr') void loadCatalogue(stored).then((loaded) => loaded && setLanguageState(stored));
  }, []);

  const value = useMemo<I18nValue>(
    () => ({
      language,
      setLanguage,
      t: (key, params) => translate(language, key, params),
      localise: (text) => localise(language, text),
    }),
    [language, setLanguage],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export const useT = (): Translate => useContext(I18nContext).t;
export const useLocalise = (): ((frenchText: string) => string) => useContext(I18nContext).localise;
export const useLanguage = (): Pick<I18nValue, 'language' | 'setLanguage'> => useContext(I18nContext);

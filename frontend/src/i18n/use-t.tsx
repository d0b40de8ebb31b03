import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { fr, type MessageKey } from '@portail/common';
import { en } from '@portail/common/i18n/en';

export type Language = 'fr' | 'en';
export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

const catalogues: Record<Language, Record<MessageKey, string>> = { fr, en };
const LANGUAGE_KEY = 'portail.language';

export function translate(language: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  return catalogues[language][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

const keyByFrenchText = new Map<string, MessageKey>(Object.entries(fr).map(([key, text]) => [text, key as MessageKey]));

/** Shared rules and the API answer with French catalogue texts; show them in the reader's language. */
export function localise(language: Language, frenchText: string): string {
  const key = keyByFrenchText.get(frenchText);
  return key ? catalogues[language][key] : frenchText;
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
  const [language, setLanguageState] = useState<Language>(storedLanguage);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const setLanguage = useCallback((next: Language) => {
    localStorage.setItem(LANGUAGE_KEY, next);
    setLanguageState(next);
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

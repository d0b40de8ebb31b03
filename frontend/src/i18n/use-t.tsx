import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { MessageKey } from '@portail/common';
import { loadLanguage, localise, storedLanguage, storeLanguage, textOf, type Language } from './catalogues';
import type { CodedFailure } from '@portail/common/error-codes';
import { codedText, failureText } from './failure-text';

export type { Language };
export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

function translate(language: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  return textOf(language, key).replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
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
    storeLanguage(next);
    void loadLanguage(next).then((loaded) => loaded && setLanguageState(next));
  }, []);

  useEffect(() => {
    const stored = storedLanguage();
    if (stored !== 'fr') void loadLanguage(stored).then((loaded) => loaded && setLanguageState(stored));
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
/**
 * Words a failed call for the reader (failure-text.ts): the text of the API's code in the chosen language, or
 * the fallback's text for what is not an answer of the API.
 */
export function useFailureText(): (cause: unknown, fallback?: MessageKey) => string {
  const { language, t } = useContext(I18nContext);
  return useCallback((cause, fallback = 'alert.error.server') => failureText(language, cause, t(fallback)), [language, t]);
}

/** Words a cause the API stored with its code (a failed import job's) for the reader, like a refusal. */
export function useCodedText(): (cause: CodedFailure) => string {
  const { language } = useContext(I18nContext);
  return useCallback((cause) => codedText(language, cause), [language]);
}

export const useLanguage = (): Pick<I18nValue, 'language' | 'setLanguage'> => useContext(I18nContext);

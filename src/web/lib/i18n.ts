import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { de } from '../../shared/i18n/de';
import { en } from '../../shared/i18n/en';
import { languages, type Language } from '../../shared/schemas/common';

/** Languages with texts so far; the others fall back to German (issue 3 adds them). */
export const resources = {
  de: { translation: de },
  en: { translation: en },
};

export const DEFAULT_LANGUAGE: Language = 'de';

void i18next.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...languages],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

export function isLanguage(value: string | null | undefined): value is Language {
  return !!value && (languages as readonly string[]).includes(value);
}

/** `?lang=xx` overrides the shop language (links in e-mails). */
export function languageFromUrl(): Language | undefined {
  if (typeof window === 'undefined') return undefined;
  const lang = new URLSearchParams(window.location.search).get('lang');
  return isLanguage(lang) ? lang : undefined;
}

export function applyLanguage(language: Language): void {
  if (i18next.language !== language) void i18next.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language === 'ch' ? 'de-CH' : language;
}

export default i18next;

import { Translator, type TFunction } from './translator';
import { deBase, type TranslationResource } from '../../shared/i18n/de';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_INFO,
  isLanguageCode,
  type LanguageCode,
} from '../../shared/i18n/languages';

export { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode, type TFunction };

/**
 * German, the default, is bundled; every other language is its own chunk, loaded only when a
 * visitor or the shop needs it. There is no fallback language: all keys exist in all five
 * (i18n.test.ts), so a key that is still untranslated shows as the key itself (spec §8).
 */
const loaders: Record<LanguageCode, () => Promise<TranslationResource>> = {
  // The portal adds its German texts itself (lib/portal-texts.ts).
  de: async () => deBase as TranslationResource,
  en: () => import('../../shared/i18n/en').then((m) => m.en),
  nl: () => import('../../shared/i18n/nl').then((m) => m.nl),
  ro: () => import('../../shared/i18n/ro').then((m) => m.ro),
  ch: () => import('../../shared/i18n/ch').then((m) => m.ch),
};

/** The one translator of the client (and of the server's render, ADR 037). */
const i18next = new Translator(DEFAULT_LANGUAGE, deBase);

const loading = new Map<LanguageCode, Promise<void>>();

/** Loads a language's texts once. */
export function loadLanguage(language: LanguageCode): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return Promise.resolve();
  let p = loading.get(language);
  if (!p) {
    p = loaders[language]().then(
      (texts) => {
        i18next.addResourceBundle(language, 'translation', texts, true, true);
      },
      (e: unknown) => {
        loading.delete(language);
        throw e;
      },
    );
    loading.set(language, p);
  }
  return p;
}

/** Loads and switches to a language; `<html lang>` follows (de-CH for ch). */
export async function activateLanguage(language: LanguageCode): Promise<void> {
  await loadLanguage(language);
  if (i18next.language !== language) await i18next.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = LANGUAGE_INFO[language].htmlLang;
}

/** The language whose texts are showing. */
export function currentLanguage(): LanguageCode {
  return isLanguageCode(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

export default i18next;

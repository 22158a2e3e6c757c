/**
 * The shop's languages (spec §1) with what the client needs to present them. Kept free of zod so
 * the landing bundle can use it; `languages.test.ts` checks it against `schemas/common.ts`.
 */
export const LANGUAGE_CODES = ['de', 'en', 'nl', 'ro', 'ch'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const DEFAULT_LANGUAGE: LanguageCode = 'de';

export interface LanguageInfo {
  /** The language's own name, as shown in the language menu. */
  nativeName: string;
  /** BCP 47 tag for `<html lang>` and `lang` attributes. */
  htmlLang: string;
  /** Intl locale for numbers and dates. */
  locale: string;
  /** Whether times are read on a 12-hour clock with AM/PM. */
  hour12: boolean;
}

export const LANGUAGE_INFO: Record<LanguageCode, LanguageInfo> = {
  de: { nativeName: 'Deutsch', htmlLang: 'de', locale: 'de-DE', hour12: false },
  en: { nativeName: 'English', htmlLang: 'en', locale: 'en-GB', hour12: true },
  nl: { nativeName: 'Nederlands', htmlLang: 'nl', locale: 'nl-NL', hour12: false },
  ro: { nativeName: 'Română', htmlLang: 'ro', locale: 'ro-RO', hour12: false },
  ch: { nativeName: 'Deutsch (Schweiz)', htmlLang: 'de-CH', locale: 'de-CH', hour12: false },
};

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** The presentation of a shop language; an unknown one reads as the default (German). */
export function languageInfo(language: string): LanguageInfo {
  return LANGUAGE_INFO[isLanguageCode(language) ? language : DEFAULT_LANGUAGE];
}

/** BCP 47 locale used for numbers and dates of a shop language. */
export function localeOf(language: string): string {
  return languageInfo(language).locale;
}

/** Whether a language reads times on a 12-hour clock (AM/PM). */
export function uses12Hour(language: string): boolean {
  return languageInfo(language).hour12;
}

import { z } from 'zod';
import { LANGUAGE_CODES, type LanguageCode } from '../../shared/i18n/languages';

/**
 * An operator text: one string for every language, or one per language, e.g.
 * `{"de": "Tagesticket", "en": "Day ticket"}`. A language without its own text falls back
 * (Swiss German to German first) to the shop language, then to any text given.
 */
export const localizedTextSchema = z.union([
  z.string(),
  z
    .partialRecord(z.enum(LANGUAGE_CODES), z.string())
    .refine((m) => Object.keys(m).length > 0, 'needs a text in at least one language'),
]);
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export function localize(text: LocalizedText, language: LanguageCode, shopLanguage: LanguageCode): string {
  if (typeof text === 'string') return text;
  return (
    text[language] ??
    (language === 'ch' ? text.de : undefined) ??
    text[shopLanguage] ??
    Object.values(text).find((v) => v !== undefined) ??
    ''
  );
}

/** Builds one value per language once (answers are then served from memory). */
export function perLanguage<T>(build: (language: LanguageCode) => T): Record<LanguageCode, T> {
  return Object.fromEntries(LANGUAGE_CODES.map((l) => [l, build(l)])) as Record<LanguageCode, T>;
}

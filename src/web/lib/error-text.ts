import type { TFunction, Translator as I18n } from './translator';
import { ApiError } from './api-client';

/**
 * The text shown for a failed call (spec §8): the translated error code if there is one,
 * else the text of the HTTP status (400, 404, 429, 500), else the general unknown-error text.
 * Anything that is not an answer of the server is the general error.
 */
export function errorText(t: TFunction, i18n: I18n, error: unknown): string {
  if (error instanceof ApiError) {
    const key = `apiError.${error.code}`;
    if (i18n.exists(key)) return t(key);
    if ([400, 404, 429, 500].includes(error.status)) return t(`general.error.http.${error.status}`);
    return t('general.error.http.default');
  }
  return t('general.message.error');
}

/**
 * The text for a list that failed to load (spec §8): the server's text, translated when it is a
 * key (starts with `error.` or `apiError.`; an error code of this server is the key
 * `apiError.<code>`); without a text, general.message.error.
 */
export function listErrorText(t: TFunction, i18n: I18n, error: unknown): string {
  if (error instanceof ApiError && i18n.exists(`apiError.${error.code}`)) return t(`apiError.${error.code}`);
  const text = error instanceof Error ? error.message.trim() : typeof error === 'string' ? error.trim() : '';
  if (!text) return t('general.message.error');
  if (text.startsWith('error.') || text.startsWith('apiError.')) return t(text);
  return text;
}

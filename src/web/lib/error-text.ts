import type { TFunction, i18n as I18n } from 'i18next';
import { ApiError } from './api-client';

/**
 * The text shown for a failed call (spec §8): the translated error code if there is one,
 * else the text of the HTTP status, else the general unknown-error text.
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

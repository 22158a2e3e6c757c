import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LanguageCode } from '../../../shared/i18n/languages';
import type { PermissionTemplate } from '../../../shared/schemas/booking';
import { apiGet, withLanguage } from '../../lib/api-client';
import { languageKey, useQueryLanguage } from '../../lib/language';
import { parseBookingConfig, parseTemplates } from '../../lib/parse';

/** `site`: only that car park's products (its page asks so); without: every product. */
export function templatesKey(language: LanguageCode | null, site?: string) {
  return ['templates', languageKey(language), site ?? null] as const;
}

export function fetchTemplates(
  language: LanguageCode | null,
  signal?: AbortSignal,
  site?: string,
): Promise<PermissionTemplate[]> {
  const path = site ? `/api/booking/templates?site=${encodeURIComponent(site)}` : '/api/booking/templates';
  return apiGet(withLanguage(path, language), parseTemplates, signal);
}

/** GET /api/booking/templates?lang=&site= (names, descriptions and benefits in the visitor's language) */
export function useTemplates(site?: string) {
  const language = useQueryLanguage();
  return useQuery({
    queryKey: templatesKey(language, site),
    queryFn: ({ signal }) => fetchTemplates(language, signal, site),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** The template of a route id (undefined while loading or when unknown). */
export function useTemplate(id: string | undefined) {
  const templates = useTemplates();
  return { ...templates, template: templates.data?.find((t) => t._id === id) };
}

export function bookingConfigKey(language: LanguageCode | null) {
  return ['booking-config', languageKey(language)] as const;
}

export function fetchBookingConfig(language: LanguageCode | null, signal?: AbortSignal) {
  return apiGet(withLanguage('/api/booking/config', language), parseBookingConfig, signal);
}

/** GET /api/booking/config?lang= (home asks it with the templates: it decides the renewal card). */
export function useBookingConfig(enabled = true) {
  const language = useQueryLanguage();
  return useQuery({
    enabled,
    queryKey: bookingConfigKey(language),
    queryFn: ({ signal }) => fetchBookingConfig(language, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

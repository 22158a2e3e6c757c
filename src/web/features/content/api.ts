import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StylingResponse } from '../../../shared/schemas/page';
import type { LanguageCode } from '../../../shared/i18n/languages';
import { apiGet, withLanguage } from '../../lib/api-client';
import { languageKey, useQueryLanguage } from '../../lib/language';
import { parsePageData, parseSite, parseStyling } from '../../lib/parse';

/** Key of the styling in a language; 'shop' is the answer in the shop's own language. */
export function stylingKey(language: LanguageCode | null) {
  return ['styling', languageKey(language)] as const;
}

export function fetchStyling(language: LanguageCode | null, signal?: AbortSignal): Promise<StylingResponse> {
  return apiGet(withLanguage('/api/page/styling', language), parseStyling, signal);
}

/**
 * Shop styling and options (GET /api/page/styling?lang=), loaded once per language. A language
 * switch keeps showing the previous answer until the new one arrives.
 */
export function useStyling() {
  const language = useQueryLanguage();
  return useQuery({
    queryKey: stylingKey(language),
    queryFn: ({ signal }) => fetchStyling(language, signal),
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}

export function pageKey(path: string, language: LanguageCode | null) {
  return ['page', path, languageKey(language)] as const;
}

/** A content page's path as the navigation names it (no trailing slash). */
export function contentPath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/** A content page by its URL path (GET /api/page/data?url=&lang=). */
export function usePageData(path: string) {
  const language = useQueryLanguage();
  return useQuery({
    queryKey: pageKey(path, language),
    queryFn: ({ signal }) =>
      apiGet(withLanguage(`/api/page/data?url=${encodeURIComponent(path)}`, language), parsePageData, signal),
    staleTime: 5 * 60_000,
    retry: false,
    // On a language switch the page stays until its translation arrives; another page does not.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === path ? previous : undefined,
  });
}

export const siteKey = ['site'] as const;

/**
 * The home page's lead (GET /api/page/site, ADR 050): in the server's first HTML, then asked
 * again every minute while the page is in view, for the free places and the open state.
 */
export function useSite() {
  return useQuery({
    queryKey: siteKey,
    queryFn: ({ signal }) => apiGet('/api/page/site', parseSite, signal),
    staleTime: 30_000,
    refetchInterval: 60_000,
    retry: false,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { LanguageCode } from '../../../shared/i18n/languages';
import { apiGet, withLanguage } from '../../lib/api-client';
import { languageKey, useQueryLanguage } from '../../lib/language';
import { arr, obj } from '../../lib/parse';

/**
 * GET /api/sites, as far as the home page reads it: a list of objects, how many decides between
 * today's page and the list of car parks. Each site is checked in full by the list's and the
 * site page's code (lib/parse-sites.ts), which loads with them: the first bundle of a one-site
 * shop carries no site's shape.
 */
export function parseSitesList(body: unknown): unknown[] {
  return arr(obj(body, '').sites, 'sites', obj);
}

export function sitesKey(language: LanguageCode | null) {
  return ['sites', languageKey(language)] as const;
}

/**
 * The shop's car parks (GET /api/sites?lang=): in the server's first HTML of the home page, then
 * asked again every minute while a page shows them, for the free places and the open state.
 * A failed call leaves the home page as a one-site shop shows it.
 */
export function useSites() {
  const language = useQueryLanguage();
  return useQuery({
    queryKey: sitesKey(language),
    queryFn: ({ signal }) => apiGet(withLanguage('/api/sites', language), parseSitesList, signal),
    staleTime: 30_000,
    // A one-site shop shows none of it: no call every minute for nothing.
    refetchInterval: (q) => ((q.state.data?.length ?? 0) > 1 ? 60_000 : false),
    retry: false,
  });
}

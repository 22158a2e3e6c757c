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
 * asked again every minute while the list or a site's page shows them (`refetchInterval`), for the free places and the open state.
 * A failed call (tried twice, as the shop's calls are) leaves the home page as a one-site shop shows it.
 */
export function useSites(refetchInterval?: number) {
  const language = useQueryLanguage();
  return useQuery({
    queryKey: sitesKey(language),
    queryFn: ({ signal }) => apiGet(withLanguage('/api/sites', language), parseSitesList, signal),
    staleTime: 30_000,
    // Only the screens that show the car parks ask again (the list, a site's page): a one-site
    // shop's home page makes no call every minute for nothing.
    refetchInterval,
  });
}

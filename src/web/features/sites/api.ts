import { useQuery } from '@tanstack/react-query';
import type { LanguageCode } from '../../../shared/i18n/languages';
import type { PublicSite } from '../../../shared/schemas/sites';
import { apiGet, withLanguage } from '../../lib/api-client';
import { languageKey, useQueryLanguage } from '../../lib/language';
import { arr, bool, instant, int, Invalid, obj, parseOpeningHours, str, type Obj } from '../../lib/parse';

// The home page asks this to decide between today's page and the list of car parks, so the
// parser is a light one like lib/parse.ts (no zod in the first bundle); `api.test.ts` holds it
// to the shared schema's verdicts.

function orNull<T>(o: Obj, k: string, p: string, check: (x: unknown, p: string) => T): T | null {
  return o[k] === null ? null : check(o[k], `${p}.${k}`);
}

function num(v: unknown, p: string): number {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new Invalid(p, 'a number');
  return v;
}

function parsePublicSite(v: unknown, p: string): PublicSite {
  const s = obj(v, p);
  const e = obj(s.entrance, `${p}.entrance`);
  const ep = `${p}.entrance`;
  return {
    id: str(s.id, `${p}.id`),
    name: str(s.name, `${p}.name`),
    entrance: {
      line: orNull(e, 'line', ep, str),
      latitude: orNull(e, 'latitude', ep, num),
      longitude: orNull(e, 'longitude', ep, num),
      directions: orNull(e, 'directions', ep, str),
    },
    openingHours: orNull(s, 'openingHours', p, parseOpeningHours),
    timeZone: str(s.timeZone, `${p}.timeZone`),
    openNow: bool(s.openNow, `${p}.openNow`),
    changesAt: orNull(s, 'changesAt', p, instant),
    freePlaces: orNull(s, 'freePlaces', p, (x, q) => int(x, q, 0)),
    phone: orNull(s, 'phone', p, str),
    contactLine: orNull(s, 'contactLine', p, str),
    templateIds: arr(s.templateIds, `${p}.templateIds`, str),
    priceFrom: orNull(s, 'priceFrom', p, (x, q) => int(x, q, 0)),
    payByPlate: bool(s.payByPlate, `${p}.payByPlate`),
    at: instant(s.at, `${p}.at`),
  };
}

/** GET /api/sites */
export function parseSites(body: unknown): PublicSite[] {
  return arr(obj(body, '').sites, 'sites', parsePublicSite);
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
    queryFn: ({ signal }) => apiGet(withLanguage('/api/sites', language), parseSites, signal),
    staleTime: 30_000,
    // A one-site shop shows none of it: no call every minute for nothing.
    refetchInterval: (q) => ((q.state.data?.length ?? 0) > 1 ? 60_000 : false),
    retry: false,
  });
}

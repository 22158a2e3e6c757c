import { useMemo } from 'react';
import type { PublicSite } from '../../shared/schemas/sites';
import { arr, bool, instant, int, Invalid, obj, parseOpeningHours, str, type Obj } from './parse';

// The car parks' full shape, checked by the list's and the site page's code (the home page's
// first bundle checks only that there is a list, features/sites/api.ts). Light like parse.ts;
// `parse-sites.test.ts` holds it to the shared schema's verdicts.

function orNull<T>(o: Obj, k: string, p: string, check: (x: unknown, p: string) => T): T | null {
  return o[k] === null ? null : check(o[k], `${p}.${k}`);
}

function num(v: unknown, p: string): number {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new Invalid(p, 'a number');
  return v;
}

export function parsePublicSite(v: unknown, p: string): PublicSite {
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

/** The sites of GET /api/sites (the list `parseSitesList` let through). */
export function parseSites(sites: readonly unknown[]): PublicSite[] {
  return sites.map((s, i) => parsePublicSite(s, `sites[${i}]`));
}

/** The sites checked once per answer; an answer of another shape is an error the page shows. */
export function useParsedSites(raw: readonly unknown[] | undefined): PublicSite[] | Error | undefined {
  return useMemo(() => {
    if (!raw) return undefined;
    try {
      return parseSites(raw);
    } catch (err) {
      return err instanceof Error ? err : new Error(String(err));
    }
  }, [raw]);
}

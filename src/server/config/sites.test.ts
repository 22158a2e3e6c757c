import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConfigError } from './config-error';
import { entranceOf } from './entrance';
import { loadShopConfig, parseShopConfig, templatesWithWalkIn } from './shop-config';
import {
  firstSite,
  hoursOfTemplate,
  isMultiSite,
  parkingOf,
  siteById,
  siteName,
  siteOfWalkInKey,
  siteOrFirst,
  templateIdsAt,
  walkInTariffKey,
} from './sites';

// The rules of a shop's car parks (ADR 060) as an operator meets them when the shop starts with
// their SHOP_CONFIG: what a configuration without sites becomes, and what is refused with the
// field named.

// A raw JSON config, mutated freely to break it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Raw = any;
const rawFile = (name: string): Raw =>
  JSON.parse(readFileSync(new URL(`./${name}`, import.meta.url), 'utf8')) as Raw;
/** The one-site demo as an operator wrote it before sites: top-level entrance and parking. */
const oneSite = (): Raw => rawFile('demo-shop.json');
const town = (): Raw => rawFile('demo-town.json');

const hours = { mo: ['07:00-19:00'], tu: ['07:00-19:00'] };
const garage = (id: string, extra: Raw = {}): Raw => ({
  id,
  name: { de: `Garage ${id}`, en: `Garage ${id}` },
  entrance: { street: `${id}straße`, number: '1', zip: '79098', city: 'Freiburg' },
  ...extra,
});

function configError(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
  throw new Error('no error');
}

describe('a configuration without sites', () => {
  it('is one site "main" with the old entrance, location, opening hours and parking', () => {
    const raw = oneSite();
    raw.openingHours = hours;
    const c = parseShopConfig(raw);
    expect(c.sites).toHaveLength(1);
    const [site] = c.sites;
    expect(site.id).toBe('main');
    expect(site.name).toBe('Parkhaus am Markt');
    expect(site.entrance).toMatchObject({ street: 'Rathausgasse', number: '12', latitude: 47.99603 });
    expect(site.parking).toMatchObject({ stepDuration: 3600, freeMinutes: 15, capacity: 120 });
    expect(site.parking?.tariff).toEqual({ firstStepPrice: 250, pricePerStep: 200, dailyCap: 1800 });
    expect(site.openingHours?.mo).toEqual(['07:00-19:00']);
    expect(isMultiSite(c)).toBe(false);
    // Every product is valid at that one site, and the old top-level fields are gone: nobody
    // reads the car park's settings from two places.
    expect(c.templates.map((t) => t.siteIds)).toEqual([['main'], ['main'], ['main']]);
    expect(c).not.toHaveProperty('parking');
    expect(c).not.toHaveProperty('entrance');
    expect(c).not.toHaveProperty('openingHours');
    expect(c.shop).not.toHaveProperty('location');
  });

  it("keeps a one-line shop.location written before the entrance as the site's location", () => {
    const raw = oneSite();
    delete raw.entrance;
    raw.shop.location = 'Einfahrt Rathausgasse 12, 79098 Freiburg';
    const c = parseShopConfig(raw);
    expect(c.sites[0].location).toBe('Einfahrt Rathausgasse 12, 79098 Freiburg');
    expect(entranceOf(c)).toEqual({ line: 'Einfahrt Rathausgasse 12, 79098 Freiburg' });
  });

  it("with neither entrance nor location names the operator's address as the car park's", () => {
    const raw = oneSite();
    delete raw.entrance;
    expect(entranceOf(parseShopConfig(raw))).toEqual({ line: 'Marktplatz 7, 79098 Freiburg im Breisgau' });
  });

  it('lets a template name "main" and refuses any other site', () => {
    const raw = oneSite();
    raw.templates[0].siteIds = ['main'];
    expect(parseShopConfig(raw).templates[0].siteIds).toEqual(['main']);
    raw.templates[1].siteIds = ['bahnhof'];
    expect(configError(() => parseShopConfig(raw))).toContain(
      'SHOP_CONFIG templates[1].siteIds[0]: no site has id "bahnhof"',
    );
  });
});

describe('one site with top-level settings', () => {
  it('fills the site from the top-level entrance, opening hours and parking', () => {
    const raw = oneSite();
    raw.openingHours = hours;
    raw.sites = [{ id: 'altstadt', name: 'Altstadt', costCentre: '100' }];
    const c = parseShopConfig(raw);
    expect(c.sites.map((s) => s.id)).toEqual(['altstadt']);
    expect(c.sites[0]).toMatchObject({
      name: 'Altstadt',
      costCentre: '100',
      entrance: { street: 'Rathausgasse' },
      parking: { capacity: 120 },
      openingHours: { mo: ['07:00-19:00'] },
    });
    // A template without siteIds in a one-site shop is valid at that site.
    expect(new Set(c.templates.flatMap((t) => t.siteIds))).toEqual(new Set(['altstadt']));
  });
});

describe('several sites', () => {
  const twoGarages = (): Raw => {
    const raw = oneSite();
    const { parking } = raw;
    delete raw.entrance;
    delete raw.parking;
    raw.sites = [garage('nord', { parking, openingHours: hours }), garage('sued')];
    raw.templates.forEach((t: Raw) => (t.siteIds = ['nord']));
    return raw;
  };

  it('a valid town: products at one or several sites, each site with its own settings', () => {
    const raw = twoGarages();
    raw.templates[2].siteIds = ['nord', 'sued'];
    const c = parseShopConfig(raw);
    expect(isMultiSite(c)).toBe(true);
    expect(c.templates.map((t) => t.siteIds)).toEqual([['nord'], ['nord'], ['nord', 'sued']]);
    expect(parkingOf(c, 'nord')?.capacity).toBe(120);
    expect(parkingOf(c, 'sued')).toBeUndefined();
    expect(templateIdsAt(c, ['sued'])).toEqual(['monatsparken']);
    expect(templateIdsAt(c, ['nord'])).toEqual(['kurzzeit', 'tagesticket', 'monatsparken']);
  });

  it.each([
    ['parking', (c: Raw) => (c.parking = c.sites[0].parking), 'SHOP_CONFIG parking: belongs to a site'],
    ['openingHours', (c: Raw) => (c.openingHours = hours), 'SHOP_CONFIG openingHours: belongs to a site'],
    [
      'entrance',
      (c: Raw) => (c.entrance = c.sites[0].entrance),
      'SHOP_CONFIG entrance: belongs to a site when the shop has several (sites[].entrance)',
    ],
    [
      'shop.location',
      (c: Raw) => (c.shop.location = 'Marktplatz 7'),
      'SHOP_CONFIG shop.location: belongs to a site when the shop has several (sites[].location)',
    ],
  ])('refuse a top-level %s (which site would it be?)', (_n, mutate, expected) => {
    const raw = twoGarages();
    mutate(raw);
    expect(configError(() => parseShopConfig(raw))).toContain(expected);
  });

  it.each([
    [
      'a duplicate site id',
      (c: Raw) => (c.sites[1].id = 'nord'),
      'SHOP_CONFIG sites[1].id: duplicate site id "nord"',
    ],
    [
      'a site id that cannot be an address',
      (c: Raw) => (c.sites[1].id = 'Süd Garage'),
      'SHOP_CONFIG sites[1].id: must be lower-case letters, digits and hyphens',
    ],
    [
      'a template naming an unknown site',
      (c: Raw) => (c.templates[1].siteIds = ['nord', 'west']),
      'SHOP_CONFIG templates[1].siteIds[1]: no site has id "west"',
    ],
    [
      'a template naming a site twice',
      (c: Raw) => (c.templates[1].siteIds = ['sued', 'sued']),
      'SHOP_CONFIG templates[1].siteIds[1]: duplicate site id "sued"',
    ],
    [
      'a template without siteIds',
      (c: Raw) => delete c.templates[2].siteIds,
      'SHOP_CONFIG templates[2].siteIds: is required when the shop has several sites',
    ],
    [
      'a template with no site at all',
      (c: Raw) => (c.templates[2].siteIds = []),
      'SHOP_CONFIG templates[2].siteIds:',
    ],
    [
      'a product with a capacity at two sites',
      (c: Raw) => (c.templates[0].siteIds = ['nord', 'sued']),
      'SHOP_CONFIG templates[0].siteIds: a product with a capacity is valid at one site only',
    ],
    [
      'a site in an unknown time zone',
      (c: Raw) => (c.sites[1].timeZone = 'Europe/Atlantis'),
      'SHOP_CONFIG sites[1].timeZone: unknown time zone "Europe/Atlantis"',
    ],
    [
      'a cost centre DATEV cannot take',
      (c: Raw) => (c.sites[0].costCentre = 'KST 100'),
      'SHOP_CONFIG sites[0].costCentre: at most 36 letters and digits (DATEV KOST1)',
    ],
    [
      "a walk-in renewal without any site's tariff",
      (c: Raw) => {
        delete c.sites[0].parking;
        c.acceptGuestRenewal = true;
      },
      'SHOP_CONFIG parking: is required when acceptGuestRenewal is true',
    ],
  ])('refuse %s, naming the field', (_n, mutate, expected) => {
    const raw = twoGarages();
    mutate(raw);
    expect(configError(() => parseShopConfig(raw))).toContain(expected);
  });

  it('accept a product without capacity at two sites (a city-wide permit)', () => {
    const raw = twoGarages();
    raw.templates[1].siteIds = ['sued', 'nord'];
    expect(parseShopConfig(raw).templates[1].siteIds).toEqual(['sued', 'nord']);
  });
});

describe('the town demo', () => {
  it('parses: three car parks, a city-wide permit at two, a capacity product at one', () => {
    const c = loadShopConfig(undefined, 'town');
    expect(c.sites.map((s) => s.id)).toEqual(['markt', 'bahnhof', 'pr-west']);
    expect(c.sites.map((s) => siteName(c, s, 'de'))).toEqual([
      'Parkhaus am Markt',
      'Parkhaus am Hauptbahnhof',
      'Park+Ride West',
    ]);
    expect(siteName(c, c.sites[1], 'en')).toBe('Central station car park');
    const byId = new Map(c.templates.map((t) => [t.id, t]));
    expect(byId.get('monatsparken')?.siteIds).toEqual(['markt', 'bahnhof']);
    expect(byId.get('kurzzeit')).toMatchObject({ capacity: 3, siteIds: ['markt'] });
    // Different walk-in tariffs per car park.
    const tariffs = c.sites.map((s) => JSON.stringify(s.parking?.tariff));
    expect(new Set(tariffs).size).toBe(3);
    expect(c.sites.every((s) => s.costCentre)).toBe(true);
  });

  it('the built-in default for tests and SHOP_CONFIG-less starts is still the one-site shop', () => {
    const c = loadShopConfig(undefined);
    expect(c.sites.map((s) => s.id)).toEqual(['main']);
    expect(c.sites[0].name).toBe('Parkhaus am Markt');
  });

  it('gives every site its own entrance, in the asked language', () => {
    const c = loadShopConfig(undefined, 'town');
    expect(entranceOf(c, 'de', 'markt')?.line).toBe('Rathausgasse 12, 79098 Freiburg im Breisgau');
    expect(entranceOf(c, 'de', 'bahnhof')?.line).toBe('Bismarckallee 5, 79098 Freiburg im Breisgau');
    expect(entranceOf(c, 'de', 'pr-west')).toMatchObject({
      line: 'Paduaallee 1, 79110 Freiburg im Breisgau',
      latitude: 48.01462,
      longitude: 7.80579,
    });
    const de = entranceOf(c, 'de', 'bahnhof')?.directions;
    const en = entranceOf(c, 'en', 'bahnhof')?.directions;
    expect(de).toBeTruthy();
    expect(en).toBeTruthy();
    expect(en).not.toBe(de);
    // Without a site: the first; an id no longer configured: the first as well (a stored row).
    expect(entranceOf(c, 'de')?.line).toBe(entranceOf(c, 'de', 'markt')?.line);
    expect(entranceOf(c, 'de', 'gone')?.line).toBe(entranceOf(c, 'de', 'markt')?.line);
  });

  it("a site of a town without entrance or location has no address (the operator's is not it)", () => {
    const raw = town();
    delete raw.sites[2].entrance;
    delete raw.sites[2].location;
    expect(entranceOf(parseShopConfig(raw), 'de', 'pr-west')).toBeNull();
  });

  it("keeps a one-site product to its site's opening hours and a city-wide one to none", () => {
    const c = loadShopConfig(undefined, 'town');
    const t = (id: string) => c.templates.find((x) => x.id === id)!;
    expect(hoursOfTemplate(c, t('bahnhof-tag'))?.su).toEqual(['06:00-24:00']);
    expect(hoursOfTemplate(c, t('pr-tag'))?.su).toEqual([]);
    // The market garage is open around the clock.
    expect(hoursOfTemplate(c, t('kurzzeit'))).toBeUndefined();
    expect(hoursOfTemplate(c, t('monatsparken'))).toBeUndefined();
  });

  it('looks sites up by id and falls back to the first for a stored row of a deleted site', () => {
    const c = loadShopConfig(undefined, 'town');
    expect(siteById(c, 'bahnhof')?.id).toBe('bahnhof');
    expect(siteById(c, 'nowhere')).toBeUndefined();
    expect(firstSite(c).id).toBe('markt');
    expect(siteOrFirst(c, null).id).toBe('markt');
    expect(siteOrFirst(c, 'nowhere').id).toBe('markt');
    expect(parkingOf(c, 'bahnhof')?.stepDuration).toBe(1800);
  });

  it('the walk-in template (the stays paid by plate) names every site with a tariff', () => {
    const c = loadShopConfig(undefined, 'town');
    expect(templatesWithWalkIn(c).get('walk-in')?.siteIds).toEqual(['markt', 'bahnhof', 'pr-west']);
  });
});

describe('walk-in tariff keys', () => {
  it('"walk-in" for the site a one-site shop became, "walk-in@{site}" for every other', () => {
    expect(walkInTariffKey('main')).toBe('walk-in');
    expect(walkInTariffKey('bahnhof')).toBe('walk-in@bahnhof');
    expect(siteOfWalkInKey('walk-in')).toBe('main');
    expect(siteOfWalkInKey('walk-in@bahnhof')).toBe('bahnhof');
    // A template's own tariff key is no site's walk-in tariff.
    expect(siteOfWalkInKey('monatsparken')).toBeUndefined();
    expect(siteOfWalkInKey('walk-inx')).toBeUndefined();
  });

  it('round-trips for every site id', () => {
    const siteId = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,59}$/);
    fc.assert(fc.property(siteId, (id) => siteOfWalkInKey(walkInTariffKey(id)) === id));
  });
});

describe('normalisation', () => {
  // The catalogue stores the parsed document and validates it again when it loads a revision:
  // parsing what parsing gave must change nothing, in any shape a configuration may take.
  const site = fc.constantFrom('nord', 'sued', 'west', 'ost');
  const shape = fc.record({
    sites: fc.option(fc.uniqueArray(site, { minLength: 1, maxLength: 4 }), { nil: undefined }),
    topLevel: fc.boolean(),
    location: fc.boolean(),
    openingHours: fc.boolean(),
    picks: fc.array(fc.array(fc.nat(), { minLength: 1, maxLength: 3 }), { minLength: 3, maxLength: 3 }),
  });

  type Shape = {
    sites?: string[];
    topLevel: boolean;
    location: boolean;
    openingHours: boolean;
    picks: number[][];
  };

  function build(s: Shape): Raw {
    const raw = oneSite();
    const { parking, entrance } = raw;
    delete raw.parking;
    delete raw.entrance;
    const single = !s.sites || s.sites.length === 1;
    // Without sites the car park's settings can only be at the top.
    const top = !s.sites || (single && s.topLevel);
    if (top) {
      if (s.location) raw.shop.location = 'Einfahrt Rathausgasse 12';
      else raw.entrance = entrance;
      raw.parking = parking;
      if (s.openingHours) raw.openingHours = hours;
    }
    if (s.sites) {
      raw.sites = s.sites.map((id, i) =>
        garage(id, {
          ...(top ? {} : { parking }),
          ...(s.openingHours && i === 0 && !top ? { openingHours: hours } : {}),
        }),
      );
      const ids: string[] = s.sites;
      raw.templates.forEach((t: Raw, i: number) => {
        const chosen = [...new Set(s.picks[i].map((p) => ids[p % ids.length]))];
        // A capacity product is valid at one site only.
        t.siteIds = t.capacity === undefined ? chosen : chosen.slice(0, 1);
      });
    }
    return raw;
  }

  it('parsing a parsed configuration gives the same configuration', () => {
    fc.assert(
      fc.property(shape, (s) => {
        const once = parseShopConfig(build(s));
        const twice = parseShopConfig(JSON.parse(JSON.stringify(once)));
        expect(twice).toEqual(once);
        expect(once.sites.length).toBeGreaterThanOrEqual(1);
        const ids = new Set(once.sites.map((x) => x.id));
        for (const t of once.templates) {
          expect(t.siteIds.length).toBeGreaterThanOrEqual(1);
          expect(t.siteIds.every((id) => ids.has(id))).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });
});

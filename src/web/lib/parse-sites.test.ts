import { describe, expect, it } from 'vitest';
import { publicSiteSchema } from '../../shared/schemas/sites';
import { parseSites } from './parse-sites';

const hours = {
  mo: ['07:00-22:00'],
  tu: [],
  we: [],
  th: [],
  fr: [],
  sa: [],
  su: [],
  holidays: [],
  holidayHours: [],
};
const site = {
  id: 'bahnhof',
  name: 'Parkhaus am Hauptbahnhof',
  entrance: {
    line: 'Bismarckallee 5, 79098 Freiburg im Breisgau',
    latitude: 47.99771,
    longitude: 7.84133,
    directions: null,
  },
  openingHours: null,
  timeZone: 'Europe/Berlin',
  openNow: true,
  changesAt: null,
  freePlaces: 12,
  phone: null,
  contactLine: null,
  templateIds: ['bahnhof-tag', 'monatsparken'],
  priceFrom: 1500,
  payByPlate: true,
  at: '2026-11-20T09:30:00.000Z',
};

describe('the car parks as the list and the site page read them', () => {
  it.each([
    ['a site around the clock', site],
    [
      'a site with hours and nothing counted',
      { ...site, openingHours: hours, freePlaces: null, priceFrom: null },
    ],
    [
      'a site without coordinates',
      { ...site, entrance: { line: null, latitude: null, longitude: null, directions: null } },
    ],
    ['a site with negative free places', { ...site, freePlaces: -1 }],
    ['a site with a price in euros', { ...site, priceFrom: 15.5 }],
    ['a site whose coordinates are text', { ...site, entrance: { ...site.entrance, latitude: '47.9' } }],
    ['a site without its products', { ...site, templateIds: undefined }],
    ['a site with a bad instant', { ...site, at: '2026-02-30T10:00:00Z' }],
  ])('judges %s as the shared schema does', (_, value) => {
    const zod = publicSiteSchema.safeParse(value).success;
    let light = true;
    try {
      parseSites([value]);
    } catch {
      light = false;
    }
    expect(light).toBe(zod);
  });

  it('keeps what a valid site says', () => {
    expect(parseSites([site])).toEqual([site]);
  });
});

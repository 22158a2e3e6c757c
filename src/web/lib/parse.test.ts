import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  availabilityResponseSchema,
  bookingConfigSchema,
  contactSchema,
  identifierSourceSchema,
  priceResponseSchema,
  selectionSchema,
  templatesResponseSchema,
} from '../../shared/schemas/booking';
import { isoInstant } from '../../shared/schemas/common';
import { pageDataSchema, siteInfoSchema, stylingResponseSchema } from '../../shared/schemas/page';
import { parseBookingConfig, parsePageData, parseSite, parseStyling, parseTemplates } from './parse';
import {
  parseAvailability,
  parseContact,
  parseIds,
  parsePriceResponse,
  parseSelection,
} from './parse-booking';

const styling = {
  styling: {
    websiteName: 'Parkhaus am Markt',
    shopLanguage: 'de',
    theme: 'parkingBlue',
    navigation: [{ title: 'Impressum', urlPath: '/impressum', position: ['top', 'bottom'] }],
    landing: { header: 'Parken in der Altstadt' },
    footerContent: 'Marktplatz 7',
    timeZone: 'Europe/Berlin',
  },
  options: { enableCustomerShop: false, enableSignUp: false },
};

const template = {
  _id: 'kurzzeit',
  type: 'reservation',
  info: { name: 'Kurzzeit', description: 'Stundenweise', benefits: ['Garantiert'], priceFrom: 300 },
  requiredContactDetails: 'NameAndMail',
  requestedIdentifierSources: ['lp'],
  siteIds: ['main'],
  reservationSlotDetails: {
    stepDuration: 3600,
    startBefore: 604800,
    bookUntil: 691200,
    minDuration: 3600,
    maxDuration: 43200,
  },
  capacity: 3,
};

/** Both validators must agree: accept with the same value, or both reject. */
function agree(
  parse: (b: unknown) => unknown,
  schema: { safeParse(b: unknown): { success: boolean; data?: unknown } },
  body: unknown,
) {
  const z = schema.safeParse(body);
  let light: { ok: boolean; value?: unknown };
  try {
    light = { ok: true, value: parse(body) };
  } catch {
    light = { ok: false };
  }
  expect(light.ok, JSON.stringify(body).slice(0, 120)).toBe(z.success);
  if (z.success) expect(light.value).toEqual(z.data);
}

const variants = <T extends object>(base: T, edits: Array<(o: T) => void>): unknown[] =>
  edits.map((edit) => {
    const copy = structuredClone(base);
    edit(copy);
    return copy;
  });

describe('light response parsers of the first screen', () => {
  it('judge styling answers like the shared zod schema', () => {
    type S = typeof styling & { styling: Record<string, unknown>; extra?: unknown };
    const bodies = [
      styling,
      ...variants(styling as S, [
        (o) => (o.styling.theme = 'neon'),
        (o) => (o.styling.shopLanguage = 'fr'),
        (o) => (o.styling.navigation = [{ title: 'x', urlPath: 'relative', position: ['top'] }]),
        (o) => (o.styling.navigation = [{ title: 'x', urlPath: '/x', position: [] }]),
        (o) => (o.styling.navigation = [{ title: '', urlPath: '/x', position: ['top'] }]),
        (o) => (o.styling.navigation = [{ title: 'x', urlPath: '/x', position: ['side'] }]),
        (o) => delete (o.styling as Partial<typeof o.styling>).footerContent,
        (o) => (o.options = { enableCustomerShop: 'yes' } as never),
        (o) => (o.extra = 1),
        (o) => ((o.styling as Record<string, unknown>).unknown = 'dropped'),
      ]),
      null,
      [],
      'styling',
    ];
    for (const b of bodies) agree(parseStyling, stylingResponseSchema, b);
  });

  it('judge the site answer like the shared zod schema (ADR 050)', () => {
    const site = {
      address: 'Marktplatz 7, 79098 Freiburg',
      openingHours: { mo: ['07:00-22:00'], sa: ['08:00-20:00'] },
      open: true,
      changesAt: '2026-11-20T21:00:00.000Z',
      freePlaces: 42,
      at: '2026-11-20T09:30:00.000Z',
    };
    type S = Record<keyof typeof site, unknown>;
    const bodies = [
      site,
      ...variants(site as S, [
        (o) => (o.address = null),
        (o) => delete (o as Partial<S>).address,
        (o) => (o.address = 7),
        (o) => (o.openingHours = null),
        (o) => (o.openingHours = { mo: ['22:00-06:00'] }),
        (o) => (o.open = 'yes'),
        (o) => (o.changesAt = null),
        (o) => (o.changesAt = '2026-11-20 21:00'),
        (o) => (o.changesAt = '2026-02-30T21:00:00Z'),
        (o) => (o.freePlaces = null),
        (o) => (o.freePlaces = 0),
        (o) => (o.freePlaces = -1),
        (o) => (o.freePlaces = 2.5),
        (o) => delete (o as Partial<S>).freePlaces,
        (o) => (o.at = null),
      ]),
      null,
      'site',
    ];
    for (const b of bodies) agree(parseSite, siteInfoSchema, b);
  });

  it('judge templates and the booking config like the shared zod schemas', () => {
    type T = typeof template & Record<string, unknown>;
    const bodies = [
      [template],
      [],
      ...variants(template as T, [
        (o) => delete (o as Partial<T>).capacity,
        (o) => (o.capacity = 0),
        (o) => (o.type = 'subscription'),
        (o) => (o.requestedIdentifierSources = ['lp', 'iris']),
        (o) => (o.requiredContactDetails = 'Everything'),
        (o) => (o.info = { ...o.info, priceFrom: -1 }),
        (o) => (o.info = { ...o.info, priceFrom: 1.5 }),
        (o) => (o.info = { ...o.info, dailyCap: 1800 } as T['info']),
        (o) => (o.info = { ...o.info, dailyCap: -1 } as T['info']),
        (o) => (o.info = { ...o.info, dailyCap: '18 €' } as never),
        (o) => (o.openingHours = { mo: ['06:00-22:00'], sa: ['08:00-12:00', '13:00-24:00'] }),
        (o) =>
          (o.openingHours = { mo: ['06:00-22:00'], holidays: ['2026-12-25'], holidayHours: ['10:00-14:00'] }),
        (o) => (o.openingHours = {}),
        (o) => (o.openingHours = { mo: ['22:00-06:00'] }),
        (o) => (o.openingHours = { mo: ['6:00-22:00'] }),
        (o) => (o.openingHours = { tu: ['06:00-24:01'] }),
        (o) => (o.openingHours = { holidays: ['2026-02-30'] }),
        (o) => (o.openingHours = { holidays: ['2028-02-29'] }),
        (o) => (o.openingHours = { holidays: '2026-12-25' }),
        (o) => (o.openingHours = ['mo']),
        (o) => (o.info = { ...o.info, benefits: [1] as never }),
        (o) => (o.reservationSlotDetails = { ...o.reservationSlotDetails, stepDuration: 0 }),
        (o) => (o.reservationSlotDetails = { ...o.reservationSlotDetails, startGrid: 'day' } as never),
        (o) => (o.reservationSlotDetails = { ...o.reservationSlotDetails, startGrid: 'step' } as never),
        (o) => (o.reservationSlotDetails = { ...o.reservationSlotDetails, startGrid: 'hour' } as never),
        (o) => (o.tariff = { secret: true }),
      ]).map((t) => [t]),
    ];
    for (const b of bodies) agree(parseTemplates, templatesResponseSchema, b);
    for (const max of [null, 5, 0, 2.5, 'many']) {
      agree(parseBookingConfig, bookingConfigSchema, {
        permissionTemplates: [template],
        acceptGuestRenewal: true,
        maxBookingCount: max,
      });
    }
    agree(parseBookingConfig, bookingConfigSchema, {
      permissionTemplates: [template],
      maxBookingCount: null,
    });
  });

  it('judge page data like the shared zod schema', () => {
    for (const b of [
      { title: 'Impressum', content: '<p>x</p>' },
      { title: 'x' },
      { title: 1, content: '' },
      null,
    ]) {
      agree(parsePageData, pageDataSchema, b);
    }
  });

  it('judge price answers, including the ISO instants, like the shared zod schema', () => {
    const instants = [
      '2026-05-14T22:00:00.000Z',
      '2026-05-14T22:00:00Z',
      '2026-05-14T22:00:00+02:00',
      '2026-05-14T22:00:00.123456789Z',
      '2028-02-29T00:00:00Z',
      '2026-02-29T00:00:00Z',
      '2026-05-14T22:00Z',
      '2026-05-14T22:00:00+0200',
      '2026-05-14 22:00:00Z',
      '2026-13-14T22:00:00Z',
      '2026-04-31T22:00:00Z',
      '2026-05-14T24:00:00Z',
      '2026-05-14T22:00:00',
      '2026-05-14T22:00:00.Z',
    ];
    const INSTANT_OK = new Set(instants.slice(0, 5));
    for (const t of instants) {
      agree(parsePriceResponse, priceResponseSchema, {
        priceToBePaid: 800,
        startTime: t,
        endTime: '2026-05-15T01:00:00Z',
        bookedOut: false,
      });
      expect(isoInstant.safeParse(t).success, t).toBe(INSTANT_OK.has(t));
    }
    for (const b of [
      { priceToBePaid: -1, startTime: instants[0], endTime: instants[0], bookedOut: false },
      {},
      null,
    ]) {
      agree(parsePriceResponse, priceResponseSchema, b);
    }
  });

  it('judge the availability answer like the shared zod schema', () => {
    const ok = {
      templateId: 'kurzzeit',
      capacity: 3,
      from: '2026-11-20T09:00:00.000Z',
      to: '2026-11-28T09:00:00.000Z',
      slots: [{ startTime: '2026-11-20T14:00:00.000Z', free: 0, startsHere: 3 }],
    };
    for (const b of [
      ok,
      { ...ok, capacity: null, slots: [] },
      { ...ok, capacity: 0 },
      { ...ok, capacity: undefined },
      { ...ok, slots: [{ startTime: '2026-11-20T14:00:00.000Z', free: -1, startsHere: 0 }] },
      { ...ok, slots: [{ startTime: 'today', free: 0, startsHere: 0 }] },
      { ...ok, slots: [{ startTime: '2026-11-20T14:00:00.000Z', free: 1.5, startsHere: 0 }] },
      { ...ok, to: 5 },
      {},
    ]) {
      agree(parseAvailability, availabilityResponseSchema, b);
    }
  });

  it('judge the stored booking session like the shared zod schemas', () => {
    const selection = { templateId: 'kurzzeit', startTime: '2026-05-14T08:00:00.000Z', slotCount: 3 };
    const selections = [
      selection,
      {
        ...selection,
        endTime: '2026-05-14T11:00:00.000Z',
        priceResponse: { priceToBePaid: 800, bookedOut: false },
      },
      { ...selection, priceResponse: {} },
      { ...selection, templateId: '' },
      { ...selection, templateId: 'x'.repeat(101) },
      { ...selection, startTime: 'yesterday' },
      { ...selection, slotCount: 1.5 },
      { ...selection, priceResponse: { priceToBePaid: 'free' } },
      { ...selection, extra: true },
      null,
    ];
    for (const s of selections) agree(parseSelection, selectionSchema, s);

    const contacts = [
      {},
      { mail: 'a@b.de', firstName: 'Kim', lastName: 'Schmitt', companyName: 'ACME' },
      { mail: 'a@b.de', companyName: 'ACME', vatId: 'DE123456789', buyerReference: '991-33333TEST-33' },
      { companyName: 'ACME', vatId: 'D'.repeat(41) },
      { companyName: 'ACME', buyerReference: 'x'.repeat(201) },
      {
        mail: 'a@b.de',
        address: {
          co: 'Hof',
          streetName: 'Markt',
          buildingNumber: '7',
          zipCode: '79098',
          city: 'Freiburg',
          country: 'DE',
        },
      },
      { mail: 'a@b.de', address: {} },
      { mail: 'x'.repeat(255) },
      { address: { country: 'DEU' } },
      { address: { buildingNumber: '1'.repeat(21) } },
      { firstName: 7 },
      { mail: 'a@b.de', unknown: 'dropped' },
      'contact',
    ];
    for (const c of contacts) agree(parseContact, contactSchema, c);

    const idsSchema = z.partialRecord(identifierSourceSchema, z.string());
    for (const ids of [
      {},
      { lp: 'B-AB 1234' },
      { lp: 'B-AB 1', rfid: '04A2' },
      { iris: 'x' },
      { lp: 7 },
      [],
    ]) {
      agree(parseIds, idsSchema, ids);
    }
  });
});

import type { BookingConfig, OpeningHours, PermissionTemplate } from '../../shared/schemas/booking';
import type { PageData, SiteInfo, StylingResponse } from '../../shared/schemas/page';
import { isLanguageCode } from '../../shared/i18n/languages';
import { isThemeName } from '../../shared/themes';

/**
 * Light validators for what the first screen reads: the styling, page data, templates and
 * booking config (the booking answers and session are in parse-booking.ts). They check the same
 * shapes as the shared zod schemas, which stay out of the first screens' bundles (zod is some
 * 25 kB gzipped); `parse.test.ts` holds both to the same verdicts.
 */
export class Invalid extends Error {
  constructor(path: string, expected: string) {
    super(`${path || 'body'}: expected ${expected}`);
  }
}

export type Obj = Record<string, unknown>;

export function obj(v: unknown, path: string): Obj {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new Invalid(path, 'an object');
  return v as Obj;
}
export function str(v: unknown, path: string): string {
  if (typeof v !== 'string') throw new Invalid(path, 'a string');
  return v;
}
export function bool(v: unknown, path: string): boolean {
  if (typeof v !== 'boolean') throw new Invalid(path, 'a boolean');
  return v;
}
export function int(v: unknown, path: string, min = -Infinity): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min)
    throw new Invalid(path, `an integer >= ${min}`);
  return v;
}
export function arr<T>(v: unknown, path: string, item: (x: unknown, p: string) => T): T[] {
  if (!Array.isArray(v)) throw new Invalid(path, 'an array');
  return v.map((x, i) => item(x, `${path}[${i}]`));
}
export function oneOf<T extends string>(v: unknown, path: string, values: readonly T[]): T {
  if (typeof v !== 'string' || !values.includes(v as T)) throw new Invalid(path, values.join('|'));
  return v as T;
}

// ISO 8601 instant with seconds and Z or an offset (z.iso.datetime({ offset: true })): the
// shape by a short pattern, the calendar day by isoDate (no 30 February), which is fewer bytes
// in the first bundle than zod's long pattern of every month's days.
const INSTANT = /^(\d{4}-\d\d-\d\d)T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;
export function instant(v: unknown, path: string): string {
  const m = typeof v === 'string' ? INSTANT.exec(v) : null;
  if (!m) throw new Invalid(path, 'an ISO 8601 instant');
  isoDate(m[1], path);
  return v as string;
}

const POSITIONS = ['top', 'bottom'] as const;
const PRODUCT_TYPES = ['oneTime', 'flat', 'reservation'] as const;
const START_GRIDS = ['step', 'day'] as const;
export const SOURCES = ['visual', 'rfid', 'lp', 'ticket'] as const;
const LEVELS = [
  'MailOnly',
  'NameAndMail',
  'FullData',
  'MailNameAndOptionalAddress',
  'MailAndOptionalName',
] as const;

export function parseStyling(body: unknown): StylingResponse {
  const b = obj(body, '');
  const s = obj(b.styling, 'styling');
  const o = obj(b.options, 'options');
  const shopLanguage = s.shopLanguage;
  if (!isLanguageCode(shopLanguage)) throw new Invalid('styling.shopLanguage', 'a language');
  const theme = s.theme;
  if (!isThemeName(theme)) throw new Invalid('styling.theme', 'a theme');
  return {
    styling: {
      websiteName: str(s.websiteName, 'styling.websiteName'),
      shopLanguage,
      theme,
      navigation: arr(s.navigation, 'styling.navigation', (n, p) => {
        const e = obj(n, p);
        const title = str(e.title, `${p}.title`);
        const urlPath = str(e.urlPath, `${p}.urlPath`);
        if (title === '') throw new Invalid(`${p}.title`, 'a non-empty string');
        if (!/^\/[a-z0-9\-/]*$/i.test(urlPath)) throw new Invalid(`${p}.urlPath`, 'an absolute path');
        const position = arr(e.position, `${p}.position`, (x, q) => oneOf(x, q, POSITIONS));
        if (position.length === 0) throw new Invalid(`${p}.position`, 'a non-empty array');
        return { title, urlPath, position };
      }),
      landing: { header: str(obj(s.landing, 'styling.landing').header, 'styling.landing.header') },
      footerContent: str(s.footerContent, 'styling.footerContent'),
      timeZone: str(s.timeZone, 'styling.timeZone'),
    },
    options: {
      enableCustomerShop: bool(o.enableCustomerShop, 'options.enableCustomerShop'),
      // Newer than the call: an older server (or a test's answer) without it has no sign-up.
      enableSignUp: o.enableSignUp === true,
    },
  };
}

export function parsePageData(body: unknown): PageData {
  const b = obj(body, '');
  return { title: str(b.title, 'title'), content: str(b.content, 'content') };
}

/** "06:00-22:00" (openingRangeSchema): an interval of a local day, ending after it begins. */
const RANGE = /^([01]\d|2[0-3]):[0-5]\d-(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
function range(v: unknown, p: string): string {
  const r = str(v, p);
  if (!RANGE.test(r) || r.slice(0, 5) >= r.slice(6)) throw new Invalid(p, 'a range like 06:00-22:00');
  return r;
}
/** YYYY-MM-DD of a real day (z.iso.date()). */
function isoDate(v: unknown, p: string): string {
  const d = str(v, p);
  if (!/^\d{4}-\d\d-\d\d$/.test(d) || new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) !== d)
    throw new Invalid(p, 'a date YYYY-MM-DD');
  return d;
}
const WEEKDAYS = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'] as const;

/** The car park's opening hours (openingHoursSchema): a list left out is empty. */
export function parseOpeningHours(v: unknown, p: string): OpeningHours {
  const o = obj(v, p);
  const list = <T>(k: string, item: (x: unknown, q: string) => T): T[] =>
    o[k] === undefined ? [] : arr(o[k], `${p}.${k}`, item);
  const hours = Object.fromEntries(WEEKDAYS.map((d) => [d, list(d, range)])) as Record<
    (typeof WEEKDAYS)[number],
    string[]
  >;
  return { ...hours, holidays: list('holidays', isoDate), holidayHours: list('holidayHours', range) };
}

function parseTemplate(v: unknown, p: string): PermissionTemplate {
  const t = obj(v, p);
  const info = obj(t.info, `${p}.info`);
  const d = obj(t.reservationSlotDetails, `${p}.reservationSlotDetails`);
  const slot = (k: string) => int(d[k], `${p}.reservationSlotDetails.${k}`, 1);
  const template: PermissionTemplate = {
    _id: str(t._id, `${p}._id`),
    type: oneOf(t.type, `${p}.type`, PRODUCT_TYPES),
    info: {
      name: str(info.name, `${p}.info.name`),
      description: str(info.description, `${p}.info.description`),
      benefits: arr(info.benefits, `${p}.info.benefits`, str),
      priceFrom: int(info.priceFrom, `${p}.info.priceFrom`, 0),
    },
    requiredContactDetails: oneOf(t.requiredContactDetails, `${p}.requiredContactDetails`, LEVELS),
    requestedIdentifierSources: arr(t.requestedIdentifierSources, `${p}.requestedIdentifierSources`, (x, q) =>
      oneOf(x, q, SOURCES),
    ),
    reservationSlotDetails: {
      stepDuration: slot('stepDuration'),
      startBefore: slot('startBefore'),
      bookUntil: slot('bookUntil'),
      minDuration: slot('minDuration'),
      maxDuration: slot('maxDuration'),
    },
    siteIds: arr(t.siteIds, `${p}.siteIds`, str),
  };
  // Day starts of a monthly permit (ADR 048): without it the calendar offered 30-day jumps only.
  if (d.startGrid !== undefined)
    template.reservationSlotDetails.startGrid = oneOf(
      d.startGrid,
      `${p}.reservationSlotDetails.startGrid`,
      START_GRIDS,
    );
  if (t.capacity !== undefined) template.capacity = int(t.capacity, `${p}.capacity`, 1);
  if (info.dailyCap !== undefined) template.info.dailyCap = int(info.dailyCap, `${p}.info.dailyCap`, 0);
  // The period screen greys closed times with these (ADR 040); without them it offered them all.
  if (t.openingHours !== undefined)
    template.openingHours = parseOpeningHours(t.openingHours, `${p}.openingHours`);
  return template;
}

export function parseTemplates(body: unknown): PermissionTemplate[] {
  return arr(body, '', parseTemplate);
}

export function parseBookingConfig(body: unknown): BookingConfig {
  const b = obj(body, '');
  const max = b.maxBookingCount;
  return {
    permissionTemplates: arr(b.permissionTemplates, 'permissionTemplates', parseTemplate),
    acceptGuestRenewal: bool(b.acceptGuestRenewal, 'acceptGuestRenewal'),
    maxBookingCount: max === null ? null : int(max, 'maxBookingCount', 1),
  };
}

/** GET /api/page/site (siteInfoSchema, ADR 050). */
export function parseSite(body: unknown): SiteInfo {
  const b = obj(body, '');
  const orNull = <T>(k: string, check: (x: unknown, p: string) => T): T | null =>
    b[k] === null ? null : check(b[k], k);
  return {
    address: orNull('address', str),
    openingHours: orNull('openingHours', parseOpeningHours),
    open: bool(b.open, 'open'),
    changesAt: orNull('changesAt', instant),
    freePlaces: orNull('freePlaces', (x, p) => int(x, p, 0)),
    at: instant(b.at, 'at'),
  };
}

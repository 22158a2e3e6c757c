import type {
  AvailabilityResponse,
  Contact,
  IdentifierSource,
  PriceResponse,
  Selection,
} from '../../shared/schemas/booking';
import { arr, bool, int, Invalid, obj, oneOf, SOURCES, str } from './parse';

/**
 * Light validators of the booking steps: the price answer and the booking session kept in
 * localStorage, so the period screen needs no zod either. Held to the shared zod schemas by
 * parse.test.ts.
 */
export function optional<T>(v: unknown, path: string, check: (x: unknown, p: string) => T): T | undefined {
  return v === undefined ? undefined : check(v, path);
}
function maxStr(max: number, min = 0) {
  return (v: unknown, path: string): string => {
    const x = str(v, path);
    if (x.length > max || x.length < min) throw new Invalid(path, `a string of ${min} to ${max} characters`);
    return x;
  };
}
/** Drops keys whose value is undefined, as zod leaves absent optional keys out. */
function defined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

// ISO 8601 instant with seconds and Z or an offset: the pattern of z.iso.datetime({ offset: true }).
const DATE = String.raw`(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))`;
const INSTANT = new RegExp(
  String.raw`^${DATE}T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$`,
);
function instant(v: unknown, path: string): string {
  if (typeof v !== 'string' || !INSTANT.test(v)) throw new Invalid(path, 'an ISO 8601 instant');
  return v;
}

export function parsePriceResponse(body: unknown): PriceResponse {
  const b = obj(body, '');
  return {
    priceToBePaid: int(b.priceToBePaid, 'priceToBePaid', 0),
    startTime: instant(b.startTime, 'startTime'),
    endTime: instant(b.endTime, 'endTime'),
    bookedOut: bool(b.bookedOut, 'bookedOut'),
  };
}

/** GET /api/booking/availability (period screen, without zod). */
export function parseAvailability(body: unknown): AvailabilityResponse {
  const b = obj(body, '');
  return {
    templateId: str(b.templateId, 'templateId'),
    capacity: b.capacity === null ? null : int(b.capacity, 'capacity', 1),
    from: instant(b.from, 'from'),
    to: instant(b.to, 'to'),
    slots: arr(b.slots, 'slots', (v, p) => {
      const x = obj(v, p);
      return {
        startTime: instant(x.startTime, `${p}.startTime`),
        free: int(x.free, `${p}.free`, 0),
        startsHere: int(x.startsHere, `${p}.startsHere`, 0),
      };
    }),
  };
}

/** The stored selection (session key `selection`). */
export function parseSelection(v: unknown): Selection {
  const s = obj(v, 'selection');
  const price = s.priceResponse === undefined ? undefined : obj(s.priceResponse, 'selection.priceResponse');
  return defined({
    templateId: maxStr(100, 1)(s.templateId, 'selection.templateId'),
    startTime: instant(s.startTime, 'selection.startTime'),
    endTime: optional(s.endTime, 'selection.endTime', instant),
    slotCount: int(s.slotCount, 'selection.slotCount'),
    priceResponse:
      price &&
      defined({
        priceToBePaid: optional(price.priceToBePaid, 'priceResponse.priceToBePaid', (x, p) => int(x, p, 0)),
        startTime: optional(price.startTime, 'priceResponse.startTime', instant),
        endTime: optional(price.endTime, 'priceResponse.endTime', instant),
        bookedOut: optional(price.bookedOut, 'priceResponse.bookedOut', bool),
      }),
  });
}

/** The stored contact (session key `contact`). */
export function parseContact(v: unknown): Contact {
  const c = obj(v, 'contact');
  const a = c.address === undefined ? undefined : obj(c.address, 'contact.address');
  return defined({
    mail: optional(c.mail, 'contact.mail', maxStr(254)),
    firstName: optional(c.firstName, 'contact.firstName', maxStr(100)),
    lastName: optional(c.lastName, 'contact.lastName', maxStr(100)),
    companyName: optional(c.companyName, 'contact.companyName', maxStr(100)),
    address:
      a &&
      defined({
        co: optional(a.co, 'address.co', maxStr(100)),
        streetName: optional(a.streetName, 'address.streetName', maxStr(100)),
        buildingNumber: optional(a.buildingNumber, 'address.buildingNumber', maxStr(20)),
        zipCode: optional(a.zipCode, 'address.zipCode', maxStr(20)),
        city: optional(a.city, 'address.city', maxStr(100)),
        country: optional(a.country, 'address.country', maxStr(2)),
      }),
  });
}

/** Identifications by source (session key `ids`); the licence plate is under `lp`. */
export function parseIds(v: unknown): Partial<Record<IdentifierSource, string>> {
  const o = obj(v, 'ids');
  return Object.fromEntries(
    Object.entries(o).map(([k, x]) => [oneOf(k, 'ids', SOURCES), str(x, `ids.${k}`)]),
  ) as Partial<Record<IdentifierSource, string>>;
}

export function parseBoolean(v: unknown): boolean {
  return bool(v, 'value');
}

import type {
  AvailabilityResponse,
  Contact,
  IdentifierSource,
  PriceResponse,
  Selection,
} from '../../shared/schemas/booking';
import { arr, bool, instant, int, Invalid, obj, oneOf, SOURCES, str } from './parse';

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
    vatId: optional(c.vatId, 'contact.vatId', maxStr(40)),
    buyerReference: optional(c.buyerReference, 'contact.buyerReference', maxStr(200)),
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

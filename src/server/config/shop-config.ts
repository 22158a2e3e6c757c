import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  contactLevelSchema,
  identifierSourceSchema,
  productTypeSchema,
  openingHoursSchema,
  reservationSlotDetailsSchema,
} from '../../shared/schemas/booking';
import { languageSchema } from '../../shared/schemas/common';
import { navigationEntrySchema, themeSchema } from '../../shared/schemas/page';
import { tariffSchema } from '../../shared/domain/price';
import { slotDetailsProblems } from '../../shared/domain/slots';
import { assertTimeZone, DEFAULT_TIME_ZONE } from '../../shared/domain/time';
import { ConfigError, formatIssues } from './config-error';
import { localize, localizedTextSchema } from './localized';
import { isLanguageCode } from '../../shared/i18n/languages';
import {
  isLogoUrl,
  LOGO_URL_MAX,
  TICKET_TEXT_MAX,
  TICKET_TEXT_MAX_LINES,
  ticketTextFits,
} from '../../shared/domain/shop-brand';

/**
 * The operator's shop configuration (docs/operations/shop-config.md).
 * Every text a visitor reads (styling, navigation, pages, the templates' name, description and
 * benefits) is a LocalizedText: one string, or one per language (config/localized.ts).
 */
const templateSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'must be lower-case letters, digits and hyphens'),
    type: productTypeSchema,
    name: localizedTextSchema,
    description: localizedTextSchema.default(''),
    benefits: z.array(localizedTextSchema).default([]),
    requiredContactDetails: contactLevelSchema,
    requestedIdentifierSources: z.array(identifierSourceSchema).default([]),
    /** Seconds (ADR 002). */
    reservationSlotDetails: reservationSlotDetailsSchema,
    tariff: tariffSchema,
    /** Places that may be booked at the same time; required for reservations. */
    capacity: z.number().int().positive().optional(),
    /**
     * The sites (car parks) where the product is valid (ADR 060): one for a ticket to one
     * garage, several for a city-wide permit. Absent in a one-site shop: that site.
     */
    siteIds: z.array(z.string()).min(1).max(1000).optional(),
    /**
     * Whether a logged-in customer may cancel a paid permission (ADR 016): until how many
     * seconds before the start ('never': not at all), and the refund (full, proRata: the unused
     * whole days of a running permission, none). Absent: not cancellable.
     */
    cancellation: z
      .object({
        until: z.union([z.number().int().min(0), z.literal('never')]).default(0),
        refund: z.enum(['full', 'proRata', 'none']).default('full'),
      })
      .optional(),
  })
  .superRefine((t, ctx) => {
    if (t.type === 'reservation' && t.capacity === undefined) {
      ctx.addIssue({ code: 'custom', path: ['capacity'], message: 'is required for a reservation template' });
    }
    for (const problem of slotDetailsProblems(t.reservationSlotDetails)) {
      // slotDetailsProblems words its problems "<field> ...", so the field goes into the path.
      const field = problem.split(' ')[0];
      const known = [
        'stepDuration',
        'startBefore',
        'bookUntil',
        'minDuration',
        'maxDuration',
        'startGrid',
      ].includes(field);
      ctx.addIssue({
        code: 'custom',
        path: known ? ['reservationSlotDetails', field] : ['reservationSlotDetails'],
        message: problem,
      });
    }
  });

/**
 * The template id of walk-in bookings: a stay paid by plate (/api/permission/pay) is a booking
 * of this id (ADR 020). Reserved: no configured template may take it.
 */
export const WALK_IN_TEMPLATE_ID = 'walk-in';

/**
 * The walk-in tariff of the car park: how a parking stay opened by an entry camera is
 * priced and paid by plate (/api/permission/find, /pay) and when the exit barrier opens.
 * Prices use the templates' tariff model over steps of `stepDuration` seconds from the entry.
 */
/** The access system's bounds when the shop sets none (or has no `parking` section). */
export const PARKING_DEFAULTS = { earlyArrivalMinutes: 15, maxReadAgeHours: 72, staleStayHours: 48 } as const;

export const parkingSchema = z.object({
  /** What the receipt and the bill call the stay ("Kurzparken"). */
  name: localizedTextSchema.default({ de: 'Kurzparken', en: 'Short-stay parking' }),
  /** Seconds per tariff step (e.g. 3600: every started hour). */
  stepDuration: z
    .number()
    .int()
    .min(60)
    .max(24 * 3600),
  tariff: tariffSchema,
  /** Minutes after entry that cost nothing (a driver who turns round pays nothing). */
  freeMinutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .default(0),
  /** Minutes to reach the exit after paying: the stay is paid at least this long past the payment. */
  leaveMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  /** Hours after the exit read during which an unpaid stay can still be paid online; 0 = a barrier site: pay before leaving. */
  payAfterExitHours: z
    .number()
    .int()
    .min(0)
    .max(24 * 90)
    .default(0),
  /** Places for walk-in parkers; entry is refused when this many stays are open (reservations and permit holders excepted). Absent: unlimited. */
  capacity: z.number().int().positive().optional(),
  /**
   * Minutes before its start that a permission holder may arrive: the entry lets them in as a
   * holder, and the permission covers their stay from then on. A stay that began
   * earlier owes the walk-in price of the time before.
   */
  earlyArrivalMinutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .default(PARKING_DEFAULTS.earlyArrivalMinutes),
  /**
   * A plate read stamped more than this many hours before the shop's clock is stored (and shown
   * to operators) but opens, closes or prices no stay: a camera with a wrong clock or a years-old
   * buffer must not bill anyone.
   */
  maxReadAgeHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(PARKING_DEFAULTS.maxReadAgeHours),
  /**
   * An open stay whose entry lies this many hours back is closed by the jobs as `exit-missed`
   * (its exit was never read) and listed for the operator; it then holds no walk-in place.
   */
  staleStayHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(PARKING_DEFAULTS.staleStayHours),
});
export type ParkingConfig = z.infer<typeof parkingSchema>;

/** Default accounts per chart (DATEV standard charts SKR03 and SKR04, ADR 024). */
export const DATEV_CHART_DEFAULTS = {
  // Geldtransit; Erlöse 19 % USt (automatic account); Erlöse 7 % USt; steuerfreie Umsätze.
  SKR03: { transitAccount: 1360, revenueAccounts: { '1900': 8400, '700': 8300, '0': 8200 } },
  SKR04: { transitAccount: 1460, revenueAccounts: { '1900': 4400, '700': 4300, '0': 4200 } },
} as const;

/**
 * The accountant's exports (ADR 024, docs/operations/exports.md). Without `datev` the CSV
 * exports work and the DATEV export answers 409 ACCOUNTING_NOT_CONFIGURED: the consultant and
 * client numbers are the operator's own and must never be guessed.
 */
export const accountingSchema = z.object({
  datev: z
    .object({
      /** Beraternummer of the tax adviser (DATEV: 1001–9999999). */
      consultantNumber: z.number().int().min(1001).max(9_999_999),
      /** Mandantennummer of the shop at the adviser (1–99999). */
      clientNumber: z.number().int().min(1).max(99_999),
      /** First month of the fiscal year (WJ-Beginn), 1 = January. */
      fiscalYearStartMonth: z.number().int().min(1).max(12).default(1),
      /** Sachkontenlänge: digits of a general ledger account (4 in most firms). */
      accountLength: z.number().int().min(4).max(8).default(4),
      chart: z.enum(['SKR03', 'SKR04']).default('SKR03'),
      /**
       * The debit side of every sale: the money-in-transit account (Geldtransit) by default, or
       * a collective debtor account (Sammeldebitor, e.g. 10000) if the adviser wants one.
       */
      debitAccount: z.number().int().positive().optional(),
      /**
       * Revenue account per VAT rate in basis points ("1900" = 19 %); defaults per chart. Use an
       * automatic account (VAT derived by DATEV) or set `taxKeys` for a plain one.
       */
      revenueAccounts: z.record(z.string().regex(/^\d+$/), z.number().int().positive()).optional(),
      /** BU-Schlüssel per VAT rate, only for revenue accounts that are not automatic accounts. */
      taxKeys: z.record(z.string().regex(/^\d+$/), z.number().int().min(1).max(9999)).optional(),
      /**
       * windows-1252 (ANSI, what DATEV Rechnungswesen's ASCII import reads) or utf-8 (newer
       * DATEV imports and DATEV Unternehmen online read it too).
       */
      encoding: z.enum(['windows-1252', 'utf-8']).default('windows-1252'),
    })
    .optional(),
});
export type AccountingConfig = z.infer<typeof accountingSchema>;

/** A content page path (`/agb`) or an https URL. */
const legalLinkSchema = z
  .string()
  .max(500)
  .regex(/^(\/[a-z0-9\-/]*|https:\/\/\S+)$/i, 'must be a path like /agb or an https:// URL');

/**
 * The car park's entrance (ADR 054): where a driver drives to. The home page, the ticket page,
 * the ticket PDF, the mail and the calendar event (LOCATION and GEO) all read it from here; the
 * operator's own address stays on the Impressum and the bills. One object so that a later
 * multi-site catalogue can hold one per site.
 */
export const entranceSchema = z
  .object({
    street: z.string().trim().min(1).max(70),
    number: z.string().trim().max(16).default(''),
    zip: z.string().trim().min(1).max(16),
    city: z.string().trim().min(1).max(35),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/, 'must be an ISO country code such as DE')
      .default('DE'),
    /** WGS 84 degrees; both or neither (the calendar's GEO needs the pair). */
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
    /** How to find the entrance ("Folgen Sie dem Parkleitsystem Altstadt"), per language. */
    directions: localizedTextSchema.optional(),
  })
  .refine((e) => (e.latitude === undefined) === (e.longitude === undefined), {
    message: 'latitude and longitude go together',
    path: ['longitude'],
  });
export type EntranceConfig = z.infer<typeof entranceSchema>;

/** A site's id: lower-case letters, digits and hyphens, as in its page's address `/p/{id}`. */
export const SITE_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,59}$/;

/** The id of the one site a configuration without `sites` has (ADR 060). */
export const DEFAULT_SITE_ID = 'main';

/**
 * One car park of the shop (ADR 060): where drivers drive to, when it is open, its walk-in
 * tariff and its gates. A shop without `sites` has one, built from the top-level `entrance`,
 * `openingHours` and `parking` (which a configuration with one site may still use).
 */
export const siteSchema = z.object({
  id: z.string().regex(SITE_ID_PATTERN, 'must be lower-case letters, digits and hyphens'),
  /** The car park's name ("Parkhaus am Bahnhof"), per language. */
  name: localizedTextSchema,
  /** Where drivers drive to (the ticket, mail, calendar event and the site list read it). */
  entrance: entranceSchema.optional(),
  /** The entrance as one line, for a site written before `entrance` (`shop.location`). */
  location: z.string().trim().min(1).max(200).optional(),
  /** When the site is open, in its time zone; absent: around the clock. */
  openingHours: openingHoursSchema.optional(),
  /** A phone number or contact line drivers see on the site's page. */
  contact: z
    .object({ phone: z.string().trim().max(40).optional(), line: localizedTextSchema.optional() })
    .optional(),
  /** The walk-in tariff and places of this site; absent: no paying by plate here. */
  parking: parkingSchema.optional(),
  /** The site's time zone (opening hours, open now); absent: the shop's. */
  timeZone: z.string().optional(),
  /** The DATEV cost centre (KOST1) of this site's revenue; absent: none. */
  costCentre: z
    .string()
    .regex(/^[A-Za-z0-9]{1,36}$/, 'at most 36 letters and digits (DATEV KOST1)')
    .optional(),
});
export type SiteConfig = z.infer<typeof siteSchema>;

/** A ticket text (ADR 046): every language's text within the bounds of the ticket's page. */
const ticketTextSchema = localizedTextSchema.refine(
  (t) => (typeof t === 'string' ? [t] : Object.values(t)).every((v) => v === undefined || ticketTextFits(v)),
  `at most ${TICKET_TEXT_MAX} characters in ${TICKET_TEXT_MAX_LINES} lines per language`,
);

const shopConfigObject = z.object({
  shop: z.object({
    /** Shown on tickets and mails and on the demo payment page. */
    name: z.string().min(1),
    /** The operator as seller on bills and creditor in SEPA files (defaults to `name`). */
    legalName: z.string().max(70).optional(),
    /** The operator's postal address: on bills and, structured, in the SEPA bank file. */
    address: z
      .object({
        street: z.string().min(1).max(70),
        buildingNumber: z.string().max(16).default(''),
        zipCode: z.string().min(1).max(16),
        city: z.string().min(1).max(35),
        country: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO country code such as DE'),
      })
      .optional(),
    /**
     * The car park's own address as one line ("Einfahrt Rathausgasse 12, 79098 Freiburg"; ADR
     * 050). Kept for configs written before `entrance` (ADR 054), which takes its place.
     */
    location: z.string().trim().min(1).max(200).optional(),
    /** VAT identification number printed on bills (e.g. DE123456789). */
    vatId: z.string().max(20).optional(),
    /** The tax office's number of the operator (e-invoice BT-32); needed when there is no vatId. */
    taxNumber: z.string().trim().min(1).max(30).optional(),
    /**
     * Who answers questions about a bill (e-invoice BG-6, ADR 061): name, phone, e-mail. The
     * e-mail is also the seller's electronic address (BT-34). Required at start.
     */
    contact: z
      .object({
        name: z.string().trim().min(1).max(100),
        phone: z
          .string()
          .trim()
          .regex(/^\+?[0-9 ()/-]{3,30}$/, 'a phone number such as +49 761 123456'),
        mail: z.string().trim().email().max(200),
      })
      .optional(),
    /**
     * The operator's account for bank transfers (e-invoice payment means 58), when a bill was
     * paid other than by card, online payment page or SEPA debit.
     */
    bankAccount: z
      .object({ iban: z.string().trim().min(15).max(34), bic: z.string().trim().min(8).max(11).optional() })
      .optional(),
    /** Why the prices carry no VAT (e-invoice BT-120), required when vatRatePercent is 0. */
    vatExemptionReason: z.string().trim().min(1).max(200).optional(),
    /** VAT rate of the prices (they include VAT), in percent with at most two decimals. */
    vatRatePercent: z
      .number()
      .min(0)
      .max(100)
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-9, 'at most two decimals')
      .default(19),
    timeZone: z.string().default(DEFAULT_TIME_ZONE),
    language: languageSchema.default('de'),
    theme: themeSchema.default('parkingBlue'),
    /** How long an unpaid reservation holds its place. */
    holdMinutes: z
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(15),
  }),
  styling: z.object({
    websiteName: localizedTextSchema,
    landing: z.object({ header: localizedTextSchema.default('') }).default({ header: '' }),
    footerContent: localizedTextSchema.default(''),
    /**
     * Where the terms and conditions and the privacy notice are (a content page path such as
     * `/agb`, or an https URL): the confirmation step links them beside the order button.
     */
    legalPages: z
      .object({ terms: legalLinkSchema.optional(), privacy: legalLinkSchema.optional() })
      .default({}),
    /**
     * The shop's logo in the head of every mail (ADR 046): an https URL, or a path the shop's
     * host serves (resolved against PUBLIC_URL). Absent: the mail's head shows the shop name.
     */
    logoUrl: z
      .string()
      .refine(
        isLogoUrl,
        `must be a path like /logo.png or an https:// URL (at most ${LOGO_URL_MAX} characters)`,
      )
      .optional(),
    /**
     * What the ticket PDF says beyond the booking (ADR 046): how to enter and leave the car
     * park, and the short line of conditions. Absent: a default per language (the camera
     * reads the plate, or show the ticket; valid for the period and plate shown).
     */
    ticket: z
      .object({ entryExit: ticketTextSchema.optional(), conditions: ticketTextSchema.optional() })
      .default({}),
    navigation: z
      .array(
        navigationEntrySchema.extend({
          title: localizedTextSchema,
          /** The content page behind the entry; `title` defaults to the entry's title. */
          page: z.object({ title: localizedTextSchema.optional(), content: localizedTextSchema }),
        }),
      )
      .default([]),
  }),
  options: z
    .object({
      enableCustomerShop: z.boolean().default(false),
      /**
       * Drivers may open an account themselves (e-mail, password, confirmation link;
       * ADR 043). Off unless a config says so: an existing shop does not suddenly take sign-ups.
       */
      enableSignUp: z.boolean().default(false),
    })
    .default({ enableCustomerShop: false, enableSignUp: false }),
  /** Company accounts (ADR 065). */
  companies: z
    .object({
      /** Customers may sign a company up themselves; it waits for the operator's approval. */
      selfSignUp: z.boolean().default(false),
      /** The first DATEV debitor account (Debitorenkonto, 10000–69999) given to a company. */
      debitorStart: z.number().int().min(10_000).max(69_999).default(10_000),
      /**
       * The credit limit of a company without its own, in cents (ADR 066): what it owes
       * uninvoiced and on open invoices may not pass it by a booking on account.
       */
      defaultCreditLimitCents: z.number().int().min(0).max(1_000_000_000).default(500_000),
    })
    .default({ selfSignUp: false, debitorStart: 10_000, defaultCreditLimitCents: 500_000 }),
  acceptGuestRenewal: z.boolean().default(false),
  /** The walk-in tariff; required when acceptGuestRenewal is on. */
  parking: parkingSchema.optional(),
  maxBookingCount: z.number().int().positive().nullable().default(null),
  /**
   * When the car park is open, in shop.timeZone (ADR 040): hourly periods must lie inside the
   * hours, a day ticket's day must have some. Absent: open around the clock.
   */
  openingHours: openingHoursSchema.optional(),
  /** The car park's entrance (ADR 054); absent: `shop.location`, else the operator's address. */
  entrance: entranceSchema.optional(),
  /**
   * Held, unpaid bookings one visitor may have at a time: a guest per session and client
   * address (IPv6 by its /64), a logged-in account per account (ADR 039).
   */
  maxOpenHoldsPerClient: z.number().int().min(1).max(10_000).default(5),
  /**
   * Open holds of one capacity product one visitor (address, or account) may have at a time,
   * never more than a third of the product's places (at least 1); null: no such cap (ADR 039).
   */
  maxHoldsPerClientPerProduct: z.number().int().min(1).max(10_000).nullable().default(1),
  /**
   * SEPA risk limits (docs/operations/shop-config.md): the largest amount one debit may carry,
   * and how many open debits (not yet exported, or exported and not yet due) one IBAN and one
   * e-mail address may have at a time.
   */
  sepa: z
    .object({
      maxDebitCents: z.number().int().positive().default(50_000),
      maxOpenDebitsPerIban: z.number().int().positive().default(3),
      maxOpenDebitsPerMail: z.number().int().positive().default(3),
    })
    .default({ maxDebitCents: 50_000, maxOpenDebitsPerIban: 3, maxOpenDebitsPerMail: 3 }),
  /** sumup, sepa, mollie or demo; the environment's PAYMENT_PROVIDER overrides it. Never secrets here. */
  paymentProvider: z.enum(['sumup', 'sepa', 'mollie', 'demo']).default('demo'),
  /** Bookkeeping: the DATEV export's numbers and accounts (ADR 024). */
  accounting: accountingSchema.optional(),
  /**
   * Reminder mails (ADR 044): `endReminder` daysBefore days before a permit ends,
   * with a one-click renewal link; `renewalFailure` when a renewal's payment fails. A customer
   * can switch each off in the portal; off here, none is sent to anyone.
   */
  reminders: z
    .object({
      endReminder: z.boolean().default(true),
      daysBefore: z.number().int().min(1).max(60).default(3),
      renewalFailure: z.boolean().default(true),
    })
    .default({ endReminder: true, daysBefore: 3, renewalFailure: true }),
  /**
   * The shop's car parks (ADR 060). Absent: one site (id `main`) built from `entrance` (or
   * `shop.location`), `openingHours` and `parking`.
   */
  sites: z.array(siteSchema).min(1).max(1000).optional(),
  templates: z.array(templateSchema).min(1),
});

export const shopConfigSchema = shopConfigObject
  .superRefine((c, ctx) => {
    sitesProblems(c, (path, message) => ctx.addIssue({ code: 'custom', path, message }));
    try {
      assertTimeZone(c.shop.timeZone);
    } catch {
      ctx.addIssue({
        code: 'custom',
        path: ['shop', 'timeZone'],
        message: `unknown time zone "${c.shop.timeZone}"`,
      });
    }
    const seenPaths = new Map<string, number>();
    c.styling.navigation.forEach((n, i) => {
      if (seenPaths.has(n.urlPath)) {
        ctx.addIssue({
          code: 'custom',
          path: ['styling', 'navigation', i, 'urlPath'],
          message: `duplicate urlPath "${n.urlPath}" (also navigation[${seenPaths.get(n.urlPath)}])`,
        });
      } else seenPaths.set(n.urlPath, i);
    });
    for (const key of ['terms', 'privacy'] as const) {
      const link = c.styling.legalPages[key];
      if (link?.startsWith('/') && !seenPaths.has(link)) {
        ctx.addIssue({
          code: 'custom',
          path: ['styling', 'legalPages', key],
          message: `no navigation entry has urlPath "${link}"`,
        });
      }
    }
    if (c.acceptGuestRenewal && !c.parking && !c.sites?.some((s) => s.parking)) {
      ctx.addIssue({
        code: 'custom',
        path: ['parking'],
        message: 'is required when acceptGuestRenewal is true (the walk-in tariff)',
      });
    }
    const seenIds = new Map<string, number>();
    c.templates.forEach((t, i) => {
      if (t.id === WALK_IN_TEMPLATE_ID) {
        ctx.addIssue({
          code: 'custom',
          path: ['templates', i, 'id'],
          message: `"${WALK_IN_TEMPLATE_ID}" is reserved for stays paid by plate`,
        });
      } else if (seenIds.has(t.id)) {
        ctx.addIssue({ code: 'custom', path: ['templates', i, 'id'], message: `duplicate id "${t.id}"` });
      } else seenIds.set(t.id, i);
    });
  })
  .transform(withSites);

type ParsedShopConfig = z.infer<typeof shopConfigObject>;

/**
 * The one place the shop's sites come from (ADR 060): a configuration without `sites` is one
 * site built from its top-level `entrance`, `shop.location`, `openingHours` and `parking`; a
 * configuration with one site may still set those at the top, and they fill that site. After
 * this, every reader finds the car park's settings on its site and every template names its sites.
 */
function withSites(c: ParsedShopConfig) {
  const { parking, openingHours, entrance, sites, ...rest } = c;
  const { location, ...shop } = c.shop;
  const legacy = {
    ...(entrance ? { entrance } : {}),
    ...(location ? { location } : {}),
    ...(openingHours ? { openingHours } : {}),
    ...(parking ? { parking } : {}),
  };
  const resolved: SiteConfig[] = sites
    ? sites.length === 1
      ? [{ ...sites[0], ...legacy }]
      : sites
    : [{ id: DEFAULT_SITE_ID, name: c.shop.name, ...legacy }];
  const only = resolved.length === 1 ? [resolved[0].id] : undefined;
  return {
    ...rest,
    shop,
    sites: resolved,
    templates: c.templates.map((t) => ({ ...t, siteIds: t.siteIds ?? only ?? [] })),
  };
}

/** The rules of `sites` and `siteIds` that one field's schema cannot say. */
function sitesProblems(c: ParsedShopConfig, issue: (path: (string | number)[], message: string) => void) {
  const sites = c.sites;
  const ids = new Set<string>();
  sites?.forEach((s, i) => {
    if (ids.has(s.id)) issue(['sites', i, 'id'], `duplicate site id "${s.id}"`);
    ids.add(s.id);
    if (s.timeZone !== undefined) {
      try {
        assertTimeZone(s.timeZone);
      } catch {
        issue(['sites', i, 'timeZone'], `unknown time zone "${s.timeZone}"`);
      }
    }
  });
  const several = (sites?.length ?? 1) > 1;
  if (several) {
    for (const key of ['parking', 'openingHours', 'entrance'] as const) {
      if (c[key] !== undefined)
        issue([key], 'belongs to a site when the shop has several (sites[].' + key + ')');
    }
    if (c.shop.location !== undefined) {
      issue(['shop', 'location'], 'belongs to a site when the shop has several (sites[].location)');
    }
  }
  c.templates.forEach((t, i) => {
    if (!t.siteIds) {
      if (several) issue(['templates', i, 'siteIds'], 'is required when the shop has several sites');
      return;
    }
    const seen = new Set<string>();
    t.siteIds.forEach((id, j) => {
      const known = sites ? ids.has(id) : id === DEFAULT_SITE_ID;
      if (!known) issue(['templates', i, 'siteIds', j], `no site has id "${id}"`);
      if (seen.has(id)) issue(['templates', i, 'siteIds', j], `duplicate site id "${id}"`);
      seen.add(id);
    });
    // A capacity is a number of places in one garage: a pool shared between car parks could
    // not be kept at the gates, since the driver chooses the garage only on arrival.
    if (t.capacity !== undefined && t.siteIds.length > 1) {
      issue(['templates', i, 'siteIds'], 'a product with a capacity is valid at one site only');
    }
  });
}

export type ShopConfig = z.output<typeof shopConfigSchema>;
/** A configuration as written (before its sites are resolved). */
export type ShopConfigInput = z.input<typeof shopConfigSchema>;
export type TemplateConfig = ShopConfig['templates'][number];

const DEMO_SHOP_PATHS = {
  'one-site': fileURLToPath(new URL('./demo-shop.json', import.meta.url)),
  town: fileURLToPath(new URL('./demo-town.json', import.meta.url)),
} as const;

/** Validates a parsed config object; `label` prefixes every message (e.g. `SHOP_CONFIG`). */
export function parseShopConfig(raw: unknown, label = 'SHOP_CONFIG'): ShopConfig {
  const r = shopConfigSchema.safeParse(raw);
  if (!r.success) throw new ConfigError(formatIssues(label, r.error.issues));
  return r.data;
}

/**
 * Loads SHOP_CONFIG, or a built-in demo shop when it is unset: the one-site car park unless
 * `demo` asks for the town of three (the server's DEMO_SHOP).
 */
export function loadShopConfig(
  path: string | undefined,
  demo: keyof typeof DEMO_SHOP_PATHS = 'one-site',
): ShopConfig {
  const file = path ?? DEMO_SHOP_PATHS[demo];
  const label = path ? 'SHOP_CONFIG' : 'built-in demo shop';
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new ConfigError(`${label}: cannot read ${file} (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new ConfigError(`${label}: ${file} is not valid JSON (${(e as Error).message})`);
  }
  return parseShopConfig(json, label);
}

/** A template's name in the booking's language (undefined for a template no longer configured). */
export function templateName(
  shop: ShopConfig,
  template: TemplateConfig | undefined,
  language: string,
): string | undefined {
  if (!template) return undefined;
  const lang = isLanguageCode(language) ? language : shop.shop.language;
  return localize(template.name, lang, shop.shop.language);
}

/**
 * The configured templates plus, when the shop has a walk-in tariff, the walk-in template
 * (ADR 020), for everything that looks a paid booking's template up (payments, bills, tickets,
 * mails, SEPA, portal): its name is parking.name, it has no capacity and no cancellation.
 * Booking (price, reserve, the template list) keeps the configured templates only, so nobody
 * can reserve "walk-in" through the booking flow.
 */
export function templatesWithWalkIn(shop: ShopConfig): ReadonlyMap<string, TemplateConfig> {
  const map = new Map<string, TemplateConfig>(shop.templates.map((t) => [t.id, t]));
  // Every site's stays are bookings of this one id; the booking's site_id says where, and its
  // price was computed with that site's tariff when it was paid.
  const withParking = shop.sites.filter((s) => s.parking);
  const parking = withParking[0]?.parking;
  if (parking) {
    const step = parking.stepDuration;
    map.set(WALK_IN_TEMPLATE_ID, {
      id: WALK_IN_TEMPLATE_ID,
      type: 'oneTime',
      name: parking.name,
      description: '',
      benefits: [],
      requiredContactDetails: 'MailOnly',
      requestedIdentifierSources: ['lp'],
      reservationSlotDetails: {
        stepDuration: step,
        startBefore: step,
        bookUntil: step,
        minDuration: step,
        maxDuration: step,
      },
      tariff: parking.tariff,
      siteIds: withParking.map((s) => s.id),
    });
  }
  return map;
}

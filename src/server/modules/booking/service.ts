import { isCountryCode } from '../../../shared/domain/country';
import { randomUUID } from 'node:crypto';
import { missingContactFields, isValidMail } from '../../../shared/domain/contact';
import { checkIdentifications, normalizePlate, plateKeyOf } from '../../../shared/domain/plate';
import { computePrice } from '../../../shared/domain/price';
import { MAX_AVAILABILITY_SLOTS } from '../../../shared/domain/availability';
import { occupancyGridOf, occupancySlotOf } from '../../../shared/domain/occupancy';
import {
  isDayOrLonger,
  NOW_START_AHEAD,
  periodFor,
  slotBounds,
  slotIndexAtOrAfter,
  slotStart,
  type Period,
} from '../../../shared/domain/slots';
import { addDuration, DAY, startOfDayInZone } from '../../../shared/domain/time';
import { closedIntervals, periodIsOpen } from '../../../shared/domain/opening-hours';
import type {
  AvailabilityQuery,
  AvailabilityResponse,
  BookingConfig,
  Contact,
  OpeningHours,
  PermissionTemplate,
  PriceRequest,
  PriceResponse,
  ReservationResponse,
  ReserveRequest,
  RetryResponse,
} from '../../../shared/schemas/booking';
import type { OrderTerms } from '../../../shared/schemas/order';
import { WALK_IN_TEMPLATE_ID, type ShopConfig, type TemplateConfig } from '../../config/shop-config';
import { localize, perLanguage, type LocalizedText } from '../../config/localized';
import { isLanguageCode, type LanguageCode } from '../../../shared/i18n/languages';
import { DomainError } from '../../errors';
import { ProviderError, type PaymentProvider } from '../../payments/port';
import type { PaymentInbox, PaymentService } from '../payments';
import { ROTATION_GRACE_MS, type LiveSession, type SessionService } from '../../platform/customers/sessions';
import {
  BookingLimitReached,
  TooManyHolds,
  type BookingRepository,
  type HoldLimit,
  type SessionWrite,
} from './repository';
import type { BookingRow, NewBooking, PaymentRow } from '../../db/rows';
import { occupancyOf, type OccupancyGrid } from './occupancy';
import type { DbExecutor } from '../../db/executor';

/** The booking fields reserve and reserveWalkIn decide; hold() adds id, status, hold and address. */
type HoldBooking = Omit<
  NewBooking,
  'id' | 'status' | 'holdUntil' | 'clientAddress' | 'createdAt' | 'sessionId'
> & {
  templateId: string;
  startsAt: Date;
  endsAt: Date;
  displayEnd: Date;
  priceCents: number;
  contact: Contact;
};

export interface BookingServiceDeps {
  shop: ShopConfig;
  templates: ReadonlyMap<string, TemplateConfig>;
  repo: BookingRepository;
  payments: PaymentService;
  provider: PaymentProvider;
  publicUrl: string;
  sessions: SessionService;
  /** Asked before a reserve replaces a remote provider's open payment (it may be paid already). */
  inbox: PaymentInbox;
  /** After a new reserve replaced the session's held booking: stop its payment at the provider. */
  onReplaced?: (paymentId: string) => void;
  /** The shop sends mails (SMTP configured): the result page may promise the ticket mail. */
  mailEnabled?: boolean;
}

/** The template as the client sees it, in one language: no tariff, but the lowest price. */
export function toPublicTemplate(
  t: TemplateConfig,
  language: LanguageCode,
  shopLanguage: LanguageCode,
  openingHours?: OpeningHours,
): PermissionTemplate {
  const d = t.reservationSlotDetails;
  const text = (x: LocalizedText) => localize(x, language, shopLanguage);
  return {
    _id: t.id,
    type: t.type,
    info: {
      name: text(t.name),
      description: text(t.description),
      benefits: t.benefits.map(text),
      priceFrom: computePrice(t.tariff, d.minDuration / d.stepDuration, d.stepDuration),
      // The cap as priceBreakdown applies it: only where a day holds more than one step.
      ...(t.tariff.dailyCap !== undefined && d.stepDuration < DAY ? { dailyCap: t.tariff.dailyCap } : {}),
    },
    requiredContactDetails: t.requiredContactDetails,
    requestedIdentifierSources: t.requestedIdentifierSources,
    reservationSlotDetails: d,
    ...(t.capacity !== undefined ? { capacity: t.capacity } : {}),
    ...(openingHours ? { openingHours } : {}),
  };
}

/** Who reserves: the live session (if any), the client address, and where the new token goes. */
export interface ReserveClient {
  session: LiveSession | undefined;
  /** The visitor's address behind a trusted proxy, an IPv6 one by its /64 (platform/http/client-address.ts): unpaid holds are limited per address. */
  address: string | undefined;
  /**
   * Receives the session's new cookie token once it is stored. Called before any error that
   * follows the commit (a provider outage), so the visitor keeps the session either way.
   */
  onToken: (token: string) => void;
  /**
   * The logged-in customer (resolveCustomer), if any: the mail is the account's whatever the
   * body says, the booking belongs to the account and counts against maxBookingCount.
   */
  customer?: { id: string; mail: string; contact: Contact };
}

/** JSON with sorted keys: jsonb does not keep the order in which the keys were written. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>)
      .filter(([, x]) => x !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${canonical(x)}`).join(',')}}`;
  }
  return JSON.stringify(v);
}

/** A memoised periodFor answer, with the occupancy slot of its start for a capacity template. */
type PeriodMemo = ReturnType<typeof periodFor> | { ok: true; period: Period; occupancyFrom: Date };

/** Bounded memo of periods; a full map is simply dropped (cheap, and hits recover within a step). */
const PERIOD_CACHE_LIMIT = 20_000;

/**
 * What other modules read of a session's booking (checkout, SEPA): they ask the booking module,
 * which owns the bookings and sessions it queries, instead of its repository.
 */
export type SessionBookings = Pick<BookingService, 'sessionState' | 'paidTwin'>;

export class BookingService {
  private readonly publicTemplates: Record<LanguageCode, PermissionTemplate[]>;
  private readonly periods = new Map<string, PeriodMemo>();
  private today: { start: number; end: number } = { start: 0, end: 0 };
  private readonly config: Record<LanguageCode, BookingConfig>;
  private readonly shopLanguage: LanguageCode;

  constructor(private readonly deps: BookingServiceDeps) {
    const shopLanguage = deps.shop.shop.language;
    this.shopLanguage = shopLanguage;
    this.publicTemplates = perLanguage((lang) =>
      [...deps.templates.values()].map((t) => toPublicTemplate(t, lang, shopLanguage, deps.shop.openingHours)),
    );
    this.config = perLanguage((lang) => ({
      permissionTemplates: this.publicTemplates[lang],
      acceptGuestRenewal: deps.shop.acceptGuestRenewal,
      maxBookingCount: deps.shop.maxBookingCount,
    }));
  }
  /** The session's current booking with its payment and permission (checkout, SEPA form). */
  sessionState(sessionId: string) {
    return this.deps.repo.sessionState(sessionId);
  }

  /**
   * A paid booking of this session with the same template, period and plate: a "pay again"
   * whose first payment succeeded late after all (checkout answers its ticket).
   */
  paidTwin(
    sessionId: string,
    b: { templateId: string; startsAt: Date; endsAt: Date; plateKey: string | null },
  ) {
    return this.deps.repo.paidTwin(sessionId, b);
  }

  /** `language` is the visitor's (the `lang` query); without it the shop language. */
  getConfig(language?: LanguageCode): BookingConfig {
    return this.config[language ?? this.shopLanguage];
  }

  /** What the confirmation step states beside the order button (GET /api/booking/order-terms). */
  orderTerms(): OrderTerms {
    const { shop, styling } = this.deps.shop;
    return {
      vatRatePercent: shop.vatRatePercent,
      termsUrl: styling.legalPages.terms ?? null,
      privacyUrl: styling.legalPages.privacy ?? null,
      ticketMail: this.deps.mailEnabled ?? false,
    };
  }

  getTemplates(language?: LanguageCode): PermissionTemplate[] {
    return this.publicTemplates[language ?? this.shopLanguage];
  }

  /**
   * Price of a period, from the template's tariff only. Without a capacity this is pure
   * computation; with one it costs one count over the period's occupancy slots (ADR 049).
   */
  async price(req: PriceRequest, now: Date): Promise<PriceResponse> {
    const template = this.template(req.templateId);
    const { period, occupancyFrom } = this.periodAndSlot(template, req.startTime, req.slotCount, now);
    const bookedOut =
      template.capacity !== undefined &&
      (await this.deps.repo.countActiveOverlaps(template.id, occupancyFrom!, period.end, now)) >=
        template.capacity;
    return this.priceResponse(template, period, bookedOut);
  }

  /**
   * Free places per slot for the slots starting in [from, to), clamped to the template's
   * window (the current slot up to bookUntil). The grid comes from the shared slot functions,
   * so it is the one price and reserve check; the loads come from one query over the occupancy
   * rows of the answered slots (ADR 049). Without a capacity
   * the answer is "unlimited" and no query runs. An explicit range of more than
   * MAX_AVAILABILITY_SLOTS slots is refused (400 RANGE_TOO_LARGE); without `to` the answer
   * stops at that many slots and says so in its `to`.
   */
  async availability(q: AvailabilityQuery, now: Date): Promise<AvailabilityResponse> {
    const template = this.template(q.templateId);
    const zone = this.deps.shop.shop.timeZone;
    const b = slotBounds(template.reservationSlotDetails, now, zone);
    // The starts' grid (ADR 048: days for a month permit that starts on any day), so the client
    // can sum the loads of a period from any start it offers.
    const step = b.grid;
    const windowEnd = slotStart(b.first, b.maxEndIndex, step, zone);
    const from = q.from ? new Date(q.from) : b.first;
    const to = q.to ? new Date(q.to) : windowEnd;
    if (from.getTime() >= to.getTime()) {
      throw new DomainError('RANGE_INVALID', '`from` must lie before `to`');
    }
    // Slots k0 .. kEnd-1 are answered: index arithmetic first, so an unlimited template (or a
    // refused range) costs no walk over its slots.
    const k0 = slotIndexAtOrAfter(from, step, b.first, zone);
    let kEnd = Math.max(k0, Math.min(b.maxEndIndex, slotIndexAtOrAfter(to, step, b.first, zone)));
    const truncated = kEnd - k0 > MAX_AVAILABILITY_SLOTS;
    if (truncated) {
      if (q.to) {
        throw new DomainError(
          'RANGE_TOO_LARGE',
          `At most ${MAX_AVAILABILITY_SLOTS} slots per call; ask for a shorter range`,
          { maxSlots: MAX_AVAILABILITY_SLOTS },
        );
      }
      kEnd = k0 + MAX_AVAILABILITY_SLOTS;
    }
    const answeredTo = truncated
      ? slotStart(b.first, kEnd, step, zone)
      : new Date(Math.min(to.getTime(), windowEnd.getTime()));
    const answeredFrom = new Date(
      Math.min(Math.max(from.getTime(), b.first.getTime()), answeredTo.getTime()),
    );
    const closed = closedIntervals(this.deps.shop.openingHours, answeredFrom, answeredTo, zone);
    const base = {
      templateId: template.id,
      from: answeredFrom.toISOString(),
      to: answeredTo.toISOString(),
      ...(this.deps.shop.openingHours
        ? { closed: closed.map((c) => ({ from: c.from.toISOString(), to: c.to.toISOString() })) }
        : {}),
    };
    const capacity = template.capacity;
    if (capacity === undefined || kEnd <= k0) {
      return { ...base, capacity: capacity ?? null, slots: [] };
    }
    // Slot boundaries: the n starts and the end of the last slot.
    const bounds: Date[] = [];
    for (let k = k0; k <= kEnd; k++) bounds.push(slotStart(b.first, k, step, zone));
    const loads = await this.deps.repo.slotLoads(template.id, bounds, now);
    return {
      ...base,
      capacity,
      slots: loads.map((l) => ({
        startTime: bounds[l.index].toISOString(),
        // A capacity lowered in the config below the bookings already made reads as full.
        free: Math.max(0, capacity - l.taken),
        startsHere: l.startsHere,
      })),
    };
  }

  /**
   * Holds a place for the period and opens a payment. Every reserve gives the session a new
   * cookie token (the old one stops working), so a planted cookie gains nothing. A reserve that
   * repeats the session's pending booking (a reload of the payment page) answers that same
   * reservation and payment instead of opening a second one (ADR 012).
   */
  async reserve(req: ReserveRequest, client: ReserveClient, now: Date): Promise<ReservationResponse> {
    const template = this.template(req.selection.templateId);
    const period = this.period(template, req.selection.startTime, req.selection.slotCount, now);
    req = withAccountContact(req, client.customer, template);
    const missing = missingContactFields(template.requiredContactDetails, req.contact);
    if (missing.length > 0) {
      throw new DomainError('CONTACT_FIELD_MISSING', 'Required contact fields are missing', {
        fields: missing,
      });
    }
    const mail = req.contact.mail!.trim();
    if (!isValidMail(mail)) throw new DomainError('INVALID_MAIL', 'The e-mail address is not valid');
    const country = req.contact.address?.country?.trim();
    // Bills and the SEPA bank file carry it: an ISO 3166 code, as the address form sends.
    if (country && !isCountryCode(country)) {
      throw new DomainError('COUNTRY_INVALID', 'The address country is not an ISO 3166 code');
    }
    const ids = checkIdentifications(template.requestedIdentifierSources, req.identifications);
    if (!ids.ok) throw new DomainError(ids.code, identificationMessage(ids.code));
    const contact = { ...req.contact, mail };
    const plateKey = plateKeyOf(ids.identifications);
    // A reload, the back button or a second tab repeating a booking this session has paid: the
    // ticket, never a second charge (issue 16).
    if (client.session) {
      await this.refuseIfPaid(client.session.id, {
        templateId: template.id,
        startsAt: period.start,
        endsAt: period.end,
        plateKey,
      });
    }
    // The client's priceResponse is ignored: the tariff decides.
    const price = this.priceResponse(template, period, false);
    return this.hold(
      {
        booking: {
          ...periodColumns(template, period, price),
          contact,
          identifications: ids.identifications,
          plateKey,
          language: req.language ?? this.deps.shop.shop.language,
          customerId: client.customer?.id ?? null,
        },
        capacity: this.capacityOf(template),
        bookingCap:
          client.customer && this.deps.shop.maxBookingCount !== null
            ? { customerId: client.customer.id, max: this.deps.shop.maxBookingCount }
            : undefined,
        description: `${this.deps.shop.shop.name}: ${localize(template.name, req.language ?? this.shopLanguage, this.shopLanguage)}`,
        same: (b) =>
          b.templateId === template.id &&
          b.startsAt.getTime() === period.start.getTime() &&
          b.slotCount === period.slotCount &&
          canonical(b.contact) === canonical(contact) &&
          canonical(b.identifications) === canonical(ids.identifications),
        bookedOut: () =>
          new DomainError(
            'BOOKED_OUT',
            'This period is booked out',
            this.priceResponse(template, period, true),
          ),
      },
      client,
      now,
    );
  }

  /**
   * "Pay again" after a failed or cancelled payment (issue 16): while the session's booking is
   * within its hold, a new payment for the same booking data, with no new data entry: a new held
   * booking copied from the stored one (one payment per booking row, as the payment lists,
   * SEPA and refunds assume), with the same price and the same hold end, through the path of
   * reserve (capacity, hold limits, session token). An open payment is resumed, a paid one
   * answers 409 ALREADY_PAID with the permission; after the hold, 409 HOLD_LAPSED: the client
   * reserves again from the booking data it kept (the period, price and place are decided anew).
   */
  async retry(client: ReserveClient, now: Date): Promise<RetryResponse> {
    const state = client.session ? await this.deps.repo.sessionState(client.session.id) : null;
    if (!state) throw new DomainError('NO_BOOKING', 'There is no booking in this session');
    const { booking, payment, permission } = state;
    if (payment.status === 'paid' && permission) throw alreadyPaid(permission);
    // The first payment of these data may have succeeded late, after an earlier "pay again".
    await this.refuseIfPaid(client.session!.id, booking);
    const template = this.deps.templates.get(booking.templateId);
    if (
      !template ||
      booking.status === 'cancelled' ||
      !booking.holdUntil ||
      booking.holdUntil.getTime() <= now.getTime()
    ) {
      throw new DomainError('HOLD_LAPSED', 'The hold has ended; reserve again');
    }
    const res = await this.hold(
      {
        booking: {
          templateId: booking.templateId,
          startsAt: booking.startsAt,
          endsAt: booking.endsAt,
          displayEnd: booking.displayEnd,
          slotCount: booking.slotCount,
          priceCents: booking.priceCents,
          contact: booking.contact,
          identifications: booking.identifications,
          plateKey: booking.plateKey,
          language: booking.language,
          customerId: booking.customerId,
        },
        capacity: this.capacityOf(template),
        bookingCap:
          booking.customerId && this.deps.shop.maxBookingCount !== null
            ? { customerId: booking.customerId, max: this.deps.shop.maxBookingCount }
            : undefined,
        holdUntil: booking.holdUntil,
        description: `${this.deps.shop.shop.name}: ${localize(template.name, isLanguageCode(booking.language) ? booking.language : this.shopLanguage, this.shopLanguage)}`,
        // Only the very booking's open payment is resumed (a double click on "pay again").
        same: (b) => b.id === booking.id,
        bookedOut: () =>
          new DomainError('BOOKED_OUT', 'This period is booked out', {
            priceToBePaid: booking.priceCents,
            startTime: booking.startsAt.toISOString(),
            endTime: booking.displayEnd.toISOString(),
            bookedOut: true,
          }),
      },
      client,
      now,
    );
    return { ...res, templateId: booking.templateId };
  }

  /**
   * What a permit's renewal would be now (the reminder mail shows it): the next period and its
   * price at the current tariff, or undefined when the template is no longer sold.
   */
  renewalQuote(previous: Pick<BookingRow, 'templateId' | 'endsAt' | 'slotCount'>): PriceResponse | undefined {
    const template = this.deps.templates.get(previous.templateId);
    return template ? this.priceResponse(template, this.renewalPeriod(template, previous), false) : undefined;
  }

  /** The period right after the permit's end, as many steps long. */
  private renewalPeriod(t: TemplateConfig, previous: Pick<BookingRow, 'endsAt' | 'slotCount'>): Period {
    const step = t.reservationSlotDetails.stepDuration;
    const zone = this.deps.shop.shop.timeZone;
    const end = slotStart(previous.endsAt, previous.slotCount, step, zone);
    return {
      start: previous.endsAt,
      end,
      displayEnd: isDayOrLonger(step) ? new Date(end.getTime() - 1000) : end,
      slotCount: previous.slotCount,
      slot: occupancySlotOf(occupancyGridOf(t.reservationSlotDetails), previous.endsAt, zone),
    };
  }

  /**
   * A reminder's one-click renewal (issue 19, ADR 044): the permit's next period, right after
   * its end and as long, at the template's current tariff, held as this session's booking with
   * its payment (nothing is charged until the driver pays). The slot grid of the period screen
   * does not apply: the renewal continues the permit where it ends. Throws RENEWAL_UNAVAILABLE
   * when the template is gone or the permit has ended.
   */
  async reserveRenewal(
    previous: Pick<
      BookingRow,
      'templateId' | 'endsAt' | 'slotCount' | 'contact' | 'identifications' | 'plateKey' | 'language' | 'customerId'
    >,
    client: ReserveClient,
    now: Date,
    /** The account logged in (and allowed to act) in the session that uses the link, if any. */
    actingCustomerId?: string,
  ): Promise<RetryResponse> {
    const template = this.deps.templates.get(previous.templateId);
    if (!template || previous.endsAt.getTime() <= now.getTime()) {
      throw new DomainError('RENEWAL_UNAVAILABLE', 'This permit can no longer be renewed online');
    }
    const period = this.renewalPeriod(template, previous);
    const price = this.priceResponse(template, period, false);
    const language = isLanguageCode(previous.language) ? previous.language : this.shopLanguage;
    const res = await this.hold(
      {
        booking: {
          ...periodColumns(template, period, price),
          contact: previous.contact,
          identifications: previous.identifications,
          plateKey: previous.plateKey,
          language,
          // The permit's account owns the renewal only when its own session uses the link: the
          // link is a mail's, and whoever holds it must not act as the account (ADR 057).
          customerId:
            previous.customerId !== null && actingCustomerId === previous.customerId
              ? previous.customerId
              : null,
        },
        capacity: this.capacityOf(template),
        description: `${this.deps.shop.shop.name}: ${localize(template.name, language, this.shopLanguage)}`,
        same: (b) =>
          b.templateId === template.id &&
          b.startsAt.getTime() === period.start.getTime() &&
          b.slotCount === period.slotCount &&
          b.plateKey === previous.plateKey,
        bookedOut: () =>
          new DomainError('BOOKED_OUT', 'This period is booked out', this.priceResponse(template, period, true)),
      },
      client,
      now,
    );
    return { ...res, templateId: template.id };
  }

  private async refuseIfPaid(
    sessionId: string,
    b: { templateId: string; startsAt: Date; endsAt: Date; plateKey: string | null },
  ): Promise<void> {
    const permission = await this.deps.repo.paidTwin(sessionId, b);
    if (permission) throw alreadyPaid(permission);
  }

  /**
   * A walk-in booking (pay by plate, ADR 020): the stay's unpaid time as a held booking of the
   * reserved walk-in template with its payment, made the session's current booking, through the
   * very path of reserve (same provider, hold limits, session token, resume on reload). The
   * renewal service has computed the price; no capacity (the car is parked already).
   */
  async reserveWalkIn(
    w: {
      stayId: string;
      plate: string;
      plateKey: string;
      mail: string;
      startsAt: Date;
      endsAt: Date;
      slotCount: number;
      priceCents: number;
      language: string;
      description: string;
    },
    client: ReserveClient,
    now: Date,
  ): Promise<ReservationResponse> {
    // Stored in the one display form (shared/domain/plate.ts), like a booking's plate.
    const identifications = [{ source: 'lp' as const, code: normalizePlate(w.plate) }];
    const contact: Contact = { mail: w.mail };
    return this.hold(
      {
        booking: {
          templateId: WALK_IN_TEMPLATE_ID,
          startsAt: w.startsAt,
          endsAt: w.endsAt,
          displayEnd: w.endsAt,
          slotCount: w.slotCount,
          priceCents: w.priceCents,
          contact,
          identifications,
          plateKey: w.plateKey,
          stayId: w.stayId,
          language: w.language,
          customerId: client.customer?.id ?? null,
        },
        description: w.description,
        same: (b) =>
          b.templateId === WALK_IN_TEMPLATE_ID &&
          b.stayId === w.stayId &&
          b.startsAt.getTime() === w.startsAt.getTime() &&
          b.endsAt.getTime() === w.endsAt.getTime() &&
          b.priceCents === w.priceCents &&
          canonical(b.contact) === canonical(contact),
        // No capacity for walk-ins: only a stay that vanished under a late camera read refuses.
        bookedOut: () =>
          new DomainError('STAY_NOT_FOUND', 'The stay is no longer known; look the plate up again'),
      },
      client,
      now,
    );
  }

  /**
   * The common tail of reserve and reserveWalkIn: new session token, resume of the session's
   * identical pending booking, the held booking and its payment in one transaction (hold limits,
   * capacity, the previous hold released), then the payment opened at the provider.
   */
  private async hold(
    input: {
      booking: HoldBooking;
      capacity?: { max: number; grid: OccupancyGrid };
      bookingCap?: { customerId: string; max: number };
      /** Default: now plus the shop's hold time; a retry keeps its booking's hold end. */
      holdUntil?: Date;
      description: string;
      same: (b: BookingRow) => boolean;
      bookedOut: () => DomainError;
    },
    client: ReserveClient,
    now: Date,
  ): Promise<ReservationResponse> {
    const { sessions } = this.deps;
    const fresh = sessions.newToken();
    const createdAt = client.session?.createdAt ?? now;
    const session: SessionWrite = {
      // A token the server does not know (or an expired one) is not adopted: a new session.
      id: client.session?.id ?? randomUUID(),
      tokenHash: fresh.hash,
      // A replaced token (within its grace) is no longer current: it never rotates again.
      replaces: client.session?.current ? client.session.presentedHash : undefined,
      graceUntil: new Date(now.getTime() + ROTATION_GRACE_MS),
      createdAt,
      expiresAt: sessions.expiresAt(createdAt, now),
    };

    if (client.session) {
      const state = await this.deps.repo.sessionState(client.session.id);
      if (state) {
        const resumed = input.same(state.booking) ? resumable(state.booking, state.payment, now) : undefined;
        const rotation = resumed ? await this.deps.repo.rotateSession(session, now) : 'gone';
        if (resumed && rotation !== 'gone') {
          if (rotation === 'rotated') client.onToken(fresh.token);
          return resumed;
        }
        // About to be replaced: a payment the payer already authorised is settled, not cancelled.
        await this.deps.inbox.askIfOpen(state.payment, 'replace-check', now);
      }
    }

    const priceCents = input.booking.priceCents;
    const free = priceCents === 0;
    const bookingId = randomUUID();
    const paymentId = randomUUID();
    const holdUntil = input.holdUntil ?? new Date(now.getTime() + this.deps.shop.shop.holdMinutes * 60_000);
    let replaced: string | undefined;
    let outcome;
    try {
      outcome = await this.deps.repo.reserve({
        booking: {
          ...input.booking,
          id: bookingId,
          status: 'held',
          holdUntil,
          clientAddress: client.address ?? null,
          createdAt: now,
        },
        payment: {
          id: paymentId,
          provider: free ? 'none' : this.deps.provider.name,
          amountCents: priceCents,
          method: free ? 'None' : null,
        },
        capacity: input.capacity,
        session,
        holds: this.holdLimit(input, client, session.id),
        bookingCap: input.bookingCap,
        now,
        releasePrevious: (tx, prevPaymentId, prevBookingId) => {
          replaced = prevPaymentId;
          return this.deps.payments.markExpired(tx, prevPaymentId, prevBookingId, 'replaced', now);
        },
      });
    } catch (e) {
      if (e instanceof BookingLimitReached) {
        throw new DomainError('BOOKING_LIMIT_REACHED', 'The account has as many permissions as it may have', {
          maxBookingCount: this.deps.shop.maxBookingCount,
        });
      }
      if (!(e instanceof TooManyHolds)) throw e;
      throw new DomainError(
        'TOO_MANY_HOLDS',
        'Too many unpaid reservations from this visitor or of this product; pay one or wait until one lapses',
        undefined,
        Math.max(1, Math.ceil((e.retryAt.getTime() - now.getTime()) / 1000)),
      );
    }
    if (outcome === 'booked-out') throw input.bookedOut();
    // Only the request that replaced the token sets the cookie (see ROTATION_GRACE_MS).
    if (outcome.rotated) client.onToken(fresh.token);
    if (replaced) this.deps.onReplaced?.(replaced);

    const base = {
      priceToBePaid: priceCents,
      startTime: input.booking.startsAt.toISOString(),
      endTime: input.booking.displayEnd.toISOString(),
      paymentId,
    };
    if (free) {
      await this.deps.payments.settlePaid(paymentId, 'zero-price', now);
      return { ...base, paymentMethod: 'None' };
    }
    let created;
    try {
      created = await this.deps.provider.createPayment({
        paymentId,
        bookingId,
        amountCents: priceCents,
        description: input.description,
        validUntil: holdUntil,
        returnPath: input.booking.templateId === WALK_IN_TEMPLATE_ID ? '/checkout/renew' : '/checkout',
      });
    } catch (e) {
      // The provider could not open the payment: give the place back at once. Nothing can be
      // charged (the browser never saw a payment to pay), and a new reserve starts afresh.
      await this.deps.payments.settleFailed(paymentId, 'provider-error', now);
      if (e instanceof ProviderError) {
        throw e.kind === 'unavailable'
          ? new DomainError('PROVIDER_UNAVAILABLE', 'The payment provider does not answer; please try again')
          : new DomainError('PROVIDER_ERROR', 'The payment provider refused the payment');
      }
      throw e;
    }
    await this.deps.payments.recordProviderRef(paymentId, created.providerRef, created.method, now, {
      redirectUrl: created.redirectUrl,
      widgetUrl: created.widgetUrl,
    });
    return reservationOf(
      { ...base, paymentMethod: created.method },
      created.providerRef,
      created.widgetUrl,
      created.redirectUrl,
    );
  }

  /**
   * The open-holds caps of this reserve (ADR 039, ADR 057). A guest counts per session and
   * address, never per e-mail (typing a stranger's mail must not block them); a logged-in
   * account per session and account, and also per address until it has a paid booking (free
   * sign-ups would otherwise each get their own caps); a payment by plate per session and
   * address, never per account or mail. A capacity product is held at most
   * `maxHoldsPerClientPerProduct` times per client, never more than a third of its places.
   */
  private holdLimit(
    input: { booking: HoldBooking; capacity?: { max: number } },
    client: ReserveClient,
    sessionId: string,
  ): HoldLimit {
    const walkIn = input.booking.templateId === WALK_IN_TEMPLATE_ID;
    const customerId = walkIn ? undefined : (input.booking.customerId ?? undefined);
    const perProduct =
      input.capacity === undefined
        ? null
        : holdsPerClientPerProduct(input.capacity.max, this.deps.shop.maxHoldsPerClientPerProduct);
    return {
      max: this.deps.shop.maxOpenHoldsPerClient,
      sessionId,
      clientAddress: client.address,
      customerId,
      ...(perProduct !== null
        ? { perProduct: { templateId: input.booking.templateId, max: perProduct } }
        : {}),
    };
  }

  private template(id: string): TemplateConfig {
    const t = this.deps.templates.get(id);
    if (!t) throw new DomainError('TEMPLATE_NOT_FOUND', `Unknown template ${id}`);
    return t;
  }

  /** A capacity template's places and occupancy grid (ADR 049); undefined: unlimited. */
  private capacityOf(t: TemplateConfig): { max: number; grid: OccupancyGrid } | undefined {
    const grid = occupancyOf(t, this.deps.shop.shop.timeZone);
    return t.capacity !== undefined && grid ? { max: t.capacity, grid } : undefined;
  }

  /**
   * For a start later than a few minutes from now, periodFor depends on `now` only through the
   * first slot (the one containing now), and its time-zone work costs more than the rest of a
   * price call, so those results are memoised per first slot. Local midnight is recomputed once a day, the first slot from it by arithmetic.
   */
  private period(t: TemplateConfig, startTime: string, slotCount: number, now: Date): Period {
    return this.periodAndSlot(t, startTime, slotCount, now).period;
  }

  /**
   * The period and, for a capacity template, the start of the occupancy slot that holds the
   * period's start (where the price call's count begins), memoised together.
   */
  private periodAndSlot(
    t: TemplateConfig,
    startTime: string,
    slotCount: number,
    now: Date,
  ): { period: Period; occupancyFrom: Date | undefined } {
    const zone = this.deps.shop.shop.timeZone;
    const step = t.reservationSlotDetails.stepDuration;
    const ms = now.getTime();
    if (ms < this.today.start || ms >= this.today.end) {
      const midnight = startOfDayInZone(now, zone);
      this.today = { start: midnight.getTime(), end: addDuration(midnight, DAY, zone).getTime() };
    }
    const first =
      step >= DAY
        ? this.today.start
        : this.today.start + Math.floor((ms - this.today.start) / (step * 1000)) * step * 1000;
    const key = `${t.id}|${first}|${slotCount}|${startTime}`;
    // A start near the clock is decided by the minute, not by the first slot (ADR 052: a
    // booking from now is accepted only a few minutes either side of it): never memoised.
    const cacheable = Date.parse(startTime) > ms + NOW_START_AHEAD * 1000;
    let r: PeriodMemo | undefined = cacheable ? this.periods.get(key) : undefined;
    if (!r) {
      const p = periodFor(t.reservationSlotDetails, new Date(startTime), slotCount, now, zone);
      const grid = occupancyOf(t, zone);
      r = p.ok && grid ? { ...p, occupancyFrom: occupancySlotOf(grid.grid, p.period.start, zone) } : p;
      if (this.periods.size >= PERIOD_CACHE_LIMIT) this.periods.clear();
      if (cacheable) this.periods.set(key, r);
    }
    if (!r.ok) throw new DomainError(r.code, slotMessage(r.code));
    if (!periodIsOpen(this.deps.shop.openingHours, r.period.start, r.period.end, step, zone)) {
      throw new DomainError('CAR_PARK_CLOSED', 'The car park is closed during (part of) this period');
    }
    return { period: r.period, occupancyFrom: 'occupancyFrom' in r ? r.occupancyFrom : undefined };
  }

  private priceResponse(t: TemplateConfig, p: Period, bookedOut: boolean): PriceResponse {
    return {
      priceToBePaid: computePrice(t.tariff, p.slotCount, t.reservationSlotDetails.stepDuration),
      startTime: p.start.toISOString(),
      endTime: p.displayEnd.toISOString(),
      bookedOut,
    };
  }

  /**
   * An erased account's bookings lose contact and plates (issue 17, ADR 033), in the caller's
   * transaction so the erasure is one step. Bills and credit notes keep their own buyer copy.
   */
  anonymiseCustomerBookings(customerId: string, tx?: DbExecutor): Promise<number> {
    return this.deps.repo.anonymise({ customerId }, tx);
  }

  /** Retention (RETENTION_BOOKING_DAYS): guest bookings that ended before `before`, likewise. */
  anonymiseGuestBookings(before: Date): Promise<number> {
    return this.deps.repo.anonymise({ endedBefore: before });
  }
}

/**
 * How many open holds of a capacity product one client may have: the configured number, but
 * never more than a third of the places, and at least one (a product of one or two places can
 * still be booked). Null: no per-product cap.
 */
export function holdsPerClientPerProduct(capacity: number, configured: number | null): number | null {
  if (configured === null) return null;
  return Math.max(1, Math.min(configured, Math.floor(capacity / 3)));
}

/**
 * A logged-in customer's contact (ADR 016): the mail is always the account's. Without
 * `contactEdit` the stored contact is used when it holds every field the template requires
 * (the stepper skipped the data step); otherwise, and with `contactEdit`, the body's fields.
 */
function withAccountContact(
  req: ReserveRequest,
  customer: ReserveClient['customer'],
  template: TemplateConfig,
): ReserveRequest {
  if (!customer) return req;
  const stored = { ...customer.contact, mail: customer.mail };
  const useStored =
    !req.contactEdit && missingContactFields(template.requiredContactDetails, stored).length === 0;
  return { ...req, contact: useStored ? stored : { ...req.contact, mail: customer.mail } };
}

/** 409 ALREADY_PAID: the permission (id and secret) in `details`, so the client shows the ticket. */
/** A held booking's template, period and price columns (reserve and the renewal). */
function periodColumns(t: TemplateConfig, p: Period, price: PriceResponse) {
  return {
    templateId: t.id,
    startsAt: p.start,
    endsAt: p.end,
    displayEnd: p.displayEnd,
    slotCount: p.slotCount,
    priceCents: price.priceToBePaid,
  };
}

function alreadyPaid(permission: { id: string; secret: string }): DomainError {
  return new DomainError('ALREADY_PAID', 'This booking has been paid already', {
    permissionId: permission.id,
    permissionSecret: permission.secret,
  });
}

/** The answer to a reserve, as the client proceeds with it (spec §3). */
function reservationOf(
  base: Omit<ReservationResponse, 'paymentWidgetUrl' | 'paymentRedirect'>,
  providerRef: string,
  widgetUrl: string | undefined,
  redirectUrl: string | undefined,
): ReservationResponse {
  return {
    ...base,
    // The card widget is mounted with the provider's checkout id (spec §7).
    ...(widgetUrl ? { paymentId: providerRef, paymentWidgetUrl: widgetUrl } : {}),
    ...(redirectUrl ? { paymentRedirect: redirectUrl } : {}),
  };
}

/**
 * The stored reservation again, when the session's booking is still held with its payment
 * open at the provider: the payer may be in the middle of paying it (a reload, a way back).
 */
function resumable(booking: BookingRow, payment: PaymentRow, now: Date): ReservationResponse | undefined {
  if (booking.status !== 'held' || payment.status !== 'pending') return undefined;
  if (!booking.holdUntil || booking.holdUntil.getTime() <= now.getTime()) return undefined;
  // Not yet opened at the provider (a parallel reserve is still creating it): nothing to resume.
  if (!payment.providerRef || !payment.method) return undefined;
  return reservationOf(
    {
      priceToBePaid: booking.priceCents,
      startTime: booking.startsAt.toISOString(),
      endTime: booking.displayEnd.toISOString(),
      paymentId: payment.id,
      paymentMethod: payment.method as ReservationResponse['paymentMethod'],
    },
    payment.providerRef,
    payment.widgetUrl ?? undefined,
    payment.redirectUrl ?? undefined,
  );
}

function slotMessage(code: string): string {
  switch (code) {
    case 'START_OFF_GRID':
      return 'The start is not on the slot grid of this template';
    case 'START_TOO_EARLY':
      return 'The start lies in the past (more than a few minutes before now)';
    case 'START_TOO_LATE':
      return 'The start lies too far in the future';
    case 'END_TOO_LATE':
      return 'The period ends after the last bookable time';
    default:
      return 'The number of slots is outside the allowed range';
  }
}

function identificationMessage(code: string): string {
  if (code === 'LICENSE_PLATE_MISSING') return 'A licence plate is required';
  if (code === 'LICENSE_PLATE_INVALID') return 'The licence plate is not valid';
  return 'This template does not ask for that identifier';
}

import { createHash } from 'node:crypto';
import { isMultiSite, parkingOf, siteName, siteOrFirst } from '../../config/sites';
import { billPdfUrl } from '../../../shared/domain/document-urls';
import { isValidMail } from '../../../shared/domain/contact';
import {
  quoteCoveredStay,
  stayPricePeriods,
  stepsStarted,
  type StayQuote,
} from '../../../shared/domain/parking-price';
import { normalizePlate, plateKey, plateOf } from '../../../shared/domain/plate';
import type {
  PermissionFindResponse,
  PermissionPayRequest,
  PermissionPayResponse,
  RenewalCheckout,
  StayBreakdown,
} from '../../../shared/schemas/renewal';
import { WALK_IN_TEMPLATE_ID, type ParkingConfig, type ShopConfig } from '../../config/shop-config';
import { localize } from '../../config/localized';
import { DomainError } from '../../errors';
import { formatBillNumber } from '../../../shared/domain/bill-number';
import type { ReservationResponse } from '../../../shared/schemas/booking';
import type { ReserveClient } from '../../platform/customers/reserve-client';
import type { CatalogueReader } from '../../platform/catalogue/view';
import type { LanguageCode } from '../../../shared/i18n/languages';
import type { CheckoutService } from '../checkout';
import type { PayByPlateRepository } from './repository';
import type { BookingRow, StayRow } from '../../db/rows';
import type { PermissionPeriod } from '../../../shared/domain/parking-price';

/**
 * The walk-in booking as the booking module holds it (ADR 020): the stay's unpaid time as the
 * session's held booking with its payment, through the very path of any reserve.
 */
export interface WalkInBooker {
  reserveWalkIn(
    w: {
      stayId: string;
      siteId: string;
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
  ): Promise<ReservationResponse>;
}

/** The car park's part (the access module's stays): what a plate still owes, and what covers it. */
export interface PlateStays {
  payableStays(plateKey: string, exitedAfter: Date | null): Promise<StayRow[]>;
  /** Periods of permissions valid at the stay's site `siteId` (ADR 060) that may cover it. */
  permissionPeriods(
    plateKey: string,
    entryAt: Date,
    due: Date,
    earlyMs: number,
    siteId: string,
  ): Promise<PermissionPeriod[]>;
  /**
   * The company whose account the stay goes onto (ADR 066): an open stay of a fleet plate whose
   * company is in good standing, as the exit barrier decides it, or a stay its exit read charged
   * to a company; undefined otherwise.
   */
  fleetAccount(stay: StayRow): Promise<{ companyName: string } | undefined>;
}

export interface PayByPlateServiceDeps {
  /** The walk-in tariff and its rules (`parking`), the shop's name. */
  catalogue: CatalogueReader;
  repo: PayByPlateRepository;
  stays: PlateStays;
  /** Walk-in bookings go through the booking module's reserve path (ADR 020). */
  booking: WalkInBooker;
  /** The session's payment outcome, with the provider asked while it is open. */
  checkout: CheckoutService;
  /**
   * Counts the different client addresses that look up one plate within an hour (ADR 033):
   * null admits, a number refuses with that many seconds to wait. Absent: no such limit.
   */
  plateLookups?: { admit(subject: string, member: string): Promise<number | null> };
}

const FIVE_MINUTES = 5 * 60_000;

/**
 * Times answered to anyone who knows a plate are cut down to 5 minutes (ADR 033): enough to
 * pay by, too coarse to match a car to a camera read or a person's movements to the second.
 */
function coarse(d: Date): string {
  return new Date(Math.floor(d.getTime() / FIVE_MINUTES) * FIVE_MINUTES).toISOString();
}

/**
 * The one answer for every plate that owes nothing (free minutes, paid up, covered by a
 * permission): a permit's dates and a paid stay's times stay with their owner (ADR 033).
 */
function nothingOwedAt(now: Date): { priceToBePaid: 0; paidFrom: string; paidUntil: string } {
  return { priceToBePaid: 0, paidFrom: coarse(now), paidUntil: coarse(now) };
}

/**
 * The end of the priced time as answered to whoever knows the plate: for a stay a permission
 * covers later, the end of the last tariff step priced rather than where the cover begins, so
 * the answer does not tell the permit's start (ADR 033); otherwise the quote's priced end.
 */
function pricedEnd(parking: ParkingConfig, stay: StayRow, quote: CoveredQuote): Date {
  if (!quote.coveredFrom) return quote.pricedUntil;
  const steps = stepsStarted(parking, stay.entryAt, quote.pricedUntil);
  return new Date(stay.entryAt.getTime() + steps * parking.stepDuration * 1000);
}

/**
 * The exit-by time answered for an owed stay: the stay is paid until then once this is paid
 * (priced up to the payment, the exit allowance free). For a stay a permission covers later the
 * permission holds the exit open, so the priced end is answered instead (no permit time).
 */
function answeredUntil(parking: ParkingConfig, stay: StayRow, quote: CoveredQuote): Date {
  return quote.coveredFrom ? pricedEnd(parking, stay, quote) : quote.paidUntil;
}

/**
 * How an owed amount comes about (ADR 042): the same computation as the price, from the entry to
 * the end of the priced time (pricedEnd), in stretches of 24 h from the entry, less what the stay
 * paid before.
 */
function breakdownOf(
  parking: ParkingConfig,
  stay: StayRow,
  quote: CoveredQuote,
  where: SiteOfStay,
): StayBreakdown {
  const entry = stay.entryAt.getTime();
  const until = pricedEnd(parking, stay, quote);
  const step = parking.stepDuration * 1000;
  const periods = stayPricePeriods(parking, stay.entryAt, until).map((p) => ({
    from: coarse(new Date(entry + p.firstStep * step)),
    to: coarse(new Date(Math.min(entry + (p.firstStep + p.steps) * step, until.getTime()))),
    steps: p.steps,
    items: p.items,
    rawCents: p.rawCents,
    cents: p.cents,
    capped: p.capped,
  }));
  const totalCents = periods.reduce((sum, p) => sum + p.cents, 0);
  const { firstStepPrice, pricePerStep, dailyCap } = parking.tariff;
  return {
    entry: coarse(stay.entryAt),
    until: coarse(until),
    stepMinutes: Math.round(parking.stepDuration / 60),
    steps: stepsStarted(parking, stay.entryAt, until),
    tariff: {
      ...(firstStepPrice !== undefined ? { firstStepPrice } : {}),
      pricePerStep,
      ...(dailyCap !== undefined ? { dailyCap } : {}),
      freeMinutes: parking.freeMinutes,
    },
    periods,
    totalCents,
    alreadyPaidCents: Math.min(stay.paidCents, totalCents),
    ...where,
  };
}

/** The car park of a stay as answered: only in a shop of several (a one-site shop answers as before). */
type SiteOfStay = { siteId?: string; siteName?: string };

function siteOfStay(shop: ShopConfig, stay: StayRow, language?: string): SiteOfStay {
  if (!isMultiSite(shop)) return {};
  const site = siteOrFirst(shop, stay.siteId);
  return { siteId: site.id, siteName: siteName(shop, site, language) };
}

/** What a pay with nothing owed answered: kept by the route for GET /api/permission/checkout. */
export interface NothingOwed {
  licensePlate: string;
  paidFrom: string;
  paidUntil: string;
}

type CoveredQuote = StayQuote & { coveredFrom: Date | null };

type Lookup =
  | { kind: 'permission'; booking: BookingRow }
  /** `parking`: the walk-in settings of the stay's own site (ADR 060). */
  | { kind: 'stay'; stay: StayRow; quote: CoveredQuote; parking: ParkingConfig };

/**
 * Pay by plate, "Already parked? Pay now" (spec §1, §2, §4, §7; ADR 020). A plate's
 * open stay (or one that left less than payAfterExitHours ago and is not fully paid) is quoted
 * with the walk-in tariff; paying creates a walk-in booking that the settle credits to the stay.
 * With acceptGuestRenewal off every call answers 404 NOT_FOUND, as if the routes did not exist.
 */
export class PayByPlateService {
  /** Pinned at start (ADR 025). */
  private readonly shopLanguage: LanguageCode;

  constructor(private readonly deps: PayByPlateServiceDeps) {
    this.shopLanguage = deps.catalogue.current().config.shop.language;
  }

  /**
   * The look-up result (spec §3): only what a payer needs, the amount due and the period it
   * pays for, in 5-minute steps. A plate that owes nothing gets the same answer whatever the
   * reason (ADR 033), except to the session that paid the stay: it is told that it paid and until
   * when (spec §2, "already paid"). `address` counts towards the plate's look-up limit.
   */
  async find(
    licensePlate: string,
    now: Date,
    address: string,
    sessionId?: string,
    language?: string,
  ): Promise<PermissionFindResponse> {
    const shop = this.deps.catalogue.current().config;
    walkInOf(shop);
    const found = await this.lookup(shop, licensePlate, now, address);
    const account = await this.onAccount(found);
    if (account) {
      return {
        ...nothingOwedAt(now),
        licensePlate: normalizePlate(account.plate),
        alreadyPaid: false,
        onAccount: { companyName: account.companyName },
      };
    }
    if (found.kind === 'permission' || found.quote.priceToBePaid === 0) {
      const paid = await this.paidBySession(found, sessionId);
      if (paid) {
        return {
          licensePlate: paid.plate,
          priceToBePaid: 0,
          paidFrom: coarse(now),
          paidUntil: coarse(paid.until),
          alreadyPaid: true,
        };
      }
      return { ...nothingOwedAt(now), alreadyPaid: false };
    }
    const { quote: q, parking } = found;
    const where = siteOfStay(shop, found.stay, language);
    return {
      licensePlate: normalizePlate(found.stay.plate),
      priceToBePaid: q.priceToBePaid,
      paidFrom: coarse(q.paidFrom),
      paidUntil: coarse(answeredUntil(parking, found.stay, q)),
      alreadyPaid: false,
      // That a permission covers the rest, never from when (ADR 033).
      ...(q.coveredFrom ? { coveredLater: true } : {}),
      breakdown: breakdownOf(parking, found.stay, q, where),
      ...where,
    };
  }

  /**
   * A stay of a fleet plate whose company is in good standing (ADR 066) goes on the company's
   * account: the exit barrier opens with `account` and the exit read charges it, so pay by plate
   * asks for no money; likewise a stay that ended and was charged to a company. The answer names
   * the company: the driver of a pool car must know why nothing is due. A plate that merely has
   * a permission, or none of a company in good standing (suspended, overdue, over its limit), is
   * answered as before.
   */
  private async onAccount(found: Lookup): Promise<{ companyName: string; plate: string } | null> {
    if (found.kind !== 'stay') return null;
    const account = await this.deps.stays.fleetAccount(found.stay);
    return account ? { companyName: account.companyName, plate: found.stay.plate } : null;
  }

  /**
   * The paid-until of a stay paid up by a walk-in payment of this very session, else null. Only
   * a walk-in payment counts (a permit's dates stay with its owner, ADR 033): found as the valid
   * walk-in booking itself, or as the open stay it paid.
   */
  private async paidBySession(
    found: Lookup,
    sessionId: string | undefined,
  ): Promise<{ until: Date; plate: string } | null> {
    if (!sessionId) return null;
    if (found.kind === 'permission') {
      const b = found.booking;
      return b.templateId === WALK_IN_TEMPLATE_ID && b.stayId !== null && b.sessionId === sessionId
        ? { until: b.endsAt, plate: plateOf(b.identifications) ?? '' }
        : null;
    }
    const { stay, quote } = found;
    if (!quote.alreadyPaid || quote.coveredFrom || !stay.paidUntil) return null;
    return (await this.deps.repo.sessionPaidStay(sessionId, stay.id))
      ? { until: stay.paidUntil, plate: normalizePlate(stay.plate) }
      : null;
  }

  /**
   * Quotes again at this moment and, when something is owed, opens the walk-in booking and its
   * payment as the session's current booking. Nothing owed: price 0, method None, no booking
   * and no provider call (`nothingOwed` set for the route to keep).
   */
  async pay(
    req: PermissionPayRequest & { language?: string },
    client: ReserveClient,
    now: Date,
  ): Promise<{ response: PermissionPayResponse; nothingOwed?: NothingOwed }> {
    const { config } = this.deps.catalogue.current();
    walkInOf(config);
    const found = await this.lookup(config, req.licensePlate, now, client.address ?? '');
    const mail = req.contact.mail.trim();
    if (!isValidMail(mail)) throw new DomainError('INVALID_MAIL', 'The e-mail address is not valid');
    // A fleet stay goes on the company's invoice: nothing is taken here, so it is never paid twice.
    if (found.kind === 'permission' || found.quote.priceToBePaid === 0 || (await this.onAccount(found))) {
      const none = { ...nothingOwedAt(now), paymentMethod: 'None' as const, paymentId: '' };
      // As typed (tidied): the camera's form would tell a stay in its free minutes from a permit.
      const typed = normalizePlate(req.licensePlate);
      return {
        response: none,
        nothingOwed: { licensePlate: typed, paidFrom: none.paidFrom, paidUntil: none.paidUntil },
      };
    }
    // Stored and shown as the camera recognised it, whatever was typed (matched by plateKey).
    const plate = normalizePlate(found.stay.plate);
    const { stay, quote, parking } = found;
    const { shopLanguage } = this;
    const language = req.language ?? shopLanguage;
    const name = localize(parking.name, language as typeof shopLanguage, shopLanguage);
    const where = siteOfStay(config, stay, language);
    const r = await this.deps.booking.reserveWalkIn(
      {
        stayId: stay.id,
        siteId: stay.siteId,
        plate,
        plateKey: stay.plateKey,
        mail,
        startsAt: quote.paidFrom,
        endsAt: quote.paidUntil,
        // The steps charged: the exit allowance beyond the priced end is free, not a step.
        slotCount: Math.max(1, stepsStarted(parking, quote.paidFrom, quote.pricedUntil)),
        priceCents: quote.priceToBePaid,
        language,
        description: `${config.shop.name}: ${name} ${plate}`,
      },
      client,
      now,
    );
    return {
      response: {
        priceToBePaid: r.priceToBePaid,
        paymentMethod: r.paymentMethod,
        paymentId: r.paymentId,
        ...(r.paymentRedirect ? { paymentRedirect: r.paymentRedirect } : {}),
        ...(r.paymentWidgetUrl ? { paymentWidgetUrl: r.paymentWidgetUrl } : {}),
        paidFrom: coarse(quote.paidFrom),
        paidUntil: coarse(answeredUntil(parking, stay, quote)),
        breakdown: breakdownOf(parking, stay, quote, where),
      },
    };
  }

  /**
   * The payment by plate's own result for /checkout/renew: the session's current walk-in booking
   * (processing, failed, paid with the receipt), or `none` when the session's last pay owed
   * nothing. The provider is asked while the payment is open, as the booking checkout does.
   */
  async checkout(
    sessionId: string | undefined,
    nothingOwed: NothingOwed | undefined,
    now: Date,
  ): Promise<RenewalCheckout> {
    walkInOf(this.deps.catalogue.current().config);
    if (nothingOwed) {
      return {
        status: 'none',
        licensePlate: nothingOwed.licensePlate,
        priceToBePaid: 0,
        // Nothing was paid, so there is no period to show (ADR 033: no permit's dates).
        paidFrom: null,
        paidUntil: null,
        bill: null,
      };
    }
    const noBooking = () => new DomainError('NO_BOOKING', 'There is no plate payment in this session');
    if (!sessionId) throw noBooking();
    let state = await this.deps.repo.sessionWalkIn(sessionId);
    if (!state) throw noBooking();
    if (state.payment.status === 'pending') {
      try {
        await this.deps.checkout.checkout(sessionId, now);
      } catch (e) {
        // PAYMENT_PENDING / PAYMENT_FAILED are read from the rows below.
        if (!(e instanceof DomainError)) throw e;
      }
      state = (await this.deps.repo.sessionWalkIn(sessionId)) ?? state;
    }
    const { booking, payment, bill } = state;
    const status: RenewalCheckout['status'] =
      payment.status === 'paid' ? 'paid' : payment.status === 'pending' ? 'processing' : 'failed';
    return {
      status,
      licensePlate: plateOf(booking.identifications) ?? '',
      priceToBePaid: booking.priceCents,
      // Rounded as on the amount screen, so both name the same exit-by time.
      paidFrom: coarse(booking.startsAt),
      paidUntil: coarse(booking.endsAt),
      bill:
        status === 'paid' && bill
          ? {
              billId: bill.id,
              secret: bill.secret,
              number: formatBillNumber(bill.number),
              pdfUrl: billPdfUrl(bill),
            }
          : null,
    };
  }

  /**
   * One plate, looked up from many addresses, is someone following a car: at most
   * PLATE_LOOKUPS_PER_HOUR addresses a plate an hour (ADR 033). Counted before the answer, so
   * a plate that is not here counts as well. The counter keeps a hash of the plate, not the plate.
   */
  private async admitLookup(key: string, address: string): Promise<void> {
    const limit = this.deps.plateLookups;
    if (!limit) return;
    const subject = `plate:${createHash('sha256').update(key).digest('base64url').slice(0, 22)}`;
    const wait = await limit.admit(subject, address);
    if (wait !== null) {
      throw new DomainError(
        'PLATE_LOOKUP_LIMIT',
        'This licence plate was looked up from too many addresses within the last hour',
        undefined,
        wait,
      );
    }
  }

  /**
   * The plate's open stay, or a stay that left within payAfterExitHours, when it owes something:
   * priced with the walk-in tariff for the part no permission covers (a permission covers a stay
   * only from its own start less the early-arrival allowance), so a cheap permission
   * never hides a long stay's debt. Else a valid permission of the plate (a booking or an
   * earlier walk-in payment covering now: already paid); else the open stay that owes nothing
   * (free minutes). Nothing: 404 STAY_NOT_FOUND ("Ticket not found.").
   */
  private async lookup(shop: ShopConfig, licensePlate: string, now: Date, address: string): Promise<Lookup> {
    const key = plateKey(licensePlate);
    const notFound = () =>
      new DomainError('STAY_NOT_FOUND', 'No parking stay or valid permission for this plate');
    if (key === '') throw notFound();
    await this.admitLookup(key, address);
    const permission = await this.deps.repo.validPermission(key, now);
    // Whichever car park the car is at (ADR 060): each stay with its own site's rules. The
    // longest payAfterExitHours of any site selects; each stay's own site decides below.
    const exitedAfterOf = (p: ParkingConfig) =>
      p.payAfterExitHours > 0 ? new Date(now.getTime() - p.payAfterExitHours * 3600_000) : null;
    const limits = shop.sites.flatMap((s) => {
      const after = s.parking && exitedAfterOf(s.parking);
      return after ? [after.getTime()] : [];
    });
    const exitedAfter = limits.length > 0 ? new Date(Math.min(...limits)) : null;
    let unowed: Lookup | undefined;
    for (const stay of await this.deps.stays.payableStays(key, exitedAfter)) {
      const parking = parkingOf(shop, stay.siteId);
      // A site that takes no payments by plate: its stays are not offered here.
      if (!parking) continue;
      if (stay.status === 'closed' && stay.exitAt) {
        const after = exitedAfterOf(parking);
        if (!after || stay.exitAt <= after) continue;
      }
      const earlyMs = parking.earlyArrivalMinutes * 60_000;
      const periods = await this.deps.stays.permissionPeriods(
        key,
        stay.entryAt,
        stay.exitAt ?? now,
        earlyMs,
        stay.siteId,
      );
      const quote = quoteCoveredStay(parking, stay, periods, now, earlyMs);
      if (quote.priceToBePaid > 0) return { kind: 'stay', stay, quote, parking };
      // A stay that has left is offered only while it still owes something.
      if (stay.status === 'open') unowed ??= { kind: 'stay', stay, quote, parking };
    }
    if (permission) return { kind: 'permission', booking: permission };
    if (unowed) return unowed;
    throw notFound();
  }
}

/** 404 while the shop takes no payments by plate (guest renewal off, or no site has a walk-in tariff). */
function walkInOf(shop: ShopConfig): void {
  if (!shop.acceptGuestRenewal || !shop.sites.some((s) => s.parking)) {
    throw new DomainError('NOT_FOUND', 'This shop does not take payments by licence plate');
  }
}

import { isValidMail } from '../../../shared/domain/contact';
import { quoteCoveredStay, stepsStarted, type StayQuote } from '../../../shared/domain/parking-price';
import { normalizePlate, plateKey, plateOf } from '../../../shared/domain/plate';
import type {
  PermissionFindResponse,
  PermissionPayRequest,
  PermissionPayResponse,
  RenewalCheckout,
} from '../../../shared/schemas/renewal';
import type { ParkingConfig, ShopConfig } from '../../config/shop-config';
import { localize } from '../../config/localized';
import { DomainError } from '../../errors';
import { formatBillNumber } from '../../../shared/domain/bill-number';
import type { BookingService, ReserveClient } from '../booking';
import type { CheckoutService } from '../checkout';
import type { RenewalRepository } from './repository';
import type { BookingRow, StayRow } from '../../db/rows';

export interface RenewalServiceDeps {
  shop: ShopConfig;
  repo: RenewalRepository;
  /** Walk-in bookings go through the booking module's reserve path (ADR 020). */
  booking: BookingService;
  /** The session's payment outcome, with the provider asked while it is open. */
  checkout: CheckoutService;
}

/** What a pay with nothing owed answered: kept by the route for GET /api/permission/checkout. */
export interface NothingOwed {
  licensePlate: string;
  paidFrom: string;
  paidUntil: string;
}

type Lookup =
  | { kind: 'permission'; booking: BookingRow }
  | { kind: 'stay'; stay: StayRow; quote: StayQuote & { coveredFrom: Date | null } };

/**
 * Pay by plate, "Already parked? Pay now" (spec §1, §2, §4, §7; issue 9; ADR 020). A plate's
 * open stay (or one that left less than payAfterExitHours ago and is not fully paid) is quoted
 * with the walk-in tariff; paying creates a walk-in booking that the settle credits to the stay.
 * With acceptGuestRenewal off every call answers 404 NOT_FOUND, as if the routes did not exist.
 */
export class RenewalService {
  constructor(private readonly deps: RenewalServiceDeps) {}

  /** The look-up result (spec §3): no personal data, only what the plate owes. */
  async find(licensePlate: string, now: Date): Promise<PermissionFindResponse> {
    const found = await this.lookup(licensePlate, now);
    if (found.kind === 'permission') {
      return {
        priceToBePaid: 0,
        paidFrom: found.booking.startsAt.toISOString(),
        paidUntil: found.booking.endsAt.toISOString(),
        alreadyPaid: true,
      };
    }
    const q = found.quote;
    return {
      priceToBePaid: q.priceToBePaid,
      paidFrom: q.paidFrom.toISOString(),
      paidUntil: q.paidUntil.toISOString(),
      alreadyPaid: q.alreadyPaid,
      ...(q.coveredFrom && q.priceToBePaid > 0 ? { coveredFrom: q.coveredFrom.toISOString() } : {}),
    };
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
    const parking = this.parking();
    const found = await this.lookup(req.licensePlate, now);
    const mail = req.contact.mail.trim();
    if (!isValidMail(mail)) throw new DomainError('INVALID_MAIL', 'The e-mail address is not valid');
    const plate = normalizePlate(req.licensePlate);
    if (found.kind === 'permission' || found.quote.priceToBePaid === 0) {
      const from = found.kind === 'permission' ? found.booking.startsAt : found.quote.paidFrom;
      const until = found.kind === 'permission' ? found.booking.endsAt : found.quote.paidUntil;
      const none = { licensePlate: plate, paidFrom: from.toISOString(), paidUntil: until.toISOString() };
      return {
        response: {
          priceToBePaid: 0,
          paymentMethod: 'None',
          paymentId: '',
          paidFrom: none.paidFrom,
          paidUntil: none.paidUntil,
        },
        nothingOwed: none,
      };
    }
    const { stay, quote } = found;
    const shopLanguage = this.deps.shop.shop.language;
    const language = req.language ?? shopLanguage;
    const name = localize(parking.name, language as typeof shopLanguage, shopLanguage);
    const r = await this.deps.booking.reserveWalkIn(
      {
        stayId: stay.id,
        plate,
        plateKey: stay.plateKey,
        mail,
        startsAt: quote.paidFrom,
        endsAt: quote.paidUntil,
        slotCount: Math.max(1, stepsStarted(parking, quote.paidFrom, quote.paidUntil)),
        priceCents: quote.priceToBePaid,
        language,
        description: `${this.deps.shop.shop.name}: ${name} ${plate}`,
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
        paidFrom: quote.paidFrom.toISOString(),
        paidUntil: quote.paidUntil.toISOString(),
      },
    };
  }

  /**
   * The renewal's own result for /checkout/renew: the session's current walk-in booking
   * (processing, failed, paid with the receipt), or `none` when the session's last pay owed
   * nothing. The provider is asked while the payment is open, as the booking checkout does.
   */
  async checkout(
    sessionId: string | undefined,
    nothingOwed: NothingOwed | undefined,
    now: Date,
  ): Promise<RenewalCheckout> {
    this.parking();
    if (nothingOwed) {
      return {
        status: 'none',
        licensePlate: nothingOwed.licensePlate,
        priceToBePaid: 0,
        paidFrom: nothingOwed.paidFrom,
        paidUntil: nothingOwed.paidUntil,
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
      paidFrom: booking.startsAt.toISOString(),
      paidUntil: booking.endsAt.toISOString(),
      bill:
        status === 'paid' && bill
          ? {
              billId: bill.id,
              secret: bill.secret,
              number: formatBillNumber(bill.number),
              pdfUrl: `/api/bill/${bill.id}/${bill.secret}.pdf`,
            }
          : null,
    };
  }

  private parking(): ParkingConfig {
    const { acceptGuestRenewal, parking } = this.deps.shop;
    if (!acceptGuestRenewal || !parking) {
      throw new DomainError('NOT_FOUND', 'This shop does not take payments by licence plate');
    }
    return parking;
  }

  /**
   * The plate's open stay, or a stay that left within payAfterExitHours, when it owes something:
   * priced with the walk-in tariff for the part no permission covers (a permission covers a stay
   * only from its own start less the early-arrival allowance, issue 16), so a cheap permission
   * never hides a long stay's debt. Else a valid permission of the plate (a booking or an
   * earlier walk-in payment covering now: already paid); else the open stay that owes nothing
   * (free minutes). Nothing: 404 STAY_NOT_FOUND ("Ticket not found.").
   */
  private async lookup(licensePlate: string, now: Date): Promise<Lookup> {
    const parking = this.parking();
    const key = plateKey(licensePlate);
    const notFound = () =>
      new DomainError('STAY_NOT_FOUND', 'No parking stay or valid permission for this plate');
    if (key === '') throw notFound();
    const permission = await this.deps.repo.validPermission(key, now);
    const exitedAfter =
      parking.payAfterExitHours > 0 ? new Date(now.getTime() - parking.payAfterExitHours * 3600_000) : null;
    const earlyMs = parking.earlyArrivalMinutes * 60_000;
    let unowed: Lookup | undefined;
    for (const stay of await this.deps.repo.payableStays(key, exitedAfter)) {
      const periods = await this.deps.repo.permissionPeriods(key, stay.entryAt, stay.exitAt ?? now, earlyMs);
      const quote = quoteCoveredStay(parking, stay, periods, now, earlyMs);
      if (quote.priceToBePaid > 0) return { kind: 'stay', stay, quote };
      // A stay that has left is offered only while it still owes something.
      if (stay.status === 'open') unowed ??= { kind: 'stay', stay, quote };
    }
    if (permission) return { kind: 'permission', booking: permission };
    if (unowed) return unowed;
    throw notFound();
  }
}

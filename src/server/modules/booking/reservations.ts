import { isCountryCode } from '../../../shared/domain/country';
import { missingContactFields, isValidMail } from '../../../shared/domain/contact';
import { BUSINESS_BUYER_MESSAGES, checkBusinessBuyer } from '../../../shared/domain/business-buyer';
import { checkIdentifications, plateKeyOf } from '../../../shared/domain/plate';
import type { ReservationResponse, ReserveRequest, RetryResponse } from '../../../shared/schemas/booking';
import type { TemplateConfig } from '../../config/shop-config';
import type { CatalogueReader, CatalogueSnapshot } from '../../platform/catalogue/view';
import { localize } from '../../config/localized';
import { isLanguageCode, type LanguageCode } from '../../../shared/i18n/languages';
import { DomainError } from '../../errors';
import type { ReserveClient } from '../../platform/customers/reserve-client';
import type { BookingRepository } from './repository';
import type { Holds } from './holds';
import { canonical, periodColumns, priceResponse, type TemplatePeriods } from './template-periods';

export interface ReservationsDeps {
  catalogue: CatalogueReader;
  repo: BookingRepository;
  /** The templates and period memo of a snapshot (shared with the price call). */
  periods: (snap: CatalogueSnapshot) => TemplatePeriods;
  holds: Holds;
}

/** The booking screen's reserve and its "pay again": a held booking with its payment. */
export class Reservations {
  /** Pinned at start (ADR 025). */
  private readonly shopLanguage: LanguageCode;

  constructor(private readonly deps: ReservationsDeps) {
    this.shopLanguage = deps.catalogue.current().config.shop.language;
  }

  /**
   * Holds a place for the period and opens a payment. Every reserve gives the session a new
   * cookie token (the old one stops working), so a planted cookie gains nothing. A reserve that
   * repeats the session's pending booking (a reload of the payment page) answers that same
   * reservation and payment instead of opening a second one (ADR 012).
   */
  async reserve(req: ReserveRequest, client: ReserveClient, now: Date): Promise<ReservationResponse> {
    const snap = this.deps.catalogue.current();
    const { shop, maxBookingCount } = snap.config;
    const periods = this.deps.periods(snap);
    const template = periods.template(req.selection.templateId);
    const period = periods.period(template, req.selection.startTime, req.selection.slotCount, now);
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
    const buyer = checkBusinessBuyer({ ...req.contact, mail });
    if (!buyer.ok) throw new DomainError(buyer.code, BUSINESS_BUYER_MESSAGES[buyer.code]);
    const contact = buyer.contact;
    const plateKey = plateKeyOf(ids.identifications);
    // A reload, the back button or a second tab repeating a booking this session has paid: the
    // ticket, never a second charge.
    if (client.session) {
      await this.refuseIfPaid(client.session.id, {
        templateId: template.id,
        startsAt: period.start,
        endsAt: period.end,
        plateKey,
      });
    }
    // The client's priceResponse is ignored: the tariff decides.
    const price = priceResponse(template, period, false);
    return this.deps.holds.hold(
      snap.config,
      {
        booking: {
          ...periodColumns(template, period, price),
          // A product of one car park books there; a city-wide permit belongs to none (ADR 060).
          siteId: template.siteIds.length === 1 ? template.siteIds[0] : null,
          contact,
          identifications: ids.identifications,
          plateKey,
          language: req.language ?? this.shopLanguage,
          customerId: client.customer?.id ?? null,
        },
        capacity: periods.capacityOf(template),
        bookingCap:
          client.customer && maxBookingCount !== null
            ? { customerId: client.customer.id, max: maxBookingCount }
            : undefined,
        description: `${shop.name}: ${localize(template.name, req.language ?? this.shopLanguage, this.shopLanguage)}`,
        same: (b) =>
          b.templateId === template.id &&
          b.startsAt.getTime() === period.start.getTime() &&
          b.slotCount === period.slotCount &&
          canonical(b.contact) === canonical(contact) &&
          canonical(b.identifications) === canonical(ids.identifications),
        bookedOut: () =>
          new DomainError('BOOKED_OUT', 'This period is booked out', priceResponse(template, period, true)),
      },
      client,
      now,
    );
  }

  /**
   * "Pay again" after a failed or cancelled payment: while the session's booking is
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
    const snap = this.deps.catalogue.current();
    const { shop, maxBookingCount } = snap.config;
    const periods = this.deps.periods(snap);
    const template = snap.templates.get(booking.templateId);
    if (
      !template ||
      booking.status === 'cancelled' ||
      !booking.holdUntil ||
      booking.holdUntil.getTime() <= now.getTime()
    ) {
      throw new DomainError('HOLD_LAPSED', 'The hold has ended; reserve again');
    }
    const res = await this.deps.holds.hold(
      snap.config,
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
        capacity: periods.capacityOf(template),
        bookingCap:
          booking.customerId && maxBookingCount !== null
            ? { customerId: booking.customerId, max: maxBookingCount }
            : undefined,
        holdUntil: booking.holdUntil,
        description: `${shop.name}: ${localize(template.name, isLanguageCode(booking.language) ? booking.language : this.shopLanguage, this.shopLanguage)}`,
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

  private async refuseIfPaid(
    sessionId: string,
    b: { templateId: string; startsAt: Date; endsAt: Date; plateKey: string | null },
  ): Promise<void> {
    const permission = await this.deps.repo.paidTwin(sessionId, b);
    if (permission) throw alreadyPaid(permission);
  }
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
function alreadyPaid(permission: { id: string; secret: string }): DomainError {
  return new DomainError('ALREADY_PAID', 'This booking has been paid already', {
    permissionId: permission.id,
    permissionSecret: permission.secret,
  });
}

function identificationMessage(code: string): string {
  if (code === 'LICENSE_PLATE_MISSING') return 'A licence plate is required';
  if (code === 'LICENSE_PLATE_INVALID') return 'The licence plate is not valid';
  return 'This template does not ask for that identifier';
}

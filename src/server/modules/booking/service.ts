import { isCountryCode } from '../../../shared/domain/country';
import { randomUUID } from 'node:crypto';
import { missingContactFields, isValidMail } from '../../../shared/domain/contact';
import { checkIdentifications } from '../../../shared/domain/plate';
import { computePrice } from '../../../shared/domain/price';
import { periodFor, type Period } from '../../../shared/domain/slots';
import { addDuration, DAY, startOfDayInZone } from '../../../shared/domain/time';
import type {
  BookingConfig,
  PermissionTemplate,
  PriceRequest,
  PriceResponse,
  ReservationResponse,
  ReserveRequest,
} from '../../../shared/schemas/booking';
import type { ShopConfig, TemplateConfig } from '../../config/shop-config';
import { localize, perLanguage, type LocalizedText } from '../../config/localized';
import type { LanguageCode } from '../../../shared/i18n/languages';
import { DomainError } from '../../errors';
import { ProviderError, type PaymentProvider } from '../../payments/port';
import type { PaymentService } from '../../payments/service';
import { newSessionId } from '../../tickets/codes';
import type { BookingRepository } from './repository';

export interface BookingServiceDeps {
  shop: ShopConfig;
  templates: ReadonlyMap<string, TemplateConfig>;
  repo: BookingRepository;
  payments: PaymentService;
  provider: PaymentProvider;
  publicUrl: string;
  /** After a new reserve replaced the session's held booking: stop its payment at the provider. */
  onReplaced?: (paymentId: string) => void;
}

/** The template as the client sees it, in one language: no tariff, but the lowest price. */
export function toPublicTemplate(
  t: TemplateConfig,
  language: LanguageCode,
  shopLanguage: LanguageCode,
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
    },
    requiredContactDetails: t.requiredContactDetails,
    requestedIdentifierSources: t.requestedIdentifierSources,
    reservationSlotDetails: d,
    ...(t.capacity !== undefined ? { capacity: t.capacity } : {}),
  };
}

/** Bounded memo of periods; a full map is simply dropped (cheap, and hits recover within a step). */
const PERIOD_CACHE_LIMIT = 20_000;

export class BookingService {
  private readonly publicTemplates: Record<LanguageCode, PermissionTemplate[]>;
  private readonly periods = new Map<string, ReturnType<typeof periodFor>>();
  private today: { start: number; end: number } = { start: 0, end: 0 };
  private readonly config: Record<LanguageCode, BookingConfig>;
  private readonly shopLanguage: LanguageCode;

  constructor(private readonly deps: BookingServiceDeps) {
    const shopLanguage = deps.shop.shop.language;
    this.shopLanguage = shopLanguage;
    this.publicTemplates = perLanguage((lang) =>
      [...deps.templates.values()].map((t) => toPublicTemplate(t, lang, shopLanguage)),
    );
    this.config = perLanguage((lang) => ({
      permissionTemplates: this.publicTemplates[lang],
      acceptGuestRenewal: deps.shop.acceptGuestRenewal,
      maxBookingCount: deps.shop.maxBookingCount,
    }));
  }

  /** `language` is the visitor's (the `lang` query); without it the shop language. */
  getConfig(language?: LanguageCode): BookingConfig {
    return this.config[language ?? this.shopLanguage];
  }

  getTemplates(language?: LanguageCode): PermissionTemplate[] {
    return this.publicTemplates[language ?? this.shopLanguage];
  }

  /**
   * Price of a period, from the template's tariff only. Without a capacity this is pure
   * computation; with one it costs one indexed count.
   */
  async price(req: PriceRequest, now: Date): Promise<PriceResponse> {
    const template = this.template(req.templateId);
    const period = this.period(template, req.startTime, req.slotCount, now);
    const bookedOut =
      template.capacity !== undefined &&
      (await this.deps.repo.countActiveOverlaps(template.id, period.start, period.end, now)) >=
        template.capacity;
    return this.priceResponse(template, period, bookedOut);
  }

  /**
   * Holds a place for the period and opens a payment. `sessionId` is the cookie's value if
   * any; the answer says which session now carries the booking.
   */
  async reserve(
    req: ReserveRequest,
    sessionId: string | undefined,
    now: Date,
  ): Promise<{ response: ReservationResponse; sessionId: string }> {
    const template = this.template(req.selection.templateId);
    const period = this.period(template, req.selection.startTime, req.selection.slotCount, now);
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

    // The client's priceResponse is ignored: the tariff decides.
    const price = this.priceResponse(template, period, false);
    const free = price.priceToBePaid === 0;
    // A session id the server does not know is not adopted (no session fixation).
    const sid = sessionId && (await this.deps.repo.sessionExists(sessionId)) ? sessionId : newSessionId();
    const bookingId = randomUUID();
    const paymentId = randomUUID();
    const holdUntil = new Date(now.getTime() + this.deps.shop.shop.holdMinutes * 60_000);
    let replaced: string | undefined;
    const outcome = await this.deps.repo.reserve({
      booking: {
        id: bookingId,
        templateId: template.id,
        startsAt: period.start,
        endsAt: period.end,
        displayEnd: period.displayEnd,
        slotCount: period.slotCount,
        priceCents: price.priceToBePaid,
        contact: { ...req.contact, mail },
        identifications: ids.identifications,
        language: req.language ?? this.deps.shop.shop.language,
        status: 'held',
        holdUntil,
        createdAt: now,
      },
      payment: {
        id: paymentId,
        provider: free ? 'none' : this.deps.provider.name,
        amountCents: price.priceToBePaid,
        method: free ? 'None' : null,
      },
      capacity: template.capacity,
      sessionId: sid,
      now,
      releasePrevious: (tx, prevPaymentId, prevBookingId) => {
        replaced = prevPaymentId;
        return this.deps.payments.markExpired(tx, prevPaymentId, prevBookingId, 'replaced', now);
      },
    });
    if (outcome === 'ok' && replaced) this.deps.onReplaced?.(replaced);
    if (outcome === 'booked-out') {
      throw new DomainError(
        'BOOKED_OUT',
        'This period is booked out',
        this.priceResponse(template, period, true),
      );
    }

    const base = {
      priceToBePaid: price.priceToBePaid,
      startTime: price.startTime,
      endTime: price.endTime,
      paymentId,
    };
    if (free) {
      await this.deps.payments.settlePaid(paymentId, 'zero-price', now);
      return { sessionId: sid, response: { ...base, paymentMethod: 'None' } };
    }
    let created;
    try {
      created = await this.deps.provider.createPayment({
        paymentId,
        bookingId,
        amountCents: price.priceToBePaid,
        description: `${this.deps.shop.shop.name}: ${localize(template.name, req.language ?? this.shopLanguage, this.shopLanguage)}`,
        validUntil: holdUntil,
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
    await this.deps.payments.recordProviderRef(paymentId, created.providerRef, created.method, now);
    return {
      sessionId: sid,
      response: {
        ...base,
        paymentMethod: created.method,
        // The card widget is mounted with the provider's checkout id (spec §7).
        ...(created.widgetUrl ? { paymentId: created.providerRef, paymentWidgetUrl: created.widgetUrl } : {}),
        ...(created.redirectUrl ? { paymentRedirect: created.redirectUrl } : {}),
      },
    };
  }

  private template(id: string): TemplateConfig {
    const t = this.deps.templates.get(id);
    if (!t) throw new DomainError('TEMPLATE_NOT_FOUND', `Unknown template ${id}`);
    return t;
  }

  /**
   * periodFor depends on `now` only through the first slot (the one containing now), and its
   * time-zone work costs more than the rest of a price call, so results are memoised per
   * first slot. Local midnight is recomputed once a day, the first slot from it by arithmetic.
   */
  private period(t: TemplateConfig, startTime: string, slotCount: number, now: Date): Period {
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
    let r = this.periods.get(key);
    if (!r) {
      r = periodFor(t.reservationSlotDetails, new Date(startTime), slotCount, now, zone);
      if (this.periods.size >= PERIOD_CACHE_LIMIT) this.periods.clear();
      this.periods.set(key, r);
    }
    if (!r.ok) throw new DomainError(r.code, slotMessage(r.code));
    return r.period;
  }

  private priceResponse(t: TemplateConfig, p: Period, bookedOut: boolean): PriceResponse {
    return {
      priceToBePaid: computePrice(t.tariff, p.slotCount, t.reservationSlotDetails.stepDuration),
      startTime: p.start.toISOString(),
      endTime: p.displayEnd.toISOString(),
      bookedOut,
    };
  }
}

function slotMessage(code: string): string {
  switch (code) {
    case 'START_OFF_GRID':
      return 'The start is not on the slot grid of this template';
    case 'START_TOO_EARLY':
      return 'The start lies before the first bookable slot';
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

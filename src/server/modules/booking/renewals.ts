import { occupancyGridOf, occupancySlotOf } from '../../../shared/domain/occupancy';
import { isDayOrLonger, slotStart, type Period } from '../../../shared/domain/slots';
import type { PriceResponse, RetryResponse } from '../../../shared/schemas/booking';
import type { TemplateConfig } from '../../config/shop-config';
import type { CatalogueReader, CatalogueSnapshot } from '../../platform/catalogue/view';
import { localize } from '../../config/localized';
import { isLanguageCode, type LanguageCode } from '../../../shared/i18n/languages';
import { DomainError } from '../../errors';
import type { ReserveClient } from '../../platform/customers/reserve-client';
import type { BookingRow } from '../../db/rows';
import type { Holds } from './holds';
import { periodColumns, priceResponse, type TemplatePeriods } from './template-periods';

export interface PermitRenewalsDeps {
  catalogue: CatalogueReader;
  /** The templates and period memo of a snapshot (a template's capacity and grid). */
  periods: (snap: CatalogueSnapshot) => TemplatePeriods;
  holds: Holds;
}

/**
 * A paid permit's next period, right after its end (the reminder mails quote it, their link
 * holds it): no slot grid of the period screen, the renewal continues the permit.
 */
export class PermitRenewals {
  /** Pinned at start (ADR 025), like the time zone. */
  private readonly shopLanguage: LanguageCode;
  private readonly zone: string;

  constructor(private readonly deps: PermitRenewalsDeps) {
    const { shop } = deps.catalogue.current().config;
    this.shopLanguage = shop.language;
    this.zone = shop.timeZone;
  }

  /**
   * What a permit's renewal would be now (the reminder mail shows it): the next period and its
   * price at the current tariff, or undefined when the template is no longer sold.
   */
  renewalQuote(previous: Pick<BookingRow, 'templateId' | 'endsAt' | 'slotCount'>): PriceResponse | undefined {
    const template = this.deps.catalogue.current().templates.get(previous.templateId);
    return template ? priceResponse(template, this.renewalPeriod(template, previous), false) : undefined;
  }

  /** The period right after the permit's end, as many steps long. */
  private renewalPeriod(t: TemplateConfig, previous: Pick<BookingRow, 'endsAt' | 'slotCount'>): Period {
    const step = t.reservationSlotDetails.stepDuration;
    const zone = this.zone;
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
   * A reminder's one-click renewal (ADR 044): the permit's next period, right after
   * its end and as long, at the template's current tariff, held as this session's booking with
   * its payment (nothing is charged until the driver pays). The slot grid of the period screen
   * does not apply: the renewal continues the permit where it ends. Throws RENEWAL_UNAVAILABLE
   * when the template is gone or the permit has ended.
   */
  async reserveRenewal(
    previous: Pick<
      BookingRow,
      | 'templateId'
      | 'endsAt'
      | 'slotCount'
      | 'contact'
      | 'identifications'
      | 'plateKey'
      | 'language'
      | 'customerId'
    >,
    client: ReserveClient,
    now: Date,
    /** The account logged in (and allowed to act) in the session that uses the link, if any. */
    actingCustomerId?: string,
  ): Promise<RetryResponse> {
    const snap = this.deps.catalogue.current();
    const template = snap.templates.get(previous.templateId);
    if (!template || previous.endsAt.getTime() <= now.getTime()) {
      throw new DomainError('RENEWAL_UNAVAILABLE', 'This permit can no longer be renewed online');
    }
    const period = this.renewalPeriod(template, previous);
    const price = priceResponse(template, period, false);
    const language = isLanguageCode(previous.language) ? previous.language : this.shopLanguage;
    const res = await this.deps.holds.hold(
      snap.config,
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
        capacity: this.deps.periods(snap).capacityOf(template),
        description: `${snap.config.shop.name}: ${localize(template.name, language, this.shopLanguage)}`,
        same: (b) =>
          b.templateId === template.id &&
          b.startsAt.getTime() === period.start.getTime() &&
          b.slotCount === period.slotCount &&
          b.plateKey === previous.plateKey,
        bookedOut: () =>
          new DomainError('BOOKED_OUT', 'This period is booked out', priceResponse(template, period, true)),
      },
      client,
      now,
    );
    return { ...res, templateId: template.id };
  }
}

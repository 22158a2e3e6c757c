import { computePrice } from '../../../shared/domain/price';
import { hoursOfTemplate, siteById } from '../../config/sites';
import { MAX_AVAILABILITY_SLOTS } from '../../../shared/domain/availability';
import { slotBounds, slotIndexAtOrAfter, slotStart } from '../../../shared/domain/slots';
import { DAY } from '../../../shared/domain/time';
import { closedIntervals } from '../../../shared/domain/opening-hours';
import type {
  AvailabilityQuery,
  AvailabilityResponse,
  BookingConfig,
  OpeningHours,
  PermissionTemplate,
  PriceRequest,
  PriceResponse,
} from '../../../shared/schemas/booking';
import type { OrderTerms } from '../../../shared/schemas/order';
import type { ShopConfig, TemplateConfig } from '../../config/shop-config';
import { bySnapshot, type CatalogueReader, type CatalogueSnapshot } from '../../platform/catalogue/view';
import { localize, perLanguage, type LocalizedText } from '../../config/localized';
import type { LanguageCode } from '../../../shared/i18n/languages';
import { DomainError } from '../../errors';
import type { BookingRepository } from './repository';
import { priceResponse, type TemplatePeriods } from './template-periods';

export interface BookingQuotesDeps {
  catalogue: CatalogueReader;
  repo: BookingRepository;
  /** The templates and period memo of a snapshot (shared with the reserve). */
  periods: (snap: CatalogueSnapshot) => TemplatePeriods;
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
    siteIds: t.siteIds,
  };
}

/** The public template lists and booking config of one snapshot, per language. */
interface PublicLists {
  templates: Record<LanguageCode, PermissionTemplate[]>;
  config: Record<LanguageCode, BookingConfig>;
}

function publicListsOf(shop: ShopConfig, templates: ReadonlyMap<string, TemplateConfig>): PublicLists {
  const shopLanguage = shop.shop.language;
  const lists = perLanguage((lang) =>
    [...templates.values()].map((t) => toPublicTemplate(t, lang, shopLanguage, hoursOfTemplate(shop, t))),
  );
  return {
    templates: lists,
    config: perLanguage((lang) => ({
      permissionTemplates: lists[lang],
      acceptGuestRenewal: shop.acceptGuestRenewal,
      maxBookingCount: shop.maxBookingCount,
    })),
  };
}

/**
 * What the booking screens ask before a reserve: the shop's products and options, the order
 * terms, a period's price and the free places per slot. Each answer reads one catalogue
 * snapshot; the public template lists are precomputed per snapshot.
 */
export class BookingQuotes {
  private readonly lists = bySnapshot(({ config, templates }) => publicListsOf(config, templates));
  /** Pinned at start (ADR 025). */
  private readonly shopLanguage: LanguageCode;

  constructor(private readonly deps: BookingQuotesDeps) {
    this.shopLanguage = deps.catalogue.current().config.shop.language;
  }

  /** `language` is the visitor's (the `lang` query); without it the shop language. */
  getConfig(language?: LanguageCode): BookingConfig {
    return this.lists(this.deps.catalogue.current()).config[language ?? this.shopLanguage];
  }

  /** What the confirmation step states beside the order button (GET /api/booking/order-terms). */
  orderTerms(): OrderTerms {
    const { shop, styling } = this.deps.catalogue.current().config;
    return {
      vatRatePercent: shop.vatRatePercent,
      termsUrl: styling.legalPages.terms ?? null,
      privacyUrl: styling.legalPages.privacy ?? null,
      ticketMail: this.deps.mailEnabled ?? false,
    };
  }

  /**
   * The public templates; with `site`, only those valid at that car park (its page loads no
   * other: a town of 2,000 products lists ten there). 404 SITE_NOT_FOUND for a site the shop has not.
   */
  getTemplates(language?: LanguageCode, site?: string): PermissionTemplate[] {
    const snap = this.deps.catalogue.current();
    const all = this.lists(snap).templates[language ?? this.shopLanguage];
    if (site === undefined) return all;
    if (!siteById(snap.config, site)) throw new DomainError('SITE_NOT_FOUND', `No site ${site}`);
    return all.filter((t) => t.siteIds.includes(site));
  }

  /**
   * Price of a period, from the template's tariff only. Without a capacity this is pure
   * computation; with one it costs one count over the period's occupancy slots (ADR 049).
   */
  async price(req: PriceRequest, now: Date): Promise<PriceResponse> {
    const periods = this.deps.periods(this.deps.catalogue.current());
    const template = periods.template(req.templateId);
    const { period, occupancyFrom } = periods.periodAndSlot(template, req.startTime, req.slotCount, now);
    const bookedOut =
      template.capacity !== undefined &&
      (await this.deps.repo.countActiveOverlaps(template.id, occupancyFrom!, period.end, now)) >=
        template.capacity;
    return priceResponse(template, period, bookedOut);
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
    const snap = this.deps.catalogue.current();
    const template = this.deps.periods(snap).template(q.templateId);
    const openingHours = hoursOfTemplate(snap.config, template);
    const zone = snap.config.shop.timeZone;
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
    const closed = closedIntervals(openingHours, answeredFrom, answeredTo, zone);
    const base = {
      templateId: template.id,
      from: answeredFrom.toISOString(),
      to: answeredTo.toISOString(),
      ...(openingHours
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
}

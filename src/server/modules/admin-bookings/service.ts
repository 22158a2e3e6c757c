import { plateKey, plateOf } from '../../../shared/domain/plate';
import { billPdfUrl } from '../../../shared/domain/document-urls';
import {
  BOOKING_COUNT_CAP,
  periodProblem,
  type BookingDetail,
  type BookingSearchQuery,
  type BookingSearchResponse,
  type BookingSearchRow,
} from '../../../shared/schemas/admin';
import type { Contact } from '../../../shared/schemas/booking';
import { templateName } from '../../config/shop-config';
import { DomainError } from '../../errors';
import type { CatalogueReader, CatalogueSnapshot } from '../../platform/catalogue/view';
import { UUID_PATTERN } from '../../platform/codes';
import {
  bookingInSiteFilter,
  bookingSiteFilter,
  type BookingSiteFilter,
  type SiteScope,
} from '../../platform/backoffice/site-scope';
import { templateIdsAt } from '../../config/sites';
import type { AdminBookingRepository, BookingFilter, BookingSearchRecord } from './repository';

/** The name shown in a row: "First Last", else the company; null for a mail-only booking. */
export function displayName(c: Contact): string | null {
  const person = [c.firstName, c.lastName].filter((x) => x && x.trim()).join(' ');
  return person || c.companyName?.trim() || null;
}

/**
 * The back office's booking search and detail (ADR 024). Read-only: cancelling,
 * refunding and resending belong to the services that own those rules.
 */
export class AdminBookingService {
  constructor(
    private readonly deps: {
      /** The templates' names; with the walk-in template, a payment by plate is named as parking. */
      catalogue: CatalogueReader;
      repo: AdminBookingRepository;
    },
  ) {}

  /** The booking filter of a scope: its sites, and the templates valid there (ADR 060). */
  siteFilter(scope: SiteScope): BookingSiteFilter | null {
    const shop = this.deps.catalogue.current().config;
    return bookingSiteFilter(scope, (ids) => templateIdsAt(shop, ids));
  }

  /**
   * The booking, when it lies in the operator's scope; else 404 BOOKING_NOT_FOUND, as for an
   * unknown id (ids of other sites leak nothing). The actions ask this before they act.
   */
  async visible(id: string, scope: SiteScope) {
    const booking = UUID_PATTERN.test(id) ? await this.deps.repo.booking(id) : undefined;
    if (!booking || !bookingInSiteFilter(this.siteFilter(scope), booking)) {
      throw new DomainError('BOOKING_NOT_FOUND', 'No such booking');
    }
    return booking;
  }

  async search(q: BookingSearchQuery, scope: SiteScope = null): Promise<BookingSearchResponse> {
    const snap = this.deps.catalogue.current();
    const problem = periodProblem(q.from, q.to);
    if (problem) throw new DomainError('PERIOD_INVALID', problem);
    const filter: BookingFilter = {
      plateKeyPrefix: q.plate ? plateKey(q.plate) || undefined : undefined,
      mailPrefix: q.mail?.trim().toLowerCase() || undefined,
      namePrefix: q.name?.trim().toLowerCase() || undefined,
      from: q.from ? new Date(q.from) : undefined,
      to: q.to ? new Date(q.to) : undefined,
      templateId: q.templateId || undefined,
      status: q.status,
      // Unpaid holds that ran out are noise in the daily list; asked for by name, they show.
      hideLapsed: q.lapsed !== 'true' && q.status !== 'lapsed',
      site: this.siteFilter(scope) ?? undefined,
    };
    const { rows, count: counted } = await this.deps.repo.search(
      filter,
      q.sort,
      q.order,
      q.pageSize,
      q.page * q.pageSize,
      BOOKING_COUNT_CAP,
    );
    const totalCapped = counted > BOOKING_COUNT_CAP;
    return {
      data: rows.map((r) => this.row(snap, r)),
      total: totalCapped ? BOOKING_COUNT_CAP : counted,
      totalCapped,
      page: q.page,
      pageSize: q.pageSize,
    };
  }

  async detail(id: string, scope: SiteScope = null): Promise<BookingDetail> {
    const snap = this.deps.catalogue.current();
    // Not a uuid, unknown or of another site: the same 404 (and no cast error from the database).
    const booking = await this.visible(id, scope);
    const [permission, paymentRows, billRows, noteRows, attempts] = await Promise.all([
      this.deps.repo.permissionOf(id),
      this.deps.repo.paymentsOf(id),
      this.deps.repo.billsOf(id),
      this.deps.repo.creditNotesOf(id),
      this.deps.repo.earlierAttemptsOf(id),
    ]);
    const attemptPayments = await Promise.all(attempts.map((a) => this.deps.repo.paymentsOf(a.id)));
    const ids = [...paymentRows, ...attemptPayments.flat()].map((p) => p.id);
    const [events, inbox, mailRows] = await Promise.all([
      this.deps.repo.eventsOf(ids),
      this.deps.repo.inboxOf(ids),
      permission ? this.deps.repo.mailsOf(permission.id) : Promise.resolve([]),
    ]);
    const latest = paymentRows.at(-1);
    const row = this.row(snap, {
      ...booking,
      displayEnd: booking.displayEnd,
      paymentStatus: latest?.status ?? null,
      paymentMethod: latest?.method ?? null,
      billNumber: billRows[0]?.number ?? null,
      attempts: 1 + attempts.length,
    });
    const payment = (p: (typeof paymentRows)[number]) => ({
      id: p.id,
      provider: p.provider,
      providerRef: p.providerRef,
      method: p.method,
      amountCents: p.amountCents,
      status: p.status,
      statusReason: p.statusReason,
      createdAt: p.createdAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
      events: events
        .filter((e) => e.paymentId === p.id)
        .map((e) => ({
          id: e.id,
          status: e.status,
          source: e.source,
          providerEventId: e.providerEventId,
          payload: e.payload ?? null,
          createdAt: e.createdAt.toISOString(),
        })),
      inbox: inbox
        .filter((e) => e.paymentId === p.id)
        .map((e) => ({
          id: e.id,
          kind: e.kind,
          authoritative: e.authoritative,
          status: e.status,
          amountCents: e.amountCents,
          payload: e.payload ?? null,
          receivedAt: e.receivedAt.toISOString(),
        })),
    });
    return {
      booking: {
        ...row,
        slotCount: booking.slotCount,
        contact: booking.contact,
        identifications: booking.identifications,
        language: booking.language,
        holdUntil: booking.holdUntil?.toISOString() ?? null,
        cancelledAt: booking.cancelledAt?.toISOString() ?? null,
        customerId: booking.customerId,
        permissionId: permission?.id ?? null,
        ticketCode: permission?.ticketCode ?? null,
      },
      payments: paymentRows.map(payment),
      earlierAttempts: attempts.map((a, i) => ({
        bookingId: a.id,
        status: a.status as BookingSearchRow['status'],
        createdAt: a.createdAt.toISOString(),
        payments: attemptPayments[i].map(payment),
      })),
      mails: mailRows.map((m) => ({
        ...m,
        createdAt: m.createdAt.toISOString(),
        sentAt: m.sentAt?.toISOString() ?? null,
      })),
      bills: billRows.map((b) => ({
        id: b.id,
        number: b.number,
        closingDate: b.closingDate,
        netCents: b.netCents,
        vatCents: b.vatCents,
        grossCents: b.grossCents,
        vatRateBasisPoints: b.vatRateBasisPoints,
        paymentMethod: b.paymentMethod,
        pdfUrl: billPdfUrl(b),
      })),
      creditNotes: noteRows.map((n) => ({
        id: n.id,
        number: n.number,
        billId: n.billId,
        closingDate: n.closingDate,
        netCents: n.netCents,
        vatCents: n.vatCents,
        grossCents: n.grossCents,
        vatRateBasisPoints: n.vatRateBasisPoints,
        refundMethod: n.refundMethod,
        refundStatus: n.refundStatus,
        refundReason: n.refundReason,
        pdfUrl: `/api/credit-note/${n.id}/${n.secret}.pdf`,
      })),
    };
  }

  private row({ config, paidTemplates }: CatalogueSnapshot, r: BookingSearchRecord): BookingSearchRow {
    return {
      id: r.id,
      templateId: r.templateId,
      templateName:
        templateName(config, paidTemplates.get(r.templateId), config.shop.language) ?? r.templateId,
      startsAt: r.startsAt.toISOString(),
      endsAt: r.displayEnd.toISOString(),
      status: r.status as BookingSearchRow['status'],
      priceCents: r.priceCents,
      mail: r.contact.mail ?? null,
      name: displayName(r.contact),
      plate: plateOf(r.identifications),
      createdAt: r.createdAt.toISOString(),
      paymentStatus: r.paymentStatus,
      paymentMethod: r.paymentMethod,
      billNumber: r.billNumber,
      attempts: r.attempts,
    };
  }
}

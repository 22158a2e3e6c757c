import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import { plateKey, plateOf } from '../../../shared/domain/plate';
import { MAX_EXPORT_DAYS, periodProblem } from '../../../shared/schemas/admin';
import type { AdminPaymentList, AdminPaymentListQuery } from '../../../shared/schemas/admin-payments';
import { DomainError } from '../../errors';
import { csvLine, euros, localDateTime, UTF8_BOM } from '../../platform/csv/csv';
import type { BookingSiteFilterOf, SiteScope } from '../../platform/backoffice/site-scope';
import type { PaymentListFilter, PaymentListRepository } from './payment-list-repository';

/** The list's filters without its paging: what the CSV of the list exports. */
export type PaymentListFilterQuery = Omit<AdminPaymentListQuery, 'page' | 'pageSize'>;

/** Rows per query while the CSV streams, and the most rows one file holds. */
const CSV_BATCH = 500;
export const MAX_LIST_CSV_ROWS = 50_000;

/** Local midnight at the start of a calendar day (`2026-11-20`) in `zone`; `days` later for an end. */
function midnight(day: string, zone: string, days = 0): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(addDays(new TZDate(y, m - 1, d, zone), days).getTime());
}

/**
 * The back office's list of all payments: the operator finds a payment by plate,
 * e-mail or reference, whatever its state, beside the refunds due and SEPA.
 */
export class PaymentListService {
  constructor(
    private readonly deps: { repo: PaymentListRepository; zone: string; siteFilter: BookingSiteFilterOf },
  ) {}

  /** The repository's filter of the list's query; 400 PERIOD_INVALID for a period out of order. */
  private filter(q: PaymentListFilterQuery, scope: SiteScope): PaymentListFilter {
    // An open end is allowed (from a day on, up to a day); a closed one must be in order.
    const problem = periodProblem(q.from, q.to, MAX_EXPORT_DAYS);
    if (problem) throw new DomainError('PERIOD_INVALID', problem);
    const zone = this.deps.zone;
    const term = q.q?.trim().toLowerCase() || undefined;
    const key = term ? plateKey(term) : '';
    return {
      term,
      plateKey: key.length >= 2 ? key : undefined,
      status: q.status,
      provider: q.provider,
      site: this.deps.siteFilter(scope) ?? undefined,
      from: q.from ? midnight(q.from, zone) : undefined,
      to: q.to ? midnight(q.to, zone, 1) : undefined,
    };
  }

  async list(q: AdminPaymentListQuery, scope: SiteScope = null): Promise<AdminPaymentList> {
    const [{ rows, total }, providers] = await Promise.all([
      this.deps.repo.page(this.filter(q, scope), q.page * q.pageSize, q.pageSize),
      this.deps.repo.providers(),
    ]);
    return {
      data: rows.map(({ payment: p, booking: b }) => ({
        id: p.id,
        bookingId: p.bookingId,
        createdAt: p.createdAt.toISOString(),
        updatedAt: p.updatedAt.toISOString(),
        provider: p.provider,
        method: p.method,
        providerRef: p.providerRef,
        amountCents: p.amountCents,
        status: p.status,
        statusReason: p.statusReason,
        plate: plateOf(b.identifications),
        mail: b.contact.mail ?? null,
      })),
      total,
      page: q.page,
      pageSize: q.pageSize,
      providers,
    };
  }

  /**
   * The list as the operator filtered it, as CSV (the accountant's format, ADR 024), newest
   * first like the screen. The filter is checked before the first byte, so a bad period is a
   * 400 and not a broken download; at most MAX_LIST_CSV_ROWS rows (the export by period covers
   * more). A generator: the rows stream batch by batch instead of sitting in memory.
   */
  csv(q: PaymentListFilterQuery, scope: SiteScope = null): AsyncGenerator<string> {
    const filter = this.filter(q, scope);
    const zone = this.deps.zone;
    const repo = this.deps.repo;
    return (async function* lines() {
      yield (
        UTF8_BOM +
        csvLine([
          'Erstellt',
          'Zahlungs-ID',
          'Buchungs-ID',
          'Kennzeichen',
          'E-Mail',
          'Betrag EUR',
          'Status',
          'Grund',
          'Anbieter',
          'Zahlart',
          'Anbieter-Referenz',
        ])
      );
      let after: { createdAt: Date; id: string } | null = null;
      for (let done = 0; done < MAX_LIST_CSV_ROWS; done += CSV_BATCH) {
        const rows = await repo.batch(filter, after, Math.min(CSV_BATCH, MAX_LIST_CSV_ROWS - done));
        let chunk = '';
        for (const { payment: p, booking: b } of rows) {
          chunk += csvLine([
            localDateTime(p.createdAt, zone),
            p.id,
            p.bookingId,
            plateOf(b.identifications),
            b.contact.mail,
            euros(p.amountCents),
            p.status,
            p.statusReason,
            p.provider,
            p.method,
            p.providerRef,
          ]);
        }
        if (chunk) yield chunk;
        if (rows.length < CSV_BATCH) return;
        const last = rows[rows.length - 1].payment;
        after = { createdAt: last.createdAt, id: last.id };
      }
    })();
  }
}

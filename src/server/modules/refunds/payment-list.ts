import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import { plateKey, plateOf } from '../../../shared/domain/plate';
import { MAX_EXPORT_DAYS, periodProblem } from '../../../shared/schemas/admin';
import type { AdminPaymentList, AdminPaymentListQuery } from '../../../shared/schemas/admin-payments';
import { DomainError } from '../../errors';
import type { PaymentListRepository } from './payment-list-repository';

/** Local midnight at the start of a calendar day (`2026-11-20`) in `zone`; `days` later for an end. */
function midnight(day: string, zone: string, days = 0): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(addDays(new TZDate(y, m - 1, d, zone), days).getTime());
}

/**
 * The back office's list of all payments (issue 19): the operator finds a payment by plate,
 * e-mail or reference, whatever its state, beside the refunds due and SEPA.
 */
export class PaymentListService {
  constructor(private readonly deps: { repo: PaymentListRepository; zone: () => string }) {}

  async list(q: AdminPaymentListQuery): Promise<AdminPaymentList> {
    // An open end is allowed (from a day on, up to a day); a closed one must be in order.
    const problem = periodProblem(q.from, q.to, MAX_EXPORT_DAYS);
    if (problem) throw new DomainError('PERIOD_INVALID', problem);
    const zone = this.deps.zone();
    const term = q.q?.trim().toLowerCase() || undefined;
    const key = term ? plateKey(term) : '';
    const [{ rows, total }, providers] = await Promise.all([
      this.deps.repo.page(
        {
          term,
          plateKey: key.length >= 2 ? key : undefined,
          status: q.status,
          provider: q.provider,
          from: q.from ? midnight(q.from, zone) : undefined,
          to: q.to ? midnight(q.to, zone, 1) : undefined,
        },
        q.page * q.pageSize,
        q.pageSize,
      ),
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
}

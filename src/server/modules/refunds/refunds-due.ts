import type { AuditInTx } from '../../platform/audit/audit';
import type { FastifyBaseLogger } from 'fastify';
import type {
  RefundDue,
  RefundDueList,
  RefundKind,
  RefundResult,
} from '../../../shared/schemas/admin-payments';
import type { Db } from '../../db/client';
import type { RefundItemKind } from '../../db/schema';
import { DomainError } from '../../errors';
import { ProviderError, type PaymentProvider } from '../../payments/port';
import { PaymentsTx } from '../payments';
import { UUID_PATTERN } from '../../platform/codes';
import {
  bookingInSiteFilter,
  type BookingSiteFilterOf,
  type SiteScope,
} from '../../platform/backoffice/site-scope';
import { plateOf } from '../../../shared/domain/plate';
import type { DueItemRow, RefundsDueRepository } from './refunds-due-repository';

/** A provider refund asked for longer ago than this without an outcome is taken as lost. */
const STALE_PENDING_MS = 10 * 60_000;

export interface RefundsDueServiceDeps {
  repo: RefundsDueRepository;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  /** The operator's sites as a booking filter (ADR 060); absent: every site. */
  siteFilter?: BookingSiteFilterOf;
}

/** A refund's state as the audit log shows it (before/after). */
function auditState(item: DueItemRow) {
  return {
    kind: item.kind,
    paymentId: item.payment.id,
    bookingId: item.booking.id,
    amountCents: amountOf(item),
    status: item.record?.status ?? 'due',
    method: item.record?.method ?? null,
    reference: item.record?.reference ?? null,
    error: item.record?.error ?? null,
  };
}

function amountOf(item: DueItemRow): number {
  return item.note ? item.note.grossCents : item.payment.amountCents;
}

function isDue(item: DueItemRow): boolean {
  return item.note ? item.note.refundStatus === 'due' : item.payment.status === 'refund_due';
}

/**
 * The refunds due (ADR 006, 016) and what the operator does with them: "refunded by transfer"
 * with the transfer's reference, or "refund through the provider". One list for the token API
 * (GET /api/operator/payments/refunds-due) and the back office. A refund is recorded once: the
 * item's row lock orders two clicks, and the second finds the first's record (409). The
 * provider is asked outside any transaction (no HTTP while holding locks); a `pending` record
 * keeps a second click from asking again meanwhile.
 */
export class RefundsDueService {
  constructor(private readonly deps: RefundsDueServiceDeps) {}

  /** 404 REFUND_NOT_FOUND for an item whose booking lies outside the operator's sites (ADR 060). */
  async visible(kind: RefundItemKind, id: string, scope: SiteScope): Promise<void> {
    if (scope === null) return;
    const booking = UUID_PATTERN.test(id) ? await this.deps.repo.bookingOfItem(kind, id) : undefined;
    if (!booking || !bookingInSiteFilter(this.deps.siteFilter?.(scope) ?? null, booking)) {
      throw new DomainError('REFUND_NOT_FOUND', 'No such refund due');
    }
  }

  async list(page: number, pageSize: number, scope: SiteScope = null): Promise<RefundDueList> {
    const site = this.deps.siteFilter?.(scope) ?? undefined;
    const { rows, total } = await this.deps.repo.due((page + 1) * pageSize, site);
    const data = rows
      .map((r) => this.view(r))
      .sort((a, b) => (a.since < b.since ? 1 : a.since > b.since ? -1 : a.id < b.id ? 1 : -1))
      .slice(page * pageSize, (page + 1) * pageSize);
    return { data, total, page, pageSize };
  }

  private view(r: DueItemRow): RefundDue {
    return {
      kind: r.kind,
      id: r.note?.id ?? r.payment.id,
      paymentId: r.payment.id,
      bookingId: r.booking.id,
      provider: r.payment.provider,
      providerRef: r.payment.providerRef,
      amountCents: amountOf(r),
      mail: r.booking.contact.mail ?? null,
      plate: plateOf(r.booking.identifications),
      reason: r.note ? `cancellation:${r.note.refundReason ?? 'due'}` : r.payment.statusReason,
      since: (r.note?.updatedAt ?? r.payment.updatedAt).toISOString(),
      providerRefundPossible: this.providerCan(r),
      lastError: r.record?.status === 'failed' ? r.record.error : null,
      inProgress: r.record?.status === 'pending',
    };
  }

  private providerCan(r: DueItemRow): boolean {
    const p = this.deps.provider;
    return Boolean(p.remote && p.refund && r.payment.provider === p.name && r.payment.providerRef);
  }

  /**
   * The item locked and still due; 404 unknown or not due, 409 done or being refunded. A
   * provider refund without an outcome for STALE_PENDING_MS (the instance died while asking)
   * blocks the provider for good (it may have taken the first request), but the operator, having
   * looked at the provider, may still record a transfer (`staleMayPass`).
   */
  private async lockDue(
    tx: Db,
    kind: RefundItemKind,
    id: string,
    now: Date,
    staleMayPass: boolean,
  ): Promise<DueItemRow> {
    const item = UUID_PATTERN.test(id) ? await this.deps.repo.lockItem(tx, kind, id) : undefined;
    if (item?.record?.status === 'done')
      throw new DomainError('REFUND_ALREADY_DONE', 'This refund is already recorded as done');
    if (!item || !isDue(item)) throw new DomainError('REFUND_NOT_FOUND', 'No such refund due');
    const pending = item.record?.status === 'pending';
    const stale = pending && now.getTime() - item.record!.updatedAt.getTime() > STALE_PENDING_MS;
    if (pending && !(stale && staleMayPass))
      throw new DomainError('REFUND_IN_PROGRESS', 'The provider is being asked for this refund');
    return item;
  }

  /** Records the refund as made by bank transfer, with its reference (already trimmed). */
  async markTransferred(
    kind: RefundKind,
    id: string,
    reference: string,
    operatorName: string,
    now: Date,
    audit: AuditInTx,
  ): Promise<RefundResult> {
    return this.deps.repo.transaction(async (tx) => {
      const item = await this.lockDue(tx, kind, id, now, true);
      const before = auditState(item);
      const result = await this.finish(tx, item, 'transfer', reference, null, operatorName, now);
      await audit(tx, {
        action: 'refund.transfer',
        entity: 'refund',
        entityId: `${kind}:${id}`,
        before,
        after: { ...before, status: 'done', method: 'transfer', reference },
      });
      return result;
    });
  }

  /**
   * Asks the provider for the refund. On success the refund is done; on a refusal or outage it
   * stays due with the provider's answer (502 REFUND_PROVIDER_FAILED, shown in the list).
   */
  async refundAtProvider(
    kind: RefundKind,
    id: string,
    operatorName: string,
    now: Date,
    audit: AuditInTx,
  ): Promise<RefundResult> {
    const claimed = await this.deps.repo.transaction(async (tx) => {
      const item = await this.lockDue(tx, kind, id, now, false);
      if (!this.providerCan(item)) {
        throw new DomainError(
          'REFUND_NOT_AT_PROVIDER',
          'The configured provider cannot refund this payment',
          {
            provider: item.payment.provider,
          },
        );
      }
      await this.deps.repo.saveRecord(tx, {
        kind,
        itemId: id,
        paymentId: item.payment.id,
        amountCents: amountOf(item),
        method: 'provider',
        status: 'pending',
        reference: null,
        error: null,
        operatorName,
        updatedAt: now,
      });
      return item;
    });
    let error: string | null = null;
    try {
      await this.deps.provider.refund!(claimed.payment.providerRef!, amountOf(claimed));
    } catch (e) {
      error =
        e instanceof ProviderError
          ? `${e.kind}${e.status ? ` ${e.status}` : ''}: ${e.message}`.slice(0, 300)
          : 'unavailable: no answer';
      this.deps.log.error(
        { paymentId: claimed.payment.id, provider: this.deps.provider.name, err: error },
        'REFUND DUE: the provider did not take the refund the operator asked for; it stays due',
      );
    }
    const result = await this.deps.repo.transaction(async (tx) => {
      const item = (await this.deps.repo.lockItem(tx, kind, id))!;
      const before = auditState(claimed);
      const r = await this.finish(tx, item, 'provider', null, error, operatorName, now);
      await audit(tx, {
        action: 'refund.provider',
        entity: 'refund',
        entityId: `${kind}:${id}`,
        before,
        after: { ...before, status: r.status, method: 'provider', error },
      });
      return r;
    });
    if (error) {
      throw new DomainError('REFUND_PROVIDER_FAILED', 'The provider did not take the refund; it stays due', {
        error,
      });
    }
    return result;
  }

  /** Writes the record (done, or failed with the provider's error) and the payment's history. */
  private async finish(
    tx: Db,
    item: DueItemRow,
    method: 'transfer' | 'provider',
    reference: string | null,
    error: string | null,
    operatorName: string,
    now: Date,
  ): Promise<RefundResult> {
    const id = item.note?.id ?? item.payment.id;
    const status = error ? ('failed' as const) : ('done' as const);
    const amountCents = amountOf(item);
    await this.deps.repo.saveRecord(tx, {
      kind: item.kind,
      itemId: id,
      paymentId: item.payment.id,
      amountCents,
      method,
      status,
      reference,
      error,
      operatorName,
      updatedAt: now,
    });
    if (status === 'done') {
      if (item.note) await this.deps.repo.setNoteRefunded(tx, item.note.id, now);
      // The payment's history (the booking detail shows it) tells that the money went back.
      await new PaymentsTx(tx).addEvent({
        paymentId: item.payment.id,
        status: item.payment.status,
        source: method === 'transfer' ? 'refund-transfer' : 'refund-provider',
        now,
        payload: { kind: item.kind, amountCents, reference, operator: operatorName },
      });
    }
    return { kind: item.kind, id, amountCents, method, status, reference, error };
  }
}

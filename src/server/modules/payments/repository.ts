import { createHash } from 'node:crypto';
import {
  and,
  asc,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  notExists,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, paymentEvents, paymentInbox, payments, type PaymentStatus } from '../../db/schema';
import type { NewInboxEntry, PaymentRow } from '../../db/rows';
import { inTransaction } from '../../db/executor';

import { PaymentsTx } from './payment-writes';

export { PaymentsTx };

/** Opens a settle-like transaction on the payment rows (refunds, booking actions extend it). */
export interface PaymentTransactions {
  transaction<T>(fn: (tx: PaymentsTx) => Promise<T>): Promise<T>;
}

export class PaymentsRepository implements PaymentTransactions {
  constructor(private readonly db: Db) {}

  transaction<T>(fn: (tx: PaymentsTx) => Promise<T>): Promise<T> {
    return inTransaction(this.db, (tx) => fn(new PaymentsTx(tx)));
  }

  /**
   * Retention (jobs/retention.ts): inbox rows received before `before`, except those of
   * payments still pending or refund_due:
   * their answers may still have to be applied, or show the operator what to refund.
   */
  async deleteInboxBefore(before: Date): Promise<number> {
    const rows = await this.db
      .delete(paymentInbox)
      .where(
        and(
          lt(paymentInbox.receivedAt, before),
          or(
            isNull(paymentInbox.paymentId),
            notExists(
              this.db
                .select({ one: sql`1` })
                .from(payments)
                .where(
                  and(
                    sql`${payments.id} = ${paymentInbox.paymentId}`,
                    inArray(payments.status, ['pending', 'refund_due']),
                  ),
                ),
            ),
          ),
        ),
      )
      .returning({ id: paymentInbox.id });
    return rows.length;
  }

  /** The template of the booking a payment pays (the demo page picks the result page by it). */
  async templateOfPayment(id: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ templateId: bookings.templateId })
      .from(payments)
      .innerJoin(bookings, eq(bookings.id, payments.bookingId))
      .where(eq(payments.id, id));
    return row?.templateId;
  }

  async find(id: string): Promise<PaymentRow | undefined> {
    const [row] = await this.db.select().from(payments).where(eq(payments.id, id));
    return row;
  }

  async setProviderRef(
    id: string,
    providerRef: string,
    method: string,
    now: Date,
    urls: { redirectUrl?: string; widgetUrl?: string } = {},
  ): Promise<void> {
    await this.db
      .update(payments)
      .set({
        providerRef,
        method,
        redirectUrl: urls.redirectUrl ?? null,
        widgetUrl: urls.widgetUrl ?? null,
        updatedAt: now,
      })
      .where(eq(payments.id, id));
  }

  /** Pending payments whose booking's hold has run out (for the lapse job). */
  async lapsedPendingPaymentIds(now: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: payments.id })
      .from(bookings)
      .innerJoin(payments, eq(payments.bookingId, bookings.id))
      .where(and(eq(bookings.status, 'held'), lte(bookings.holdUntil, now), eq(payments.status, 'pending')))
      .orderBy(asc(bookings.holdUntil))
      .limit(limit);
    return rows.map((r) => r.id);
  }

  async findByRef(provider: string, providerRef: string): Promise<PaymentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)));
    return row;
  }

  /**
   * Appends to the payment inbox (never updated; deleted only by the retention job). A word
   * already stored under the same dedup key (see inboxDedupKey) is not stored again: answers
   * false then.
   */
  async addInbox(entry: NewInboxEntry, dedupWindowMs?: number): Promise<boolean> {
    const dedupKey = inboxDedupKey(entry, dedupWindowMs);
    const rows = await this.db
      .insert(paymentInbox)
      .values({ ...entry, dedupKey })
      .onConflictDoNothing()
      .returning({ id: paymentInbox.id });
    return rows.length > 0;
  }

  /**
   * Claims the right to ask the provider about a payment now: one conditional update, so of
   * several instances and requests at once only one wins per interval. Settled payments (paid,
   * refund_due) are never claimed: our database answers for them.
   */
  async claimLookup(paymentId: string, now: Date, intervalMs: number): Promise<boolean> {
    const rows = await this.db
      .update(payments)
      .set({ lastCheckedAt: now })
      .where(
        and(
          eq(payments.id, paymentId),
          notInArray(payments.status, ['paid', 'refund_due']),
          or(
            isNull(payments.lastCheckedAt),
            lte(payments.lastCheckedAt, new Date(now.getTime() - intervalMs)),
          ),
        ),
      )
      .returning({ id: payments.id });
    return rows.length > 0;
  }

  /** The provider's latest stored answer about a payment (what a throttled look-up reuses). */
  async latestAnswer(paymentId: string) {
    const [row] = await this.db
      .select()
      .from(paymentInbox)
      .where(and(eq(paymentInbox.paymentId, paymentId), eq(paymentInbox.authoritative, true)))
      .orderBy(desc(paymentInbox.id))
      .limit(1);
    return row;
  }

  /**
   * Pending payments for which the provider's own answer (authoritative) was recorded as paid,
   * failed or expired, but which were never settled: the process died in between. The latest
   * such answer per payment.
   */
  async unsettledOutcomes(
    limit: number,
  ): Promise<{ paymentId: string; status: PaymentStatus; amountCents: number | null }[]> {
    const rows = await this.db
      .selectDistinctOn([paymentInbox.paymentId], {
        paymentId: paymentInbox.paymentId,
        status: paymentInbox.status,
        amountCents: paymentInbox.amountCents,
      })
      .from(paymentInbox)
      .innerJoin(payments, eq(payments.id, paymentInbox.paymentId))
      .where(
        and(
          eq(payments.status, 'pending'),
          eq(paymentInbox.authoritative, true),
          inArray(paymentInbox.status, ['paid', 'failed', 'expired']),
        ),
      )
      .orderBy(paymentInbox.paymentId, desc(paymentInbox.id))
      .limit(limit);
    return rows.map((r) => ({ paymentId: r.paymentId!, status: r.status!, amountCents: r.amountCents }));
  }

  /** Pending payments of `provider` opened before `before` (missed webhooks), oldest first. */
  async stalePending(provider: string, before: Date, limit: number): Promise<PaymentRow[]> {
    return this.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.provider, provider),
          eq(payments.status, 'pending'),
          isNotNull(payments.providerRef),
          lte(payments.createdAt, before),
        ),
      )
      .orderBy(asc(payments.createdAt))
      .limit(limit);
  }

  /**
   * Pending payments of `provider` with a webhook or browser notice received after their last
   * look-up: a hint that arrived within the look-up interval and was not asked about (ADR 011).
   */
  async hintedPending(provider: string, limit: number): Promise<PaymentRow[]> {
    return this.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.provider, provider),
          eq(payments.status, 'pending'),
          isNotNull(payments.providerRef),
          sql`exists (select 1 from ${paymentInbox} where ${paymentInbox.paymentId} = ${payments.id}
                and ${paymentInbox.authoritative} = false
                and ${paymentInbox.receivedAt} > coalesce(${payments.lastCheckedAt}, '-infinity'::timestamptz))`,
        ),
      )
      .orderBy(asc(payments.createdAt))
      .limit(limit);
  }

  async inboxOf(paymentId: string) {
    return this.db
      .select()
      .from(paymentInbox)
      .where(eq(paymentInbox.paymentId, paymentId))
      .orderBy(asc(paymentInbox.id));
  }

  async countEvents(paymentId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, paymentId));
    return row.n;
  }
}

/**
 * What makes two inbox rows the same word: provider, ref, payment, kind, status, amount and the
 * payload (keys sorted). Hints (webhooks, browser notices) carry no status of their own, so a
 * time window is part of their key: a storm of one webhook is one row per window, while the
 * inbox still shows that the provider kept calling. Provider answers need no window: the same
 * answer again adds nothing, and a changed answer (another status) is a new row.
 */
export function inboxDedupKey(e: NewInboxEntry, windowMs = 60_000): string {
  const bucket = e.authoritative ? null : Math.floor(e.receivedAt.getTime() / Math.max(1, windowMs));
  const identity = [
    e.provider,
    e.providerRef ?? null,
    e.paymentId ?? null,
    e.kind,
    e.status ?? null,
    e.amountCents ?? null,
    canonical(e.payload ?? null),
    bucket,
  ];
  return createHash('sha256').update(JSON.stringify(identity)).digest('base64url');
}

function canonical(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canonical);
  if (v && typeof v === 'object') {
    return Object.fromEntries(
      Object.keys(v as object)
        .sort()
        .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
    );
  }
  return v;
}

import { DomainError } from '../../errors';
import { ProviderError, type PaymentProvider, type ProviderPaymentStatus } from '../../payments/port';
import type { PaymentsRepository } from './repository';
import type { PaymentLog } from './ports';
import type { PaymentService, SettleResult } from './service';
import type { PaymentRow } from '../../db/rows';

export type InboxKind =
  | 'webhook' // the provider's unsigned callback (a hint)
  | 'webhook-fetch' // the provider's answer fetched because of a webhook
  | 'poll' // the provider's answer fetched by the checkout poll
  | 'client-notice' // what the browser said (a hint)
  | 'notice-fetch' // the provider's answer fetched because of a browser notice
  | 'reconcile' // the provider's answer fetched by the reconciliation job
  | 'lapse-check' // the provider's answer fetched before lapsing a hold
  | 'replace-check'; // the provider's answer fetched before a new reserve replaces the payment

export interface PaymentInboxDeps {
  repo: PaymentsRepository;
  payments: PaymentService;
  provider: PaymentProvider;
  log: PaymentLog;
  /** Pending this long, a remote payment is asked about by the job (a missed webhook). */
  staleAfterMs?: number;
  /**
   * Polls, browser notices and webhooks ask the provider about one payment at most once per
   * this interval (all instances together); in between the last stored answer is reused.
   */
  lookupIntervalMs?: number;
  /** Test hook of the crash test: runs right after a provider's "paid" is stored, before settling. */
  afterPaidRecorded?: () => void;
}

const DEFAULT_STALE_MS = 3 * 60_000;
const DEFAULT_LOOKUP_INTERVAL_MS = 5_000;
/** Repeats of one hint (webhook storm) within this window are stored once. */
const HINT_DEDUP_WINDOW_MS = 60_000;

/** Who asks: the first three are throttled (visitors and providers can repeat them at will). */
const THROTTLED: ReadonlySet<InboxKind> = new Set(['poll', 'notice-fetch', 'webhook-fetch']);

/**
 * The payment inbox: everything a provider (or a browser) says about a payment is stored
 * append-only first, then acted upon. Hints (webhooks, browser notices) only make us ask the
 * provider; only the provider's own answer is applied, through PaymentService, where applying
 * an outcome twice changes nothing. If the process dies between storing an answer and
 * settling, `reconcile` applies the stored answer later.
 */
export class PaymentInbox {
  private readonly staleAfterMs: number;
  private readonly lookupIntervalMs: number;

  constructor(private readonly deps: PaymentInboxDeps) {
    this.staleAfterMs = deps.staleAfterMs ?? DEFAULT_STALE_MS;
    this.lookupIntervalMs = deps.lookupIntervalMs ?? DEFAULT_LOOKUP_INTERVAL_MS;
  }

  get provider(): PaymentProvider {
    return this.deps.provider;
  }

  /** Whether the payment belongs to the active provider and can be asked about. */
  askable(payment: PaymentRow): boolean {
    return payment.provider === this.deps.provider.name && !!payment.providerRef && this.deps.provider.remote;
  }

  /**
   * Asks the provider about the payment, stores the answer, applies it. Throws ProviderError
   * when the provider cannot be asked; then nothing was stored or changed.
   *
   * Throttled (ADR 011): a look-up first claims the payment's `last_checked_at` with a
   * conditional update. Polls, notices and webhooks claim it only if the last look-up is older
   * than the interval; the job's rounds (reconcile, lapse-check) always may. A settled payment
   * (paid, refund_due) is never looked up: our database answers. Without the claim, the last
   * stored answer is reused (and applied, should it not be yet: another instance may have died
   * between storing and settling it).
   */
  async refresh(payment: PaymentRow, kind: InboxKind, now: Date): Promise<ProviderPaymentStatus> {
    const { provider, repo } = this.deps;
    if (!payment.providerRef || payment.provider !== provider.name) return 'pending';
    const interval = THROTTLED.has(kind) ? this.lookupIntervalMs : 0;
    if (!(await repo.claimLookup(payment.id, now, interval))) return this.lastAnswer(payment.id, now);
    const state = await provider.fetchStatus(payment.providerRef);
    await repo.addInbox({
      provider: provider.name,
      providerRef: payment.providerRef,
      paymentId: payment.id,
      kind,
      authoritative: true,
      status: state.status,
      amountCents: state.amountCents ?? null,
      payload: state.raw ?? null,
      receivedAt: now,
    });
    if (state.status === 'paid') this.deps.afterPaidRecorded?.();
    await this.applyQuietly(payment, state, kind, now);
    return state.status;
  }

  /** What we know without asking: our own status once settled, else the last stored answer. */
  private async lastAnswer(paymentId: string, now: Date): Promise<ProviderPaymentStatus> {
    const payment = await this.deps.repo.find(paymentId);
    if (!payment) return 'pending';
    if (payment.status === 'paid' || payment.status === 'refund_due') return 'paid';
    if (payment.status !== 'pending') return payment.status;
    const last = await this.deps.repo.latestAnswer(paymentId);
    if (!last?.status || last.status === 'pending' || last.status === 'refund_due') return 'pending';
    const status = last.status;
    await this.applyQuietly(
      payment,
      { status, amountCents: last.amountCents ?? undefined },
      'reconcile-inbox',
      now,
    );
    return status;
  }

  /**
   * A provider callback. Answers 'unknown' for a payment we do not have (stored all the same),
   * 'invalid' for a body that is not the provider's callback.
   */
  async webhook(
    providerName: string,
    body: unknown,
    contentType: string | undefined,
    now: Date,
  ): Promise<'applied' | 'unknown' | 'invalid'> {
    const { provider, repo } = this.deps;
    if (providerName !== provider.name || !provider.parseWebhook) return 'unknown';
    const hint = provider.parseWebhook(body, contentType);
    if (!hint) return 'invalid';
    const payment = await repo.findByRef(provider.name, hint.providerRef);
    await repo.addInbox(
      {
        provider: provider.name,
        providerRef: hint.providerRef,
        paymentId: payment?.id ?? null,
        kind: 'webhook',
        authoritative: false,
        payload: hint.payload,
        receivedAt: now,
      },
      HINT_DEDUP_WINDOW_MS,
    );
    if (!payment) return 'unknown';
    try {
      await this.refresh(payment, 'webhook-fetch', now);
    } catch (e) {
      if (e instanceof ProviderError && e.kind === 'unavailable') {
        // The provider repeats its webhook, and the job asks again: nothing is lost.
        this.deps.log.warn({ paymentId: payment.id, err: e.message }, 'webhook: provider unavailable');
        throw new DomainError('PROVIDER_UNAVAILABLE', 'The payment provider does not answer; retry later');
      }
      if (e instanceof ProviderError) {
        this.deps.log.error(
          { paymentId: payment.id, err: e.message },
          'webhook: provider refused the status call',
        );
        return 'applied';
      }
      throw e;
    }
    return 'applied';
  }

  /** The browser reports what the payment widget said; stored, then the provider is asked. */
  async clientNotice(payment: PaymentRow, outcome: string, now: Date): Promise<void> {
    await this.deps.repo.addInbox(
      {
        provider: payment.provider,
        providerRef: payment.providerRef,
        paymentId: payment.id,
        kind: 'client-notice',
        authoritative: false,
        payload: { outcome },
        receivedAt: now,
      },
      HINT_DEDUP_WINDOW_MS,
    );
    // The checkout poll asks again if the provider does not answer now.
    await this.askIfOpen(payment, 'notice-fetch', now);
  }

  /**
   * Asks the provider about a payment that is pending here and applies its answer; an outage
   * is logged, not thrown. A new reserve asks before it replaces (and cancels) a payment, so
   * one the payer has already authorised is settled instead of cancelled (ADR 012).
   */
  async askIfOpen(payment: PaymentRow, kind: InboxKind, now: Date): Promise<void> {
    if (payment.status !== 'pending' || !this.askable(payment)) return;
    try {
      await this.refresh(payment, kind, now);
    } catch (e) {
      if (!(e instanceof ProviderError)) throw e;
      this.deps.log.warn({ paymentId: payment.id, err: e.message }, `${kind}: provider not asked`);
    }
  }

  /**
   * The background job's round: (1) settle what a provider already said but was not applied
   * (a crash between storing and settling), (2) ask the provider about payments pending for
   * longer than a few minutes (a missed webhook).
   */
  async reconcile(now: Date): Promise<{ settled: number; asked: number }> {
    const { repo, provider, log } = this.deps;
    let settled = 0;
    for (const o of await repo.unsettledOutcomes(100)) {
      const payment = await repo.find(o.paymentId);
      if (!payment || payment.status !== 'pending') continue;
      const r = await this.applyQuietly(
        payment,
        { status: o.status as ProviderPaymentStatus, amountCents: o.amountCents ?? undefined },
        'reconcile-inbox',
        now,
      );
      if (r.changed) settled++;
    }
    let asked = 0;
    if (provider.remote) {
      // Payments open for minutes (a missed webhook), and payments whose webhook or notice came
      // within the look-up interval and was not asked about (throttled).
      const stale = await repo.stalePending(provider.name, new Date(now.getTime() - this.staleAfterMs), 50);
      const hinted = await repo.hintedPending(provider.name, 50);
      const seen = new Set<string>();
      for (const payment of [...hinted, ...stale]) {
        if (seen.has(payment.id)) continue;
        seen.add(payment.id);
        try {
          await this.refresh(payment, 'reconcile', now);
          asked++;
        } catch (e) {
          if (!(e instanceof ProviderError)) throw e;
          log.warn({ paymentId: payment.id, err: e.message }, 'reconcile: provider not asked');
          if (e.kind === 'unavailable') break;
        }
      }
    }
    if (settled > 0)
      log.warn({ settled }, 'reconcile: applied provider answers that were stored but not settled');
    return { settled, asked };
  }

  /**
   * Lapses held payments whose hold ran out. A remote provider is asked first (the payer may
   * have paid a moment ago), and a still open payment is cancelled there so it cannot be paid
   * any more; should it be paid anyway, the late-payment rule applies (ADR 006).
   */
  async lapseExpiredHolds(now: Date): Promise<number> {
    const { repo, provider, payments, log } = this.deps;
    if (!provider.remote) return payments.lapseExpiredHolds(now);
    let n = 0;
    for (;;) {
      const ids = await repo.lapsedPendingPaymentIds(now, 100);
      let progressed = 0;
      for (const id of ids) {
        const payment = await repo.find(id);
        if (!payment) continue;
        if (this.askable(payment)) {
          try {
            await this.refresh(payment, 'lapse-check', now);
          } catch (e) {
            if (!(e instanceof ProviderError)) throw e;
            log.warn({ paymentId: id, err: e.message }, 'lapse: provider not asked; lapsing anyway');
          }
          if ((await repo.find(id))?.status !== 'pending') {
            progressed++;
            continue;
          }
        }
        if ((await payments.expire(id, 'lapse', now)).changed) {
          n++;
          progressed++;
          void this.cancelAtProvider(payment);
        }
      }
      if (ids.length < 100 || progressed === 0) return n;
    }
  }

  /** Best effort: the payment can no longer be paid at the provider. */
  async cancelAtProvider(payment: Pick<PaymentRow, 'id' | 'provider' | 'providerRef'>): Promise<void> {
    const { provider, log } = this.deps;
    if (!provider.cancel || payment.provider !== provider.name || !payment.providerRef) return;
    try {
      await provider.cancel(payment.providerRef);
    } catch (e) {
      log.warn(
        { paymentId: payment.id, err: (e as Error).message },
        'could not cancel the payment at the provider',
      );
    }
  }

  private async applyQuietly(
    payment: PaymentRow,
    state: { status: ProviderPaymentStatus; amountCents?: number },
    source: string,
    now: Date,
  ): Promise<SettleResult> {
    try {
      return await this.deps.payments.applyProviderState(payment, state, source, now);
    } catch (e) {
      // Closed on our side (e.g. demo/SEPA rules): the stored answer stays for the operator.
      if (e instanceof DomainError && e.code === 'PAYMENT_CLOSED') return { changed: false };
      throw e;
    }
  }
}

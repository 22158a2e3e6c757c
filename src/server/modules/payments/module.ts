import type { Container, Mount } from '../../container';
import { demoPayRoutes } from './demo-routes';
import { PaymentInbox } from './inbox';
import { PaymentsRepository } from './repository';
import type { BookingStatusWriter, StayCredit } from './ports';
import { PaymentService } from './service';
import { webhookRoutes } from './webhook-routes';

/**
 * Payments: the one place a payment changes state (service), what providers report and the
 * reconciliation with them (inbox), and the providers' calls into the shop (webhooks, the demo
 * provider's page). Bookings and stays change with a settle through their owners' writers.
 */
export function paymentsModule(c: Container, deps: { bookings: BookingStatusWriter; stays: StayCredit }) {
  const repo = new PaymentsRepository(c.db);
  const service = new PaymentService({
    catalogue: c.catalogue,
    repo,
    bookings: deps.bookings,
    stays: deps.stays,
    publicUrl: c.env.PUBLIC_URL,
    mailEnabled: c.mailEnabled,
    // Send right after the commit, without making the payer wait; the job retries failures.
    onMailQueued: c.sendMail,
    log: c.log,
  });
  const inbox = new PaymentInbox({
    repo,
    payments: service,
    provider: c.provider,
    log: c.log,
    lookupIntervalMs: c.env.PROVIDER_LOOKUP_INTERVAL_SECONDS * 1000,
    afterPaidRecorded: c.afterPaidRecorded,
  });
  const routes: Record<'demo' | 'webhooks', Mount> = {
    // The demo page exists only while demo is the provider: otherwise anyone could settle
    // leftover demo payments, and a real shop has no use for it (ADR 009).
    demo: (app) =>
      c.paymentSettings.provider === 'demo'
        ? app.register(demoPayRoutes, {
            payments: service,
            shopName: c.catalogue.current().config.shop.name,
            clock: c.clock,
            site: c.site,
          })
        : undefined,
    webhooks: (app) => app.register(webhookRoutes, { inbox, clock: c.clock }),
  };
  return {
    service,
    inbox,
    /** Settle transactions that other modules extend with their own rows (refunds, booking actions). */
    transactions: repo,
    /** A replaced payment is cancelled at the provider, so it cannot be paid any more. */
    async cancelPayment(paymentId: string): Promise<void> {
      const p = await repo.find(paymentId);
      if (p) await inbox.cancelAtProvider(p);
    },
    /** The retention job deletes old inbox rows (RETENTION_INBOX_DAYS). */
    deleteInboxBefore: (before: Date) => repo.deleteInboxBefore(before),
    routes,
  };
}

import type { Container, Mount } from '../container';
import { demoPayRoutes } from './demo/routes';
import { webhookRoutes } from './webhook-routes';

/** The providers' calls into the shop: webhooks, and the demo provider's payment page. */
export function paymentsModule(c: Container) {
  const routes: Record<'demo' | 'webhooks', Mount> = {
    // The demo page exists only while demo is the provider: otherwise anyone could settle
    // leftover demo payments, and a real shop has no use for it (ADR 009).
    demo: (app) =>
      c.paymentSettings.provider === 'demo'
        ? app.register(demoPayRoutes, {
            payments: c.payments,
            shopName: c.shop.shop.name,
            clock: c.clock,
            site: c.site,
          })
        : undefined,
    webhooks: (app) => app.register(webhookRoutes, { inbox: c.inbox, clock: c.clock }),
  };
  return { routes };
}

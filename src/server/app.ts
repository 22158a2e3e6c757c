import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { buildContainer, type AppOptions, type Mount, type ShopServices } from './container';
import { accessModule } from './modules/access';
import { privacyModule } from './modules/privacy';
import { accountsModule } from './modules/accounts';
import { adminBookingsModule } from './modules/admin-bookings';
import { backofficeModule } from './modules/backoffice';
import { billsModule } from './modules/bills';
import { bookingWrites } from './modules/booking';
import { bookingModule } from './modules/booking/module';
import { catalogueModule } from './modules/catalogue';
import { checkoutModule } from './modules/checkout';
import { contentModule } from './modules/content';
import { dashboardModule } from './modules/dashboard';
import { exportsModule } from './modules/exports';
import { healthModule, type Readiness } from './modules/health';
import { operatorModule } from './modules/operator';
import { portalModule } from './modules/portal';
import { refundsModule } from './modules/refunds';
import { remindersModule } from './modules/reminders';
import { renewalModule } from './modules/renewal';
import { sepaModule } from './modules/sepa';
import { ticketModule } from './modules/ticket';
import { paymentsModule } from './payments/module';
import { sumupCspSources } from './payments/providers';
import { LOG_REDACT, LOG_SERIALIZERS } from './platform/http/log-serializers';
import { registerHttpPlatform } from './platform/http/plugins';
import { logoOrigin } from '../shared/domain/shop-brand';
import { registerSpa } from './platform/http/spa';
import { BODY_LIMITS } from './platform/http/body-limits';
import { ajvFromZodValidatorCompiler } from './platform/http/validator';
import { frameworkErrorHandler } from './platform/http/error-handler';

declare module 'fastify' {
  interface FastifyInstance {
    shop: ShopServices;
    /** /api/health/ready's state; the server drains it on SIGTERM. */
    readiness: Readiness;
  }
}

export type { AppOptions, ShopServices } from './container';
export { LOG_REDACT, LOG_SERIALIZERS };

const DEFAULT_WEB_ROOT = resolve(import.meta.dirname, '../../dist/web');

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { env } = opts;
  const app = Fastify({
    logger:
      opts.logger === undefined
        ? { level: env.LOG_LEVEL, redact: LOG_REDACT, serializers: LOG_SERIALIZERS }
        : typeof opts.logger === 'object' && opts.logger !== null && !('child' in opts.logger)
          ? { redact: LOG_REDACT, serializers: LOG_SERIALIZERS, ...opts.logger }
          : opts.logger,
    // Only the listed proxies' X-Forwarded-For (and -Host, -Proto) count: req.ip is then the
    // visitor, so limits count per visitor. Unset: the socket's peer (ADR 009).
    trustProxy: env.TRUST_PROXY.length > 0 ? env.TRUST_PROXY : false,
    // Forms and JSON are small; anything larger is refused before parsing (413 BODY_TOO_LARGE).
    // The few calls that carry documents raise it on their own route (body-limits.ts).
    bodyLimit: BODY_LIMITS.default,
    return503OnClosing: true,
    // The router's own refusals (over-long or badly encoded path) in the shop's error format.
    frameworkErrors: frameworkErrorHandler,
  });
  app.setValidatorCompiler(ajvFromZodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // ---- the modules build their services from the container (no HTTP until the routes) ----
  const c = await buildContainer(opts, app.log);
  const accounts = accountsModule(c, { bookings: bookingWrites });
  const booking = bookingModule(c, { customers: accounts.customers });
  const bills = billsModule(c);
  const checkout = checkoutModule(c, { bookings: booking.customerBookings, bills: bills.service });
  const sepa = sepaModule(c, { bookings: booking.customerBookings });
  const refunds = refundsModule(c, { sepa: sepa.service, bookings: bookingWrites });
  const portal = portalModule(c, {
    sepa: sepa.service,
    customers: accounts.customers,
    cancellations: refunds.cancellations,
  });
  const privacy = privacyModule(c, {
    customers: accounts.customers,
    accounts: accounts.customerService,
    portal: portal.service,
    sepa: sepa.service,
    booking: booking.customerBookings,
  });
  const access = accessModule(c);
  const adminBookings = adminBookingsModule(c, { cancellations: refunds.cancellations });
  const backoffice = backofficeModule(c);
  const exports = exportsModule(c);
  const health = healthModule(c, opts.readinessProbes);
  const catalogue = catalogueModule(c, { database: opts.database, checkMs: opts.catalogueCheckMs });
  const payments = paymentsModule(c);
  const operator = operatorModule(c);
  const reminders = remindersModule(c, { booking: booking.renewals, customers: accounts.customers });

  // Before any route plugin: requireOperator() and audit() of every module read it.
  app.decorate('admin', { sessions: c.operatorSessions, auditLog: c.auditLog, clock: c.clock });
  const { payments: paymentService, inbox, mail, sessions, retention, clock, settled } = c;
  app.decorate('shop', {
    payments: paymentService,
    inbox,
    mail,
    sessions,
    retention: retention.withOwners({
      anonymiseGuestBookings: (before) => booking.customerBookings.anonymiseGuestBookings(before),
      deleteStaysBefore: access.deleteStaysBefore,
      removeUnconfirmedAccounts: (before, now) => accounts.customerService.removeUnconfirmed(before, now),
    }),
    cancellations: refunds.cancellations,
    access: {
      closeStaleStays: access.closeStaleStays,
      barrierSynced: access.barrierSynced,
      barrier: access.barrier,
      service: access.access,
    },
    reminders: reminders.service,
    occupancy: booking.occupancy,
    clock,
    settled,
  });
  app.decorate('readiness', health.readiness);
  // While draining, every answer closes its connection: a kept-alive one would otherwise hold
  // the shutdown up for Fastify's keep-alive timeout after its last in-flight request.
  app.addHook('onSend', async (_req, reply) => {
    if (health.readiness.isDraining) reply.header('connection', 'close');
  });
  app.addHook('onClose', async () => {
    await settled();
    // Drain: the barrier decisions answered but not yet written (ADR 036).
    await access.close();
    await c.hasher.close();
    if (!opts.mailer) c.mailer?.close();
  });

  // ---- HTTP, in plugin order ----
  await registerHttpPlatform(app, {
    env,
    db: c.db,
    site: c.site,
    widgetCsp: c.paymentSettings.sumup ? sumupCspSources(c.paymentSettings.sumup.widgetUrl) : undefined,
    shopName: c.shop.shop.name,
    sessionCookie: sessions.cookieName,
    // The live catalogue's logo: a save changes the next page's CSP (issue 19, its preview).
    logoOrigin: () => logoOrigin(c.shop.styling.logoUrl),
  });
  const plugins: Mount[] = [
    catalogue.routes.shopSwitch,
    contentModule(c, { freePlaces: access.freePlaces }).routes.shop,
    booking.routes.shop,
    checkout.routes.shop,
    renewalModule(c, { booking: booking.walkIns, checkout: checkout.service }).routes.shop,
    ticketModule(c).routes.shop,
    reminders.routes.shop,
    operator.routes.operator,
    health.routes.shop,
    payments.routes.demo,
    payments.routes.webhooks,
    sepa.routes.shop,
    sepa.routes.operator,
    refunds.routes.operator,
    bills.routes.shop,
    portal.routes.shop,
    privacy.routes.shop,
    accounts.routes.shop,
    accounts.routes.operator,
    access.routes.operator,
    access.routes.device,
    exports.routes.operator,
    adminBookings.routes.operator,
    backoffice.routes.admin,
    backoffice.routes.operator,
    adminBookings.routes.admin,
    exports.routes.admin,
    dashboardModule(c, { walkInsInside: access.walkInsInside }).routes.admin,
    adminBookings.routes.actions,
    access.routes.admin,
    refunds.routes.admin,
    sepa.routes.admin,
    accounts.routes.admin,
    privacy.routes.admin,
    catalogue.routes.admin,
    catalogue.routes.sync,
  ];
  for (const mount of plugins) await mount(app);
  await registerSpa(app, opts.webRoot === undefined ? DEFAULT_WEB_ROOT : opts.webRoot);
  return app;
}

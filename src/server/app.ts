import { resolve } from 'node:path';
import { logoOrigin } from '../shared/domain/shop-brand';
import type { AppOptions } from './app-types';
import { buildContainer, type Mount } from './container';
import { retentionJob } from './jobs/retention';
import { creditStayPayment } from './modules/access';
import { accessModule } from './modules/access/module';
import { accountsModule } from './modules/accounts/module';
import { adminBookingsModule } from './modules/admin-bookings/module';
import { backofficeModule } from './modules/backoffice/module';
import { billsModule } from './modules/bills/module';
import { bookingWrites, occupancyWriter } from './modules/booking';
import { bookingModule } from './modules/booking/module';
import { catalogueAtStart, catalogueModule } from './modules/catalogue/module';
import { checkoutModule } from './modules/checkout/module';
import { companiesModule } from './modules/companies/module';
import { companyBillingModule } from './modules/company-billing/module';
import { contentModule } from './modules/content/module';
import { dashboardModule } from './modules/dashboard/module';
import { exportsModule } from './modules/exports/module';
import { healthModule } from './modules/health/module';
import { operatorModule } from './modules/operator/module';
import { payByPlateModule } from './modules/pay-by-plate/module';
import { paymentsModule } from './modules/payments/module';
import { portalModule } from './modules/portal/module';
import { privacyModule } from './modules/privacy/module';
import { refundsModule } from './modules/refunds/module';
import { remindersModule } from './modules/reminders/module';
import { moveMandatesToSession } from './modules/sepa';
import { sepaModule } from './modules/sepa/module';
import { sitesModule } from './modules/sites/module';
import { ticketModule } from './modules/ticket/module';
import { walletModule } from './modules/wallet/module';
import { sumupCspSources } from './payments/providers';
import type { FastifyInstance } from 'fastify';
import { createFastify } from './platform/http/fastify';
import { registerHttpPlatform } from './platform/http/plugins';
import { registerSpa } from './platform/http/spa';

export type { AppOptions, ShopServices } from './app-types';
export { LOG_REDACT, LOG_SERIALIZERS } from './platform/http/log-serializers';
const DEFAULT_WEB_ROOT = resolve(import.meta.dirname, '../../dist/web');

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { env } = opts;
  const app = createFastify(env, opts.logger);

  // ---- the kernel, then the modules, each handed the services of those it needs ----
  const clock = opts.clock ?? (() => new Date());
  const parts = await catalogueAtStart(opts, clock);
  const c = buildContainer({ ...opts, clock, catalogue: parts.catalogue }, app.log);
  const occupancy = occupancyWriter(c.catalogue, c.catalogue.current().config.shop.timeZone); // zone pinned (ADR 025)
  const payments = paymentsModule(c, { bookings: occupancy, stays: { creditStayPayment } });
  const ticket = ticketModule(c);
  c.mail.attachTickets(ticket.service);
  const accounts = accountsModule(c, { bookings: bookingWrites, moveMandates: moveMandatesToSession });
  const booking = bookingModule(c, {
    customers: accounts.customers,
    payments: payments.service,
    inbox: payments.inbox,
    cancelPayment: payments.cancelPayment,
    occupancy,
    catalogue: parts.service,
  });
  const bills = billsModule(c);
  const sessionPay = {
    bookings: booking.customerBookings,
    payments: payments.service,
    inbox: payments.inbox,
  };
  const checkout = checkoutModule(c, { ...sessionPay, bills: bills.service });
  const { customers } = accounts;
  const companies = companiesModule(c, { customers, onFleetChanged: () => access.fleetChanged() }); // bound late
  const sepa = sepaModule(c, { ...sessionPay, customers });
  const billingDeps = { directory: companies.directory, transactions: payments.transactions, customers };
  const billing = companyBillingModule(c, { ...sessionPay, ...billingDeps });
  const refundDeps = { sepa: sepa.bankExport, payments: payments.transactions, customers, occupancy };
  const refunds = refundsModule(c, { ...refundDeps, companyCharges: billing.charges });
  const portal = portalModule(c, { customers, contacts: customers });
  const privacy = privacyModule(c, {
    customers,
    accounts: accounts.customerService,
    portal: portal.service,
    sepa: sepa.mandates,
    booking: booking.customerBookings,
  });
  const access = accessModule(c, { fleet: billing.charges.fleetAccounts() });
  const [operator, exports] = [operatorModule(c), exportsModule(c, { companyInvoices: billing.invoicing })];
  const wallet = walletModule(c, ticket.service);
  const adminBookings = adminBookingsModule(c, {
    cancellations: refunds.cancellations,
    occupancy,
    payments: payments.transactions,
    paymentService: payments.service,
    inbox: payments.inbox,
  });
  const [backoffice, health] = [backofficeModule(c), healthModule(c, opts.readinessProbes)];
  const catalogue = catalogueModule(c, parts, { checkMs: opts.catalogueCheckMs });
  const reminders = remindersModule(c, { booking: booking.renewals, customers: accounts.customers });
  const plate = { booking: booking.walkIns, checkout: checkout.service, stays: access.plateStays };
  const payByPlate = payByPlateModule(c, plate);
  const retention = retentionJob(env, c.db, {
    deleteInboxBefore: payments.deleteInboxBefore,
    anonymiseGuestBookings: (before) => booking.customerBookings.anonymiseGuestBookings(before),
    deleteStaysBefore: access.deleteStaysBefore,
    removeUnconfirmedAccounts: (before, now) => accounts.customerService.removeUnconfirmed(before, now),
  });

  // Before any route plugin: requireOperator() and audit() of every module read it.
  app.decorate('admin', { sessions: backoffice.sessions, auditLog: c.auditLog, clock });
  app.decorate('shop', {
    ...{ payments: payments.service, inbox: payments.inbox, mail: c.mail, sessions: c.sessions, retention },
    ...{ cancellations: refunds.cancellations, access: access.forJobs },
    ...{ reminders: reminders.service, occupancy: booking.occupancy, clock, settled: c.settled },
  });
  app.decorate('readiness', health.readiness);
  // While draining, every answer closes its connection, so shutdown need not wait for keep-alive.
  app.addHook('onSend', async (_req, reply) => {
    if (health.readiness.isDraining) reply.header('connection', 'close');
  });
  app.addHook('onClose', async () => {
    await c.settled();
    await access.close(); // the barrier decisions answered but not yet written (ADR 036)
    await c.hasher.close();
    if (!opts.mailer) c.mailer?.close();
  });

  // ---- HTTP: the platform, then each module's routes (the switch's hook before them all) ----
  await registerHttpPlatform(app, {
    ...{ env, db: c.db, site: c.site, sessionCookie: c.sessions.cookieName },
    shopName: c.catalogue.current().config.shop.name, // the API description's title: the name at start
    widgetCsp: c.paymentSettings.sumup ? sumupCspSources(c.paymentSettings.sumup.widgetUrl) : undefined,
    // The catalogue's logo in force: a save changes the next page's CSP.
    logoOrigin: () => logoOrigin(c.catalogue.current().config.styling.logoUrl),
  });
  // Grouped by module, in the order their hooks and routes were always registered.
  const { freePlaces, occupancyVersion } = access;
  const content = contentModule(c, { freePlaces });
  const sites = sitesModule(c, { freePlaces, occupancyVersion, quotes: booking.quotes });
  const dashboard = dashboardModule(c, { walkIns: access.walkInsBySite });
  await catalogue.customerShopSwitch(app);
  for (const m of [content, booking, checkout, payByPlate, ticket, reminders, operator, health, payments])
    for (const mount of Object.values<Mount>(m.routes)) await mount(app);
  for (const m of [sepa, billing, refunds, bills, portal, privacy, accounts, access, adminBookings, exports])
    for (const mount of Object.values<Mount>(m.routes)) await mount(app);
  for (const m of [backoffice, dashboard, catalogue, sites, companies, wallet])
    for (const mount of Object.values<Mount>(m.routes)) await mount(app);
  await registerSpa(app, opts.webRoot === undefined ? DEFAULT_WEB_ROOT : opts.webRoot);
  return app;
}

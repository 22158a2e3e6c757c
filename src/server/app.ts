import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  isResponseSerializationError,
  jsonSchemaTransform,
  serializerCompiler,
} from 'fastify-type-provider-zod';
import type { ErrorBody } from '../shared/schemas/common';
import type { Env } from './config/env';
import type { ShopConfig } from './config/shop-config';
import { ping, type Database, type Db } from './db/client';
import { DomainError, statusOf } from './errors';
import { crossSiteGuard } from './http/cross-site';
import { serializeRequest } from './http/log-serializers';
import { registerRateLimits } from './http/rate-limit';
import { describeResponses, openApiFrame } from './http/openapi';
import { ajvFromZodValidatorCompiler } from './http/validator';
import { MailRepository } from './mail/repository';
import { MailService } from './mail/service';
import { smtpMailer, type Mailer } from './mail/mailer';
import { AccessRepository } from './modules/access/repository';
import { accessAdminRoutes, accessDeviceRoutes, accessOperatorRoutes } from './modules/access/routes';
import { AccessService } from './modules/access/service';
import { AdminBookingActions } from './modules/admin-bookings/actions';
import { AdminBookingActionsRepository } from './modules/admin-bookings/actions-repository';
import { bookingActionAdminRoutes } from './modules/admin-bookings/actions-routes';
import { AdminBookingRepository } from './modules/admin-bookings/repository';
import { bookingSearchAdminRoutes, bookingSearchOperatorRoutes } from './modules/admin-bookings/routes';
import { AdminBookingService } from './modules/admin-bookings/service';
import { AuditRepository, OperatorRepository } from './modules/admin/repository';
import { adminRoutes } from './modules/admin/routes';
import { AdminService } from './modules/admin/service';
import { OperatorSessionService } from './modules/admin/sessions';
import { operatorAccountTokenRoutes } from './modules/admin/token-routes';
import { AuthRepository } from './modules/auth/repository';
import { LoginThrottle } from './modules/auth/throttle';
import { authRoutes } from './modules/auth/routes';
import { AuthService } from './modules/auth/service';
import { CustomerRepository } from './modules/customers/repository';
import { customerAdminRoutes, customerOperatorRoutes } from './modules/customers/routes';
import { CustomerService } from './modules/customers/service';
import { BookingRepository } from './modules/booking/repository';
import { bookingRoutes } from './modules/booking/routes';
import { BookingService } from './modules/booking/service';
import { checkoutRoutes } from './modules/checkout/routes';
import { RenewalRepository } from './modules/renewal/repository';
import { renewalRoutes } from './modules/renewal/routes';
import { RenewalService } from './modules/renewal/service';
import { CheckoutService } from './modules/checkout/service';
import { contentRoutes } from './modules/content/routes';
import { ContentService } from './modules/content/service';
import { DashboardRepository } from './modules/dashboard/repository';
import { dashboardAdminRoutes } from './modules/dashboard/routes';
import { DashboardService } from './modules/dashboard/service';
import { ExportRepository } from './modules/exports/repository';
import { exportAdminRoutes, exportOperatorRoutes } from './modules/exports/routes';
import { ExportService } from './modules/exports/service';
import { Readiness, type ReadinessProbe } from './modules/health/readiness';
import { healthRoutes } from './modules/health/routes';
import { operatorRoutes } from './modules/operator/routes';
import { OperatorService } from './modules/operator/service';
import { TicketRepository } from './modules/ticket/repository';
import { ticketRoutes } from './modules/ticket/routes';
import { TicketService } from './modules/ticket/service';
import { demoPayRoutes } from './payments/demo/routes';
import { resolvePaymentSettings } from './config/payment-settings';
import { BillRepository } from './modules/bills/repository';
import { billRoutes } from './modules/bills/routes';
import { BillService } from './modules/bills/service';
import { operatorPaymentRoutes } from './modules/operator/payment-routes';
import { SepaRepository } from './modules/sepa/repository';
import { sepaExportRoutes, sepaRoutes } from './modules/sepa/routes';
import { SepaService } from './modules/sepa/service';
import { SessionRepository } from './modules/session/repository';
import { SessionService } from './modules/session/service';
import { PaymentInbox } from './payments/inbox';
import { PortalRepository } from './modules/portal/repository';
import { portalRoutes } from './modules/portal/routes';
import { PortalService } from './modules/portal/service';
import { RetentionService } from './jobs/retention';
import { RetentionRepository } from './jobs/retention-repository';
import { createPaymentProvider, sumupCspSources } from './payments/providers';
import { adminPaymentRoutes } from './modules/operator/admin-payment-routes';
import { RefundsDueService } from './modules/operator/refunds-due';
import { RefundsDueRepository } from './modules/operator/refunds-due-repository';
import { sepaAdminRoutes } from './modules/sepa/admin-routes';
import type { PaymentProvider } from './payments/port';
import { PaymentsRepository } from './payments/repository';
import { PaymentService } from './payments/service';
import { webhookRoutes } from './payments/webhook-routes';
import { Catalogue, pinnedOf } from './modules/catalogue/catalogue';
import { CatalogueRepository } from './modules/catalogue/repository';
import { catalogueAdminRoutes } from './modules/catalogue/routes';
import { CatalogueService, loadOrSeed } from './modules/catalogue/service';
import { customerShopSwitch } from './modules/catalogue/customer-shop-switch';
import { announceLocally, startCatalogueSync } from './modules/catalogue/sync';

export interface AppOptions {
  env: Env;
  /**
   * The catalogue's seed (SHOP_CONFIG): stored when the database has no catalogue yet;
   * otherwise the database's catalogue is used (ADR 025).
   */
  shopConfig: ShopConfig;
  /**
   * 'import' (the test harness): a stored catalogue that differs from `shopConfig` is replaced
   * by it at start, as `npm run catalogue -- import` would. Default 'seed'.
   */
  catalogueStart?: 'seed' | 'import';
  /** Milliseconds between the catalogue's revision checks (fallback of LISTEN); default 30 s. */
  catalogueCheckMs?: number;
  db: Db;
  /** The database behind `db`: its dedicated connection LISTENs for catalogue changes (PostgreSQL). */
  database?: Pick<Database, 'kind' | 'schemaName' | 'dedicatedConnection'>;
  clock?: () => Date;
  /** Overrides the SMTP mailer built from SMTP_URL. */
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** Directory of the built SPA; defaults to dist/web when it exists. */
  webRoot?: string | null;
  /** Crash test only: runs right after a provider's "paid" is stored, before it is settled. */
  afterPaidRecorded?: () => void;
  /** Tests only: called after each actual ticket or bill PDF render (not for cached ones). */
  onPdfRendered?: (kind: 'ticket' | 'bill', id: string) => void;
  /** Dependencies /api/health/ready checks besides the database (e.g. Redis when REDIS_URL is set). */
  readinessProbes?: readonly ReadinessProbe[];
}

/** Never in a log line: credentials of the shop, the providers and the operator. */
export const LOG_REDACT = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    'headers.authorization',
    'headers.cookie',
    '*.apiKey',
    '*.authorization',
    '*.Authorization',
    '*.headers.authorization',
    '*.headers.Authorization',
  ],
  censor: '[redacted]',
};

/** Request log lines carry no ticket, bill or permission secret (http/log-serializers.ts). */
export const LOG_SERIALIZERS = { req: serializeRequest };

/** What the background jobs need, reachable as `app.shop` once the app is built. */
export interface ShopServices {
  payments: PaymentService;
  /** Webhooks, polls and the reconciliation of payments with the provider. */
  inbox: PaymentInbox;
  mail: MailService;
  /** Booking sessions: the routes resolve the cookie through it; retention may use it. */
  sessions: SessionService;
  /** Deletes old inbox rows, mails and idle sessions (RETENTION_*_DAYS). */
  retention: RetentionService;
  /** The portal's cancellations: the jobs hand unanswered refunds to the operator. */
  portal: PortalService;
  clock: () => Date;
  /** Resolves when the mail sends started by requests have finished (tests, shutdown). */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    shop: ShopServices;
    /** /api/health/ready's state; the server drains it on SIGTERM. */
    readiness: Readiness;
  }
}

const DEFAULT_WEB_ROOT = resolve(import.meta.dirname, '../../dist/web');

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { env, db } = opts;
  const clock = opts.clock ?? (() => new Date());
  // The catalogue (issue 10, ADR 025): the database's, seeded from SHOP_CONFIG when empty.
  // `shopConfig`, `templates` and `paidTemplates` below are LIVE views of it; services that
  // precompute from them at construction are built per catalogue snapshot (catalogue.follow).
  const catalogueRepo = new CatalogueRepository(db);
  const stored = await loadOrSeed(catalogueRepo, opts.shopConfig, clock());
  const importAtStart = opts.catalogueStart === 'import';
  const catalogue = new Catalogue(stored, pinnedOf(importAtStart ? opts.shopConfig : stored.document), clock);
  const catalogueService = new CatalogueService({
    db,
    repo: catalogueRepo,
    catalogue,
    clock,
    afterWrite: () => announceLocally(db),
  });
  if (importAtStart && catalogueService.differs(opts.shopConfig)) {
    const auditAtStart = new AuditRepository(db);
    await catalogueService.import('any', opts.shopConfig, (e, tx) =>
      auditAtStart.insert(
        { ...e, at: clock(), actorKind: 'cli', actorId: null, actorName: 'start', address: null },
        tx,
      ),
    );
  }
  const shopConfig: ShopConfig = catalogue.shop;
  const paymentSettings = resolvePaymentSettings(env, shopConfig);
  const site = { isPublic: env.isPublic, publicHost: env.publicHost, publicOrigin: env.publicOrigin };
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
    bodyLimit: 64 * 1024,
    // Forms and JSON are small; anything else is refused early.
    return503OnClosing: true,
  });
  app.setValidatorCompiler(ajvFromZodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // ---- wiring: repositories -> services (no HTTP below this line until the routes) ----
  const templates = catalogue.templates;
  // Paid bookings may be walk-in bookings (pay by plate, ADR 020): whatever names, bills or
  // mails a paid booking sees its template through this map; booking itself does not. It
  // also keeps retired templates, so their bookings' bills and tickets still resolve.
  const paidTemplates = catalogue.paidTemplates;
  const mailer = opts.mailer ?? (env.SMTP_URL ? smtpMailer(env.SMTP_URL) : undefined);
  const paymentsRepo = new PaymentsRepository(db);
  const provider: PaymentProvider = createPaymentProvider(paymentSettings, async (name, ref) => {
    const status = await paymentsRepo.statusByRef(name, ref);
    // refund_due: the money is there (we owe it back).
    return status === 'refund_due' ? 'paid' : status;
  });
  const tickets = new TicketService({
    shop: shopConfig,
    templates: paidTemplates,
    repo: new TicketRepository(db),
    onRender: opts.onPdfRendered && ((id) => opts.onPdfRendered?.('ticket', id)),
  });
  const mailRepo = new MailRepository(db);
  const mail = new MailService({
    repo: mailRepo,
    mailer,
    from: env.MAIL_FROM,
    tickets,
    clock,
    log: (msg, err) => app.log.warn({ err }, msg),
  });
  const inFlight = new Set<Promise<unknown>>();
  const track = (p: Promise<unknown>) => {
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  };
  const payments = new PaymentService({
    shop: shopConfig,
    templates: paidTemplates,
    repo: paymentsRepo,
    publicUrl: env.PUBLIC_URL,
    mailEnabled: mailer !== undefined,
    // Send right after the commit, without making the payer wait; the job retries failures.
    onMailQueued: (id) => track(mail.deliver(id)),
    log: app.log,
  });
  const inbox = new PaymentInbox({
    repo: paymentsRepo,
    payments,
    provider,
    log: app.log,
    lookupIntervalMs: env.PROVIDER_LOOKUP_INTERVAL_SECONDS * 1000,
    afterPaidRecorded: opts.afterPaidRecorded,
  });
  const bookingRepo = new BookingRepository(db);
  const sessions = new SessionService({
    repo: new SessionRepository(db),
    idleMinutes: env.SESSION_IDLE_MINUTES,
    absoluteHours: env.SESSION_ABSOLUTE_HOURS,
    secure: env.PUBLIC_URL.startsWith('https://'),
  });
  // Built per catalogue snapshot: it precomputes the public template lists.
  const booking = catalogue.follow(
    () =>
      new BookingService({
        shop: shopConfig,
        templates,
        repo: bookingRepo,
        payments,
        provider,
        publicUrl: env.PUBLIC_URL,
        sessions,
        inbox,
        onReplaced: (paymentId) =>
          track(paymentsRepo.find(paymentId).then((p) => (p ? inbox.cancelAtProvider(p) : undefined))),
      }),
  );
  const checkout = new CheckoutService({ repo: bookingRepo, payments, inbox, log: app.log });
  const renewal = new RenewalService({
    shop: shopConfig,
    repo: new RenewalRepository(db),
    booking,
    checkout,
  });
  const sepa = new SepaService({
    shop: shopConfig,
    templates: paidTemplates,
    settings: paymentSettings.sepa,
    repo: new SepaRepository(db),
    bookings: bookingRepo,
    payments,
  });
  // Refunds due (token API and back office), on the configured provider's refund.
  const refundsDue = new RefundsDueService({ repo: new RefundsDueRepository(db), provider, log: app.log });
  const bills = new BillService({
    shop: shopConfig,
    templates: paidTemplates,
    repo: new BillRepository(db),
    onRender: opts.onPdfRendered && ((id) => opts.onPdfRendered?.('bill', id)),
  });
  const customers = new CustomerRepository(db);
  const portal = new PortalService({
    shop: shopConfig,
    templates: paidTemplates,
    repo: new PortalRepository(db),
    payments: paymentsRepo,
    provider,
    sepa,
    publicUrl: env.PUBLIC_URL,
    mailEnabled: mailer !== undefined,
    onMailQueued: (id) => track(mail.deliver(id)),
    log: app.log,
  });
  // Styling and pages are precomputed per snapshot.
  const content = catalogue.follow(() => new ContentService(shopConfig));
  const operator = new OperatorService({ mails: mailRepo, operatorToken: env.OPERATOR_TOKEN, site });
  if (operator.lockedOut) {
    app.log.warn(
      `PUBLIC_URL ${env.PUBLIC_URL} is public and OPERATOR_TOKEN is not set: the operator endpoints (/api/operator/...) answer 401 to everyone. Set OPERATOR_TOKEN to use them.`,
    );
  }

  const authRepo = new AuthRepository(db);
  // Its mails name the shop: built per snapshot (the throttle state lives in the database).
  const auth = catalogue.follow(
    () =>
      new AuthService({
        customers,
        repo: authRepo,
        mails: mailRepo,
        sessions,
        publicUrl: env.PUBLIC_URL,
        shopName: shopConfig.shop.name,
        shopLanguage: shopConfig.shop.language,
        mailEnabled: mailer !== undefined,
        onMailQueued: (id) => track(mail.deliver(id)),
      }),
  );
  const customerService = new CustomerService({
    repo: customers,
    auth,
    authRepo,
    // A customer write and its audit entry commit together (issue 10).
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          tx,
          repo: new CustomerRepository(tx),
          authRepo: new AuthRepository(tx),
          mails: new MailRepository(tx),
        }),
      ),
  });

  // The back office's booking search and the accountant's exports (issue 10, ADR 024).
  const adminBookings = new AdminBookingService({
    shop: shopConfig,
    templates,
    repo: new AdminBookingRepository(db),
  });
  const exportService = new ExportService({ shop: shopConfig, templates, repo: new ExportRepository(db) });
  // The back office (ADR 023): its own sessions, cookie, throttle keys and the audit log.
  const operatorRepo = new OperatorRepository(db);
  const auditLog = new AuditRepository(db);
  const operatorSessions = new OperatorSessionService({
    repo: operatorRepo,
    idleMinutes: env.ADMIN_SESSION_IDLE_MINUTES,
    absoluteHours: env.ADMIN_SESSION_ABSOLUTE_HOURS,
    secure: env.PUBLIC_URL.startsWith('https://'),
  });
  const admin = catalogue.follow(
    () =>
      new AdminService({
        repo: operatorRepo,
        auditLog,
        sessions: operatorSessions,
        throttle: new LoginThrottle(authRepo, 'admin-'),
        publicUrl: env.PUBLIC_URL,
        shopName: shopConfig.shop.name,
      }),
  );
  // Before any route plugin: requireOperator() and audit() of every module read it.
  app.decorate('admin', { sessions: operatorSessions, auditLog, clock });

  const settled = async () => {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  };
  const retention = new RetentionService({
    repo: new RetentionRepository(db),
    settings: {
      inboxDays: env.RETENTION_INBOX_DAYS,
      mailDays: env.RETENTION_MAIL_DAYS,
      sessionDays: env.RETENTION_SESSION_DAYS,
    },
  });
  app.decorate('shop', { payments, inbox, mail, sessions, retention, portal, clock, settled });
  const readiness = new Readiness([
    { name: 'database', check: () => ping(db) },
    ...(opts.readinessProbes ?? []),
  ]);
  app.decorate('readiness', readiness);
  // While draining, every answer closes its connection: a kept-alive one would otherwise hold
  // the shutdown up for Fastify's keep-alive timeout after its last in-flight request.
  app.addHook('onSend', async (_req, reply) => {
    if (readiness.isDraining) reply.header('connection', 'close');
  });
  app.addHook('onClose', async () => {
    await settled();
    if (!opts.mailer) mailer?.close();
  });

  // ---- HTTP ----
  const widgetCsp = paymentSettings.sumup ? sumupCspSources(paymentSettings.sumup.widgetUrl) : undefined;
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        // MUI/emotion inject style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'", ...(widgetCsp?.styleSrc ?? [])],
        imgSrc: ["'self'", 'data:', ...(widgetCsp?.imgSrc ?? [])],
        // SumUp's card widget, only when SumUp is the provider (payments/providers.ts).
        ...(widgetCsp
          ? {
              scriptSrc: ["'self'", ...widgetCsp.scriptSrc],
              connectSrc: ["'self'", ...widgetCsp.connectSrc],
              frameSrc: ["'self'", ...widgetCsp.frameSrc],
            }
          : {}),
        // The shop may run on plain http (demo, intranet); do not force https sub-requests.
        upgradeInsecureRequests: null,
      },
    },
  });
  // Global and per-route limits (config/rate-limits.ts); before any route is added.
  await registerRateLimits(app, env, db);
  // Cookies are parsed only by the routes that need the session (hook: false).
  await app.register(fastifyCookie, { hook: false });
  // JSON calls take only application/json: Fastify's text/plain parser would let a cross-site
  // form or no-cors fetch reach them. Forms are parsed only by the two routes that get them
  // (the demo page, Mollie's webhook), in their own plugins. Other types answer 415.
  app.removeContentTypeParser('text/plain');
  await app.register(crossSiteGuard, { site });
  // Larger JSON (templates, config, pages, API docs) travels compressed for weak mobile
  // connections; small answers such as a price are not worth the CPU. Static files come
  // precompressed from the build.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  await app.register(fastifySwagger, {
    openapi: openApiFrame({
      shopName: shopConfig.shop.name,
      publicUrl: env.PUBLIC_URL,
      sessionCookie: sessions.cookieName,
    }),
    transform: jsonSchemaTransform,
    transformObject: (d) => describeResponses('openapiObject' in d ? d.openapiObject : d.swaggerObject),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  app.setErrorHandler((err: FastifyError, req, reply) => {
    const send = (status: number, body: ErrorBody) => reply.code(status).send(body);
    if (err.validation) {
      return send(400, {
        code: 'VALIDATION',
        message: 'The request does not match the schema',
        details: err.validation.map((v) => ({
          path: `${err.validationContext ?? ''}${v.instancePath}`,
          message: v.message,
        })),
      });
    }
    if (err instanceof DomainError) {
      if (err.retryAfterSeconds !== undefined) reply.header('retry-after', String(err.retryAfterSeconds));
      return send(statusOf(err.code), {
        code: err.code,
        message: err.message,
        ...(err.details !== undefined ? { details: err.details } : {}),
      });
    }
    if (
      err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      (err instanceof SyntaxError && err.statusCode === 400)
    ) {
      return send(400, { code: 'INVALID_JSON', message: 'The body is not valid JSON' });
    }
    if (err.statusCode === 415) {
      return send(415, {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Send the body as application/json',
      });
    }
    if (err.statusCode === 429) {
      return send(429, { code: 'RATE_LIMITED', message: err.message });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err }, 'response does not match its schema');
      return send(500, { code: 'INTERNAL', message: 'Internal server error' });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Fastify's own client errors (empty JSON body, wrong media type, too large, ...).
      return send(err.statusCode, {
        code: err.statusCode === 404 ? 'NOT_FOUND' : 'VALIDATION',
        message: err.message,
      });
    }
    req.log.error({ err }, 'unexpected error');
    return send(500, { code: 'INTERNAL', message: 'Internal server error' });
  });

  // The customer shop switches on and off with the catalogue: the routes are built enabled and
  // this hook answers for them while it is off (catalogue/customer-shop-switch.ts).
  const customerShopOn = () => shopConfig.options.enableCustomerShop;
  app.addHook('onRequest', customerShopSwitch(customerShopOn));
  await app.register(contentRoutes, { content });
  await app.register(bookingRoutes, {
    booking,
    clock,
    // Read per request: a logged-in customer counts only while the customer shop is on.
    get customers() {
      return customerShopOn() ? customers : undefined;
    },
  });
  await app.register(checkoutRoutes, { checkout, clock });
  await app.register(renewalRoutes, { renewal, clock });
  await app.register(ticketRoutes, { tickets });
  await app.register(operatorRoutes, { operator });
  await app.register(healthRoutes, { readiness });
  // The demo page exists only while demo is the provider: otherwise anyone could settle
  // leftover demo payments, and a real shop has no use for it (ADR 009).
  if (paymentSettings.provider === 'demo') {
    await app.register(demoPayRoutes, { payments, shopName: shopConfig.shop.name, clock, site });
  }
  await app.register(webhookRoutes, { inbox, clock });
  await app.register(sepaRoutes, { sepa, clock });
  await app.register(sepaExportRoutes, { sepa, operator, clock });
  await app.register(operatorPaymentRoutes, { operator, refunds: refundsDue });
  await app.register(billRoutes, { bills });
  await app.register(portalRoutes, {
    portal,
    sepa,
    customers,
    enabled: true,
    clock,
  });
  await app.register(authRoutes, {
    auth,
    customers,
    enabled: true,
    clock,
    track,
  });
  await app.register(customerOperatorRoutes, { operator, customers: customerService, clock });
  // Issue 9: the car park's access system (devices, plate reads, stays, barrier decisions).
  // `parking` (the walk-in tariff) is copied at construction: built per catalogue snapshot.
  const access = catalogue.follow(
    () =>
      new AccessService({
        repo: new AccessRepository(db),
        parking: shopConfig.parking,
        language: shopConfig.shop.language,
        timeZone: shopConfig.shop.timeZone,
      }),
  );
  await app.register(accessOperatorRoutes, { operator, access, clock });
  await app.register(accessDeviceRoutes, { access, clock });
  await app.register(exportOperatorRoutes, { operator, exports: exportService, clock });
  await app.register(bookingSearchOperatorRoutes, { operator, bookings: adminBookings });
  await app.register(adminRoutes, { admin, clock });
  await app.register(operatorAccountTokenRoutes, { operator, admin, clock });
  await app.register(bookingSearchAdminRoutes, { bookings: adminBookings });
  await app.register(exportAdminRoutes, { exports: exportService, clock });
  // The back office's dashboard (issue 10): the walk-in count is the entry barrier's own query.
  const dashboardAccess = new AccessRepository(db);
  const dashboard = new DashboardService({
    shop: shopConfig,
    templates,
    repo: new DashboardRepository(db),
    // '' is no plate's key: every open stay is counted.
    walkInsInside: (at) => dashboardAccess.walkInsInside('', at),
  });
  await app.register(dashboardAdminRoutes, { dashboard, clock });
  // The back office's booking actions (issue 10, ADR 026): resend, plate, extend, cancel.
  const bookingActions = new AdminBookingActions({
    shop: shopConfig,
    templates: paidTemplates,
    repo: new AdminBookingActionsRepository(),
    payments: paymentsRepo,
    paymentService: payments,
    portal,
    inbox,
    mailEnabled: mailer !== undefined,
    onMailQueued: (id) => track(mail.deliver(id)),
  });
  await app.register(bookingActionAdminRoutes, { actions: bookingActions, clock });
  // Issue 10: the back office's parking screens (stays, decisions, devices).
  await app.register(accessAdminRoutes, { access, clock });
  await app.register(adminPaymentRoutes, { refunds: refundsDue, clock });
  await app.register(sepaAdminRoutes, { sepa, clock });
  await app.register(customerAdminRoutes, { customers: customerService, clock });
  // The catalogue in the back office (issue 10, ADR 025) and its sync across instances.
  await app.register(catalogueAdminRoutes, { catalogue: catalogueService });
  const catalogueSync = startCatalogueSync({
    db,
    database: opts.database,
    repo: catalogueRepo,
    catalogue,
    intervalMs: opts.catalogueCheckMs ?? 30_000,
    log: app.log,
  });
  app.addHook('onClose', () => catalogueSync.stop());

  const webRoot = opts.webRoot === undefined ? DEFAULT_WEB_ROOT : opts.webRoot;
  const spa = webRoot !== null && existsSync(join(webRoot, 'index.html'));
  if (spa) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: true,
      // The build writes .br and .gz beside each asset (scripts/build-if-stale.mjs).
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, path) {
        // Vite puts content-hashed files under assets/: cache them forever; all else revalidates.
        reply.header(
          'cache-control',
          path.includes(`${join(webRoot, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    const isApi = path.startsWith('/api/') || path === '/api' || path.startsWith('/demo-pay/');
    // Client-side routes (/period/x, /t/a/b, ...) get the SPA, which renders them.
    if (spa && req.method === 'GET' && !isApi && (req.headers.accept ?? '').includes('text/html')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ code: 'NOT_FOUND', message: `No route ${req.method} ${path}` });
  });

  return app;
}

import { PasswordHasher } from './platform/hashing/password-hasher';
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Env } from './config/env';
import { resolvePaymentSettings, type PaymentSettings } from './config/payment-settings';
import type { PublicUrlInfo } from './config/public-url';
import type { ShopConfig, TemplateConfig } from './config/shop-config';
import type { Database, Db } from './db/client';
import { trackCommits } from './db/executor';
import { RetentionService } from './jobs/retention';
import { RetentionRepository } from './jobs/retention-repository';
import { MailRepository } from './mail/repository';
import { MailService } from './mail/service';
import { smtpMailer, type Mailer } from './mail/mailer';
import { catalogueAtStart, type CatalogueParts } from './modules/catalogue';
import { creditStayPayment, type AccessService, type BarrierMemory } from './modules/access';
import { occupancyWriter, type OccupancyReport, type OccupancyWriter } from './modules/booking';
import type { ReadinessProbe } from './modules/health';
import type { CancellationService } from './modules/refunds';
import { TicketRepository, TicketService } from './modules/ticket';
import { PaymentInbox } from './payments/inbox';
import type { PaymentProvider } from './payments/port';
import { createPaymentProvider } from './payments/providers';
import { PaymentsRepository } from './payments/repository';
import { PaymentService } from './payments/service';
import { AuditRepository } from './platform/audit/repository';
import { OperatorSessionService } from './platform/backoffice/sessions';
import { SessionRepository } from './platform/customers/session-repository';
import { SessionService } from './platform/customers/sessions';
import { OperatorGate } from './platform/operators/gate';
import { OperatorRepository } from './modules/backoffice';

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
  /** Cancellations (refunds module): the jobs hand unanswered refunds to the operator. */
  cancellations: CancellationService;
  /** The access system: the jobs close stays whose exit was never read. */
  access: {
    closeStaleStays(now: Date): Promise<number>;
    /** Resolves once every change committed before is in the barrier's memory (ADR 036; tests). */
    barrierSynced(): Promise<void>;
    /** The barrier's memory and the service deciding from it (the memory-vs-SQL property test). */
    barrier: BarrierMemory;
    service: AccessService;
  };
  /**
   * The slot occupancy's consistency check (ADR 049): the jobs run it, and the server once
   * before it listens (the backfill after migration 0018).
   */
  occupancy: { run(now: Date): Promise<OccupancyReport> };
  /** Reminder and renewal-failure mails (issue 19): the jobs queue them. */
  reminders: { run(now: Date): Promise<{ reminders: number; failures: number }> };
  clock: () => Date;
  /** Resolves when the mail sends started by requests have finished (tests, shutdown). */
  settled(): Promise<void>;
}

/** Registers one route plugin (or hook) of a module; app.ts calls them in plugin order. */
export type Mount = (app: FastifyInstance) => PromiseLike<unknown> | void;

/**
 * What every module may use, built once per app: config, the database, the clock, the mailer,
 * the payment port and the catalogue's live views, plus the platform's sessions and audit log.
 * Modules build their own services from it (module.ts).
 */
export interface Container {
  opts: AppOptions;
  env: Env;
  db: Db;
  clock: () => Date;
  log: FastifyBaseLogger;
  catalogue: CatalogueParts;
  /** Live view of the catalogue's shop configuration. */
  shop: ShopConfig;
  /** Templates booking sees (live view). */
  templates: ReadonlyMap<string, TemplateConfig>;
  /**
   * Paid bookings may be walk-in bookings (pay by plate, ADR 020): whatever names, bills or
   * mails a paid booking sees its template through this map; booking itself does not. It
   * also keeps retired templates, so their bookings' bills and tickets still resolve.
   */
  paidTemplates: ReadonlyMap<string, TemplateConfig>;
  paymentSettings: PaymentSettings;
  site: PublicUrlInfo;
  mailer?: Mailer;
  /** With SMTP a mail is queued and sent; without, it waits in the operator's outbox. */
  mailEnabled: boolean;
  mails: MailRepository;
  mail: MailService;
  tickets: TicketService;
  paymentsRepo: PaymentsRepository;
  /** Booking status and period writes with the templates' occupancy grids (ADR 049). */
  occupancy: OccupancyWriter;
  provider: PaymentProvider;
  payments: PaymentService;
  inbox: PaymentInbox;
  /** Booking sessions of visitors and customers. */
  sessions: SessionService;
  /** Deletes old inbox rows, mails and idle sessions (RETENTION_*_DAYS). */
  retention: RetentionService;
  operator: OperatorGate;
  auditLog: AuditRepository;
  operatorRepo: OperatorRepository;
  operatorSessions: OperatorSessionService;
  /** Every Argon2 hash and verify: the bounded, low-priority queue (ADR 032). */
  hasher: PasswordHasher;
  /** Sends a queued mail right after the commit, without making the caller wait. */
  sendMail(mailId: string): void;
  /** Keeps a background promise until it settles (tests and shutdown wait for them). */
  track(p: Promise<unknown>): void;
  settled(): Promise<void>;
}

export async function buildContainer(opts: AppOptions, log: FastifyBaseLogger): Promise<Container> {
  const { env, db } = opts;
  // Whatever built the database object: afterCommit must know its transactions (ADR 036).
  trackCommits(db);
  const clock = opts.clock ?? (() => new Date());
  const catalogue = await catalogueAtStart(opts, clock);
  // `shop`, `templates` and `paidTemplates` are LIVE views of the catalogue; services that
  // precompute from them at construction are built per snapshot (catalogue.follow).
  const shop: ShopConfig = catalogue.catalogue.shop;
  const paymentSettings = resolvePaymentSettings(env, shop);
  const site = { isPublic: env.isPublic, publicHost: env.publicHost, publicOrigin: env.publicOrigin };
  const mailer = opts.mailer ?? (env.SMTP_URL ? smtpMailer(env.SMTP_URL) : undefined);
  const paidTemplates = catalogue.catalogue.paidTemplates;
  const paymentsRepo = new PaymentsRepository(db);
  // The time zone is restart-only (ADR 025): the grids of the occupancy rows follow the live
  // templates, retired ones included (a late payment of their booking still needs a place).
  const occupancy = occupancyWriter(paidTemplates, shop.shop.timeZone);
  const provider = createPaymentProvider(paymentSettings, async (name, ref) => {
    const status = await paymentsRepo.statusByRef(name, ref);
    // refund_due: the money is there (we owe it back).
    return status === 'refund_due' ? 'paid' : status;
  });
  const tickets = new TicketService({
    shop,
    templates: paidTemplates,
    repo: new TicketRepository(db),
    uidDomain: new URL(env.PUBLIC_URL).host,
    publicUrl: env.PUBLIC_URL,
    onRender: opts.onPdfRendered && ((id) => opts.onPdfRendered?.('ticket', id)),
  });
  const mails = new MailRepository(db);
  const mail = new MailService({
    repo: mails,
    mailer,
    from: env.MAIL_FROM,
    tickets,
    clock,
    log: (msg, err) => log.warn({ err }, msg),
  });
  const inFlight = new Set<Promise<unknown>>();
  const track = (p: Promise<unknown>) => {
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  };
  const sendMail = (id: string) => track(mail.deliver(id));
  const payments = new PaymentService({
    shop,
    templates: paidTemplates,
    repo: paymentsRepo,
    // Bookings are the booking module's table: a settle changes their status through its writer,
    // which keeps their slot occupancy with them (ADR 049).
    bookings: occupancy,
    // A walk-in payment credits its stay, access's table, through access's writer.
    stays: { creditStayPayment },
    publicUrl: env.PUBLIC_URL,
    mailEnabled: mailer !== undefined,
    // Send right after the commit, without making the payer wait; the job retries failures.
    onMailQueued: sendMail,
    log,
  });
  const inbox = new PaymentInbox({
    repo: paymentsRepo,
    payments,
    provider,
    log,
    lookupIntervalMs: env.PROVIDER_LOOKUP_INTERVAL_SECONDS * 1000,
    afterPaidRecorded: opts.afterPaidRecorded,
  });
  const sessions = new SessionService({
    repo: new SessionRepository(db),
    idleMinutes: env.SESSION_IDLE_MINUTES,
    absoluteHours: env.SESSION_ABSOLUTE_HOURS,
    secure: env.PUBLIC_URL.startsWith('https://'),
  });
  const operator = new OperatorGate({ operatorToken: env.OPERATOR_TOKEN, site });
  // The back office (ADR 023): its own sessions, cookie, throttle keys and the audit log.
  const operatorRepo = new OperatorRepository(db);
  const operatorSessions = new OperatorSessionService({
    repo: operatorRepo,
    idleMinutes: env.ADMIN_SESSION_IDLE_MINUTES,
    absoluteHours: env.ADMIN_SESSION_ABSOLUTE_HOURS,
    secure: env.PUBLIC_URL.startsWith('https://'),
    totpRoles: env.ADMIN_TOTP_ROLES,
  });
  const hasher = new PasswordHasher({
    concurrency: env.HASH_CONCURRENCY,
    queueMax: env.HASH_QUEUE_MAX,
    perAddress: env.HASH_PER_ADDRESS,
  });
  return {
    opts,
    env,
    db,
    clock,
    log,
    catalogue,
    shop,
    templates: catalogue.catalogue.templates,
    paidTemplates,
    paymentSettings,
    site,
    mailer,
    mailEnabled: mailer !== undefined,
    mails,
    mail,
    tickets,
    paymentsRepo,
    occupancy,
    provider,
    payments,
    inbox,
    sessions,
    retention: new RetentionService({
      repo: new RetentionRepository(db),
      settings: {
        inboxDays: env.RETENTION_INBOX_DAYS,
        mailDays: env.RETENTION_MAIL_DAYS,
        sessionDays: env.RETENTION_SESSION_DAYS,
        auditDays: env.RETENTION_AUDIT_DAYS,
        bookingDays: env.RETENTION_BOOKING_DAYS,
        stayDays: env.RETENTION_STAY_DAYS,
        pendingAccountDays: env.RETENTION_PENDING_ACCOUNT_DAYS,
      },
    }),
    operator,
    auditLog: new AuditRepository(db),
    operatorRepo,
    operatorSessions,
    hasher,
    sendMail,
    track,
    settled: async () => {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { Env } from './config/env';
import { assertEInvoiceSeller } from './config/e-invoice-seller';
import { resolvePaymentSettings, type PaymentSettings } from './config/payment-settings';
import type { PublicUrlInfo } from './config/public-url';
import type { WalletKeys } from './config/wallet-keys';
import type { Database, Db } from './db/client';
import { MailRepository } from './mail/repository';
import { MailService } from './mail/service';
import { smtpMailer, type Mailer } from './mail/mailer';
import { localLedger } from './payments/local-ledger';
import type { PaymentProvider } from './payments/port';
import { createPaymentProvider } from './payments/providers';
import { AuditRepository } from './platform/audit/repository';
import type { CatalogueView } from './platform/catalogue/view';
import { SessionRepository } from './platform/customers/session-repository';
import { SessionService } from './platform/customers/sessions';
import { PasswordHasher } from './platform/hashing/password-hasher';
import { OperatorGate } from './platform/operators/gate';

/** Registers one route plugin (or hook) of a module; app.ts calls them in plugin order. */
export type Mount = (app: import('fastify').FastifyInstance) => PromiseLike<unknown> | void;

/** What the kernel is built from (app.ts hands over its options and the loaded catalogue). */
export interface KernelOptions {
  env: Env;
  db: Db;
  /** The database behind `db`: its dedicated connection LISTENs for changes (PostgreSQL). */
  database?: Pick<Database, 'kind' | 'schemaName' | 'dedicatedConnection'>;
  clock: () => Date;
  catalogue: CatalogueView;
  /** Overrides the SMTP mailer built from SMTP_URL. */
  mailer?: Mailer;
  /** Crash test only: runs right after a provider's "paid" is stored, before it is settled. */
  afterPaidRecorded?: () => void;
  /** Tests only: called after each actual ticket or bill PDF render (not for cached ones). */
  onPdfRendered?: (kind: 'ticket' | 'bill', id: string) => void;
  /** The wallet pass certificate and keys (server.ts reads them; ADR 068); none: no wallet. */
  wallet?: WalletKeys;
}

/**
 * The kernel every module may use, built once per app: config, the database, the clock, the
 * log, the catalogue's view, the payment provider port, the mail, the visitors' sessions, the
 * operator gate, the audit log and the password hasher. It knows no module: each module builds
 * its own services from it in its module.ts, and app.ts hands one module's service to another.
 */
export interface Container {
  env: Env;
  db: Db;
  database?: KernelOptions['database'];
  clock: () => Date;
  log: FastifyBaseLogger;
  /** The catalogue in force: a service takes one snapshot per call (`current()`). */
  catalogue: CatalogueView;
  paymentSettings: PaymentSettings;
  site: PublicUrlInfo;
  provider: PaymentProvider;
  mailer?: Mailer;
  /** With SMTP a mail is queued and sent; without, it waits in the operator's outbox. */
  mailEnabled: boolean;
  mails: MailRepository;
  mail: MailService;
  /** Booking sessions of visitors and customers. */
  sessions: SessionService;
  operator: OperatorGate;
  auditLog: AuditRepository;
  /** Every Argon2 hash and verify: the bounded, low-priority queue (ADR 032). */
  hasher: PasswordHasher;
  afterPaidRecorded?: () => void;
  onPdfRendered?: KernelOptions['onPdfRendered'];
  wallet?: WalletKeys;
  /** Sends a queued mail right after the commit, without making the caller wait. */
  sendMail(mailId: string): void;
  /** Keeps a background promise until it settles (tests and shutdown wait for them). */
  track(p: Promise<unknown>): void;
  settled(): Promise<void>;
}

export function buildContainer(opts: KernelOptions, log: FastifyBaseLogger): Container {
  const { env, db, clock, catalogue } = opts;
  // The payment provider and its settings are pinned at start (ADR 025).
  const paymentSettings = resolvePaymentSettings(env, catalogue.current().config);
  // The running catalogue may be the database's, edited since: its seller must still qualify.
  assertEInvoiceSeller(catalogue.current().config, 'shop catalogue');
  const site = { isPublic: env.isPublic, publicHost: env.publicHost, publicOrigin: env.publicOrigin };
  const mailer = opts.mailer ?? (env.SMTP_URL ? smtpMailer(env.SMTP_URL) : undefined);
  const mails = new MailRepository(db);
  // The ticket PDFs of ticket mails come from the ticket module, attached once it is built.
  const mail = new MailService({
    repo: mails,
    mailer,
    from: env.MAIL_FROM,
    clock,
    log: (msg, err) => log.warn({ err }, msg),
  });
  const inFlight = new Set<Promise<unknown>>();
  const track = (p: Promise<unknown>) => {
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  };
  return {
    env,
    db,
    database: opts.database,
    clock,
    log,
    catalogue,
    paymentSettings,
    site,
    provider: createPaymentProvider(paymentSettings, localLedger(db)),
    mailer,
    mailEnabled: mailer !== undefined,
    mails,
    mail,
    sessions: new SessionService({
      repo: new SessionRepository(db),
      idleMinutes: env.SESSION_IDLE_MINUTES,
      absoluteHours: env.SESSION_ABSOLUTE_HOURS,
      secure: env.PUBLIC_URL.startsWith('https://'),
    }),
    operator: new OperatorGate({ operatorToken: env.OPERATOR_TOKEN, site }),
    auditLog: new AuditRepository(db),
    hasher: new PasswordHasher({
      concurrency: env.HASH_CONCURRENCY,
      queueMax: env.HASH_QUEUE_MAX,
      perAddress: env.HASH_PER_ADDRESS,
    }),
    afterPaidRecorded: opts.afterPaidRecorded,
    onPdfRendered: opts.onPdfRendered,
    wallet: opts.wallet,
    sendMail: (id: string) => track(mail.deliver(id)),
    track,
    settled: async () => {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}

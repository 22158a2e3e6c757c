import type { FastifyServerOptions } from 'fastify';
import type { ShopConfig } from './config/shop-config';
import type { KernelOptions } from './container';
import type { JobServices } from './jobs/index';
import type { RetentionService } from './jobs/retention';
import type { MailService } from './mail/service';
import type { AccessService, BarrierMemory } from './modules/access';
import type { Readiness, ReadinessProbe } from './modules/health';
import type { PaymentInbox, PaymentService } from './modules/payments';
import type { CancellationService } from './modules/refunds';
import type { SessionService } from './platform/customers/sessions';

/** How server.ts and the tests build the app. */
export interface AppOptions extends Omit<KernelOptions, 'clock' | 'catalogue'> {
  /** The catalogue's seed (SHOP_CONFIG): stored when the database has none yet (ADR 025). */
  shopConfig: ShopConfig;
  /** 'import' (tests): a stored catalogue that differs from `shopConfig` is replaced at start. */
  catalogueStart?: 'seed' | 'import';
  /** Milliseconds between the catalogue's revision checks (fallback of LISTEN); default 30 s. */
  catalogueCheckMs?: number;
  clock?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** Directory of the built SPA; defaults to dist/web when it exists. */
  webRoot?: string | null;
  /** Dependencies /api/health/ready checks besides the database (e.g. Redis when REDIS_URL is set). */
  readinessProbes?: readonly ReadinessProbe[];
}

/** What the jobs, the server and the tests reach as `app.shop` once the app is built. */
export interface ShopServices extends JobServices {
  payments: PaymentService;
  inbox: PaymentInbox;
  mail: MailService;
  sessions: SessionService;
  retention: RetentionService;
  cancellations: CancellationService;
  access: JobServices['access'] & {
    barrierSynced(): Promise<void>;
    barrier: BarrierMemory;
    service: AccessService;
    /** A site's free walk-in places (the first site's without one; ADR 060). */
    freePlaces(now: Date, siteId?: string): Promise<number | null>;
    /** Walk-ins inside at a site, or at every site without one. */
    walkInsInside(at: Date, siteId?: string): Promise<number>;
  };
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

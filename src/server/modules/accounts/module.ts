import type { Container, Mount } from '../../container';
import { inTransaction } from '../../db/executor';
import { mailBrand } from '../../mail/brand';
import { MailRepository } from '../../mail/repository';
import { LoginThrottle } from '../../platform/throttle/login-throttle';
import { LoginThrottleRepository } from '../../platform/throttle/repository';
import { SingleUseTokens } from '../../platform/tokens/single-use-tokens';
import { AuthRepository } from './auth-repository';
import { authRoutes } from './auth-routes';
import { AuthService, type AccountBookingWrites, type MandateMove } from './auth-service';
import { CustomerRepository } from './customer-repository';
import { customerAdminRoutes, customerOperatorRoutes } from './customer-routes';
import { CustomerService } from './customer-service';
import { bookingSiteFilterOf } from '../../platform/backoffice/site-scope';
import { SecurityLogService } from './security-log';

/** Logins, customers and their set-password links. */
export function accountsModule(
  c: Container,
  deps: { bookings: AccountBookingWrites; moveMandates: MandateMove },
) {
  const customers = new CustomerRepository(c.db);
  const authRepo = new AuthRepository(c.db);
  const tokens = new SingleUseTokens(c.db);
  const securityLog = new SecurityLogService(c.db);
  const auth = new AuthService({
    customers,
    repo: authRepo,
    bookings: deps.bookings,
    moveMandates: deps.moveMandates,
    db: c.db,
    tokens,
    throttle: new LoginThrottle(new LoginThrottleRepository(c.db)),
    hasher: c.hasher,
    linksPerHour: c.env.LINKS_PER_HOUR,
    linkTransaction: (work) =>
      inTransaction(c.db, (tx) =>
        work({
          tokens: new SingleUseTokens(tx),
          mails: new MailRepository(tx),
          customers: new CustomerRepository(tx),
        }),
      ),
    mails: c.mails,
    sessions: c.sessions,
    publicUrl: c.env.PUBLIC_URL,
    // A mail names the shop as the catalogue stands when it is written.
    mailBrand: (language) => mailBrand(c.catalogue.current().config, c.env.PUBLIC_URL, language),
    // Pinned at start (ADR 025).
    shopLanguage: c.catalogue.current().config.shop.language,
    mailEnabled: c.mailEnabled,
    onMailQueued: c.sendMail,
    securityLog,
    afterAnswer: (work) =>
      c.track(work().catch((err: unknown) => c.log.error({ err }, 'security log entry failed'))),
  });
  const customerService = new CustomerService({
    repo: customers,
    siteFilter: bookingSiteFilterOf(c.catalogue),
    auth,
    authRepo,
    bookings: deps.bookings,
    tokens,
    hasher: c.hasher,
    // A customer write and its audit entry commit together: no change without its record.
    transaction: (work) =>
      inTransaction(c.db, (tx) => {
        const repo = new CustomerRepository(tx);
        return work({
          tx,
          repo,
          customers: repo,
          authRepo: new AuthRepository(tx),
          tokens: new SingleUseTokens(tx),
          mails: new MailRepository(tx),
        });
      }),
  });
  const routes: Record<'shop' | 'operator' | 'admin', Mount> = {
    shop: (app) =>
      app.register(authRoutes, {
        auth,
        customers,
        enabled: true,
        signUpEnabled: () => c.catalogue.current().config.options.enableSignUp,
        clock: c.clock,
        track: c.track,
      }),
    operator: (app) =>
      app.register(customerOperatorRoutes, {
        operator: c.operator,
        customers: customerService,
        clock: c.clock,
      }),
    admin: (app) => app.register(customerAdminRoutes, { customers: customerService, clock: c.clock }),
  };
  return { customers, customerService, routes };
}

import type { Container, Mount } from '../../container';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/executor';
import { isUniqueViolation } from '../../db/pg-errors';
import { mailBrand } from '../../mail/brand';
import { MailRepository } from '../../mail/repository';
import type { CustomerLookup } from '../../platform/customers/guard';
import { SingleUseTokens } from '../../platform/tokens/single-use-tokens';
import { CompaniesAdminService } from './admin-service';
import { CompanyDirectoryService } from './directory';
import { CompaniesRepository } from './repository';
import { companiesAdminRoutes, companiesPortalRoutes } from './routes';
import { CompaniesService, type CompaniesDeps, type CompaniesScope } from './service';

function scopeOf(tx: Db): CompaniesScope {
  return {
    tx,
    repo: new CompaniesRepository(tx),
    tokens: new SingleUseTokens(tx),
    mails: new MailRepository(tx),
    savepoint: (work) => inTransaction(tx, (sp) => work(new CompaniesRepository(sp))),
  };
}

/**
 * Company accounts (ADR 064, 065): the directory other modules read companies through, the
 * portal's calls of company admins and members, and the back office's.
 *
 * `onFleetChanged` is called after a committed change of what the barrier decides a fleet exit
 * from: a fleet plate added or removed, a company approved, suspended or reactivated. The access
 * module's barrier memory passes its reload here (called on this instance only; other instances
 * learn it from their periodic resync or a database notification of their own).
 */
export function companiesModule(
  c: Container,
  deps: { customers: CustomerLookup; onFleetChanged?: () => void },
) {
  const repo = new CompaniesRepository(c.db);
  const directory = new CompanyDirectoryService(repo);
  const serviceDeps: CompaniesDeps = {
    repo,
    transaction: (work) => inTransaction(c.db, (tx) => work(scopeOf(tx))),
    settings: () => {
      const config = c.catalogue.current().config;
      return { ...config.companies, language: config.shop.language };
    },
    mailBrand: (language) => mailBrand(c.catalogue.current().config, c.env.PUBLIC_URL, language),
    publicUrl: c.env.PUBLIC_URL,
    mailEnabled: c.mailEnabled,
    sendMail: (id) => c.sendMail(id),
    isUniqueViolation,
    onFleetChanged: deps.onFleetChanged,
  };
  const service = new CompaniesService(serviceDeps);
  const admin = new CompaniesAdminService(serviceDeps);
  const portal: Mount = (app) =>
    app.register(companiesPortalRoutes, { companies: service, customers: deps.customers, clock: c.clock });
  const adminRoutes: Mount = (app) =>
    app.register(companiesAdminRoutes, { companies: admin, clock: c.clock });
  return { directory, service, routes: { portal, admin: adminRoutes } };
}

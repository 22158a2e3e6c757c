import type { Container, Mount } from '../../container';
import type { CustomerLookup } from '../../platform/customers/guard';
import { AccountPaymentService, type AccountSessionReader } from './account-payment';
import { accountPaymentRoutes } from './account-routes';
import { B2bExportService } from './b2b-export';
import { CompanyChargesService } from './charges';
import { ChargesRepository } from './charges-repository';
import { InvoicingService } from './invoicing';
import { InvoicingRepository } from './invoicing-repository';
import { invoicingAdminRoutes, invoicingCustomerRoutes, invoicingDocumentRoutes } from './invoicing-routes';
import { CompanyMandates } from './mandates';

type AccountDeps = ConstructorParameters<typeof AccountPaymentService>[0];
type InvoicingDeps = ConstructorParameters<typeof InvoicingService>[0];
type ChargesDeps = ConstructorParameters<typeof CompanyChargesService>[0];

/**
 * What companies owe and how they pay it (ADR 064, 066, 067): the charges of bookings on account
 * and fleet stays, the booking on account itself, the monthly invoice run, B2B mandates and debits.
 */
export function companyBillingModule(
  c: Container,
  // The other modules' services, typed by what this module's services take of them.
  deps: Pick<AccountDeps, 'payments'> & {
    directory: InvoicingDeps['directory'] & ChargesDeps['directory'] & AccountDeps['directory'];
    bookings: AccountSessionReader;
    inbox: { cancelAtProvider: AccountDeps['cancelAtProvider'] };
    transactions: InvoicingDeps['transactions'];
    customers: CustomerLookup;
  },
) {
  const charges = new CompanyChargesService({
    repo: new ChargesRepository(c.db),
    directory: deps.directory,
    catalogue: c.catalogue,
  });
  const account = new AccountPaymentService({
    directory: deps.directory,
    bookings: deps.bookings,
    payments: deps.payments,
    charges,
    catalogue: c.catalogue,
    cancelAtProvider: (p) => deps.inbox.cancelAtProvider(p),
  });
  const invoicing = new InvoicingService({
    repo: new InvoicingRepository(c.db),
    directory: deps.directory,
    transactions: deps.transactions,
    shop: () => c.catalogue.current().config,
    sepa: c.paymentSettings.sepa,
    mailer: c.mailer,
    mailFrom: c.env.MAIL_FROM,
    log: (msg, err) => c.log.warn({ err }, msg),
  });
  const timeZone = c.catalogue.current().config.shop.timeZone;
  const b2b = new B2bExportService({ db: c.db, sepa: c.paymentSettings.sepa, timeZone });
  const mandates = new CompanyMandates({ db: c.db, sepa: c.paymentSettings.sepa, timeZone });
  const { clock } = c;
  const routes: Record<string, Mount> = {
    account: (app) => app.register(accountPaymentRoutes, { account, clock }),
    invoiceAdmin: (app) => app.register(invoicingAdminRoutes, { invoicing, b2b, clock }),
    invoiceDocuments: (app) => app.register(invoicingDocumentRoutes, { invoicing }),
    invoiceCustomer: (app) =>
      app.register(invoicingCustomerRoutes, { invoicing, mandates, customers: deps.customers, clock }),
  };
  return { charges, account, invoicing, routes };
}

import type { Container, Mount } from '../../container';
import type { CustomerLookup } from '../../platform/customers/guard';
import type { CompanyDirectory } from '../companies';
import type { PaymentTransactions } from '../payments';
import { B2bExportService } from './b2b-export';
import { InvoicingService } from './invoicing';
import { CompanyMandates } from './mandates';
import { InvoicingRepository } from './invoicing-repository';
import { invoicingAdminRoutes, invoicingCustomerRoutes, invoicingDocumentRoutes } from './invoicing-routes';

export function companyBillingModule(
  c: Container,
  deps: { directory: CompanyDirectory; transactions: PaymentTransactions; customers: CustomerLookup },
) {
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
  const b2b = new B2bExportService({
    db: c.db,
    sepa: c.paymentSettings.sepa,
    timeZone: c.catalogue.current().config.shop.timeZone,
  });
  const mandates = new CompanyMandates({
    db: c.db,
    sepa: c.paymentSettings.sepa,
    timeZone: c.catalogue.current().config.shop.timeZone,
  });
  const { clock } = c;
  const routes: Record<string, Mount> = {
    invoiceAdmin: (app) => app.register(invoicingAdminRoutes, { invoicing, b2b, clock }),
    invoiceDocuments: (app) => app.register(invoicingDocumentRoutes, { invoicing }),
    invoiceCustomer: (app) =>
      app.register(invoicingCustomerRoutes, { invoicing, mandates, customers: deps.customers, clock }),
  };
  return { invoicing, routes };
}

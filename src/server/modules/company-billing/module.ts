import type { Container, Mount } from '../../container';
import type { CompanyDirectory } from '../companies';
import type { PaymentInbox, PaymentService } from '../payments';
import { AccountPaymentService, type AccountSessionReader } from './account-payment';
import { accountPaymentRoutes } from './account-routes';
import { CompanyChargesService } from './charges';
import { ChargesRepository } from './charges-repository';

/**
 * What companies owe and how they pay it (ADR 064, 066): the charges of bookings on account and
 * fleet stays, and the booking on account itself. The monthly invoice run, B2B mandates and
 * debits join here (their own files).
 */
export function companyBillingModule(
  c: Container,
  deps: {
    directory: CompanyDirectory;
    bookings: AccountSessionReader;
    payments: Pick<PaymentService, 'settlePaid'>;
    inbox: Pick<PaymentInbox, 'cancelAtProvider'>;
  },
) {
  const charges = new CompanyChargesService({
    repo: new ChargesRepository(c.db),
    directory: deps.directory,
    catalogue: c.catalogue,
  });
  const account = new AccountPaymentService({
    ...deps,
    charges,
    catalogue: c.catalogue,
    cancelAtProvider: (p) => deps.inbox.cancelAtProvider(p),
  });
  const routes: Record<'account', Mount> = {
    account: (app) => app.register(accountPaymentRoutes, { account, clock: c.clock }),
  };
  return { charges, account, routes };
}

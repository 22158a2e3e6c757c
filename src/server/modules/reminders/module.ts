import type { Container, Mount } from '../../container';
import { inTransaction } from '../../db/executor';
import { MailRepository } from '../../mail/repository';
import type { CustomerLookup } from '../../platform/customers/guard';
import { SingleUseTokens } from '../../platform/tokens/single-use-tokens';
import { RemindersRepository } from './repository';
import { remindersRoutes } from './routes';
import { RemindersService, type PermitRenewer } from './service';

/** Reminder mails before a permit ends, renewal-failure mails, the one-click renewal link. */
export function remindersModule(c: Container, deps: { booking: PermitRenewer; customers: CustomerLookup }) {
  const service = new RemindersService({
    catalogue: c.catalogue,
    repo: new RemindersRepository(c.db),
    booking: deps.booking,
    tokens: new SingleUseTokens(c.db),
    publicUrl: c.env.PUBLIC_URL,
    mailEnabled: c.mailEnabled,
    onMailQueued: c.sendMail,
    transaction: (work) =>
      inTransaction(c.db, (tx) => work({ tokens: new SingleUseTokens(tx), mails: new MailRepository(tx) })),
  });
  const shop: Mount = (app) =>
    app.register(remindersRoutes, {
      reminders: service,
      clock: c.clock,
      customers: deps.customers,
      portalEnabled: () => c.catalogue.current().config.options.enableCustomerShop,
    });
  return { service, routes: { shop } };
}

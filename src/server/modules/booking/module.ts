import type { Container, Mount } from '../../container';
import type { CustomerLookup } from '../../platform/customers/guard';
import type { TemplateConfig } from '../../config/shop-config';
import type { DbExecutor } from '../../db/executor';
import { CustomerBookings } from './customer-bookings';
import { Holds, type HoldsDeps } from './holds';
import { OccupancyCheck, rebuildTemplate } from './occupancy-check';
import { occupancyOf } from './occupancy';
import { BookingQuotes } from './quotes';
import { PermitRenewals } from './renewals';
import { BookingRepository } from './repository';
import { Reservations } from './reservations';
import { bookingRoutes } from './routes';
import type { OccupancyWriter } from './status-writer';
import { TemplatePeriods } from './template-periods';
import { WalkIns } from './walk-ins';

export function bookingModule(
  c: Container,
  deps: {
    customers: CustomerLookup;
    payments: HoldsDeps['payments'];
    inbox: HoldsDeps['inbox'];
    /** Cancels a replaced payment at the provider (in the background). */
    cancelPayment: (paymentId: string) => Promise<void>;
    occupancy: OccupancyWriter;
    /** The catalogue's hook on template writes, run inside the write's transaction. */
    catalogue: {
      onTemplatesChanged(
        hook: (
          tx: DbExecutor,
          before: readonly TemplateConfig[],
          after: readonly TemplateConfig[],
          now: Date,
        ) => Promise<void>,
      ): void;
    };
  },
) {
  const repo = new BookingRepository(c.db);
  const { shop, templates } = c;
  // Built per catalogue snapshot: the periods' memo and the public template lists are
  // computed from the snapshot's templates.
  const periods = c.catalogue.follow(() => new TemplatePeriods(shop, templates));
  const quotes = c.catalogue.follow(
    () => new BookingQuotes({ shop, templates, repo, periods, mailEnabled: c.mailEnabled }),
  );
  const holds = new Holds({
    shop,
    repo,
    payments: deps.payments,
    provider: c.provider,
    sessions: c.sessions,
    inbox: deps.inbox,
    onReplaced: (paymentId) => c.track(deps.cancelPayment(paymentId)),
  });
  const reservations = new Reservations({ shop, templates, repo, periods, holds });
  const renewals = new PermitRenewals({ shop, templates, periods, holds });
  const walkIns = new WalkIns({ holds });
  const customerBookings = new CustomerBookings(repo);
  const zone = c.shop.shop.timeZone;
  // The occupancy rows follow a template's grid and capacity (ADR 049): a catalogue write that
  // changes either remakes that template's rows in its own transaction.
  deps.catalogue.onTemplatesChanged(async (tx, before, after, now) => {
    const was = new Map(before.map((t) => [t.id, occupancyOf(t, zone)]));
    for (const t of after) {
      const grid = occupancyOf(t, zone);
      const old = was.get(t.id) ?? null;
      if (grid?.grid !== old?.grid) await rebuildTemplate(tx, t.id, grid, now);
    }
  });
  const occupancy = new OccupancyCheck(c.db, deps.occupancy.grids);
  const customerShopOn = () => c.shop.options.enableCustomerShop;
  const shopRoutes: Mount = (app) =>
    app.register(bookingRoutes, {
      quotes,
      reservations,
      clock: c.clock,
      // Read per request: a logged-in customer counts only while the customer shop is on.
      get customers() {
        return customerShopOn() ? deps.customers : undefined;
      },
    });
  return {
    quotes,
    reservations,
    renewals,
    walkIns,
    customerBookings,
    occupancy,
    routes: { shop: shopRoutes },
  };
}

import type { Container, Mount } from '../../container';
import type { CustomerLookup } from '../../platform/customers/guard';
import type { TemplateConfig } from '../../config/shop-config';
import type { DbExecutor } from '../../db/executor';
import { bySnapshot } from '../../platform/catalogue/view';
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
  // One snapshot's templates and period memo, shared by the price call and the reserve.
  const periods = bySnapshot((s) => new TemplatePeriods(s.config, s.templates));
  const quotes = new BookingQuotes({ catalogue: c.catalogue, repo, periods, mailEnabled: c.mailEnabled });
  const holds = new Holds({
    repo,
    payments: deps.payments,
    provider: c.provider,
    sessions: c.sessions,
    inbox: deps.inbox,
    onReplaced: (paymentId) => c.track(deps.cancelPayment(paymentId)),
  });
  const reservations = new Reservations({ catalogue: c.catalogue, repo, periods, holds });
  const renewals = new PermitRenewals({ catalogue: c.catalogue, periods, holds });
  const walkIns = new WalkIns({ catalogue: c.catalogue, holds });
  const customerBookings = new CustomerBookings(repo);
  // Pinned at start (ADR 025).
  const zone = c.catalogue.current().config.shop.timeZone;
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
  const customerShopOn = () => c.catalogue.current().config.options.enableCustomerShop;
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

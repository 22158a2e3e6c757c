import type { Container, Mount } from '../../container';
import type { CustomerLookup } from '../../platform/customers/guard';
import type { TemplateConfig } from '../../config/shop-config';
import type { DbExecutor } from '../../db/executor';
import { OccupancyCheck, rebuildTemplate } from './occupancy-check';
import { occupancyOf } from './occupancy';
import { BookingRepository } from './repository';
import { bookingRoutes } from './routes';
import { BookingService } from './service';
import type { OccupancyWriter } from './status-writer';

type ServiceDeps = ConstructorParameters<typeof BookingService>[0];

export function bookingModule(
  c: Container,
  deps: {
    customers: CustomerLookup;
    payments: ServiceDeps['payments'];
    inbox: ServiceDeps['inbox'];
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
  // Built per catalogue snapshot: it precomputes the public template lists.
  const service = c.catalogue.follow(
    () =>
      new BookingService({
        shop: c.shop,
        templates: c.templates,
        repo,
        payments: deps.payments,
        provider: c.provider,
        publicUrl: c.env.PUBLIC_URL,
        sessions: c.sessions,
        inbox: deps.inbox,
        mailEnabled: c.mailEnabled,
        onReplaced: (paymentId) => c.track(deps.cancelPayment(paymentId)),
      }),
  );
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
  const shop: Mount = (app) =>
    app.register(bookingRoutes, {
      booking: service,
      clock: c.clock,
      // Read per request: a logged-in customer counts only while the customer shop is on.
      get customers() {
        return customerShopOn() ? deps.customers : undefined;
      },
    });
  return { service, occupancy, routes: { shop } };
}

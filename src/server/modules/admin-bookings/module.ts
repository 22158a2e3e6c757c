import type { Container, Mount } from '../../container';
import type { CancellationService } from '../refunds';
import { AdminBookingActions } from './actions';
import { AdminBookingActionsRepository } from './actions-repository';
import { bookingActionAdminRoutes } from './actions-routes';
import { AdminBookingRepository } from './repository';
import { bookingSearchAdminRoutes, bookingSearchOperatorRoutes } from './routes';
import { AdminBookingService } from './service';

/** The back office's booking search (ADR 024) and booking actions (ADR 026). */
type ActionDeps = ConstructorParameters<typeof AdminBookingActions>[0];

export function adminBookingsModule(
  c: Container,
  deps: {
    cancellations: CancellationService;
    occupancy: ActionDeps['bookings'];
    payments: ActionDeps['payments'];
    paymentService: ActionDeps['paymentService'];
    inbox: ActionDeps['inbox'];
  },
) {
  const bookings = new AdminBookingService({
    catalogue: c.catalogue,
    repo: new AdminBookingRepository(c.db),
  });
  // Resend, plate, extend, cancel.
  const actions = new AdminBookingActions({
    catalogue: c.catalogue,
    repo: new AdminBookingActionsRepository(),
    // The booking module's writer with the templates' grids bound (plate, extend, cancel).
    bookings: deps.occupancy,
    payments: deps.payments,
    paymentService: deps.paymentService,
    cancellations: deps.cancellations,
    inbox: deps.inbox,
    mailEnabled: c.mailEnabled,
    onMailQueued: c.sendMail,
  });
  const routes: Record<'operator' | 'admin' | 'actions', Mount> = {
    operator: (app) => app.register(bookingSearchOperatorRoutes, { operator: c.operator, bookings }),
    admin: (app) => app.register(bookingSearchAdminRoutes, { bookings }),
    actions: (app) => app.register(bookingActionAdminRoutes, { actions, bookings, clock: c.clock }),
  };
  return { routes };
}

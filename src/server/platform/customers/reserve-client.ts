import type { Contact } from '../../../shared/schemas/booking';
import type { LiveSession } from './sessions';

/**
 * Who reserves: the live session (if any), the client address, and where the new token goes.
 * The routes of every flow that opens a booking (the booking screen, pay by plate, a reminder's
 * renewal link) build it from the request the same way, and the booking module's reserve path
 * takes it, so it is the platform's and no module's.
 */
export interface ReserveClient {
  session: LiveSession | undefined;
  /** The visitor's address behind a trusted proxy, an IPv6 one by its /64 (platform/http/client-address.ts): unpaid holds are limited per address. */
  address: string | undefined;
  /**
   * Receives the session's new cookie token once it is stored. Called before any error that
   * follows the commit (a provider outage), so the visitor keeps the session either way.
   */
  onToken: (token: string) => void;
  /**
   * The logged-in customer (resolveCustomer), if any: the mail is the account's whatever the
   * body says, the booking belongs to the account and counts against maxBookingCount.
   */
  customer?: { id: string; mail: string; contact: Contact };
}

import { normalizePlate } from '../../../shared/domain/plate';
import type { Contact, ReservationResponse } from '../../../shared/schemas/booking';
import { WALK_IN_TEMPLATE_ID } from '../../config/shop-config';
import { DomainError } from '../../errors';
import type { ReserveClient } from '../../platform/customers/reserve-client';
import type { CatalogueReader } from '../../platform/catalogue/view';
import type { Holds } from './holds';
import { canonical } from './template-periods';

/** Pay by plate's bookings: a parked car's unpaid time, held and paid like any booking. */
export class WalkIns {
  constructor(
    private readonly deps: {
      /** The hold time and hold limits in force. */
      catalogue: CatalogueReader;
      holds: Holds;
    },
  ) {}

  /**
   * A walk-in booking (pay by plate, ADR 020): the stay's unpaid time as a held booking of the
   * reserved walk-in template with its payment, made the session's current booking, through the
   * very path of reserve (same provider, hold limits, session token, resume on reload). Pay by
   * plate has computed the price; no capacity (the car is parked already).
   */
  async reserveWalkIn(
    w: {
      stayId: string;
      /** The site the car is parked at (its stay's). */
      siteId: string;
      plate: string;
      plateKey: string;
      mail: string;
      startsAt: Date;
      endsAt: Date;
      slotCount: number;
      priceCents: number;
      language: string;
      description: string;
    },
    client: ReserveClient,
    now: Date,
  ): Promise<ReservationResponse> {
    // Stored in the one display form (shared/domain/plate.ts), like a booking's plate.
    const identifications = [{ source: 'lp' as const, code: normalizePlate(w.plate) }];
    const contact: Contact = { mail: w.mail };
    return this.deps.holds.hold(
      this.deps.catalogue.current().config,
      {
        booking: {
          templateId: WALK_IN_TEMPLATE_ID,
          startsAt: w.startsAt,
          endsAt: w.endsAt,
          displayEnd: w.endsAt,
          slotCount: w.slotCount,
          priceCents: w.priceCents,
          contact,
          identifications,
          plateKey: w.plateKey,
          stayId: w.stayId,
          siteId: w.siteId,
          language: w.language,
          customerId: client.customer?.id ?? null,
        },
        description: w.description,
        same: (b) =>
          b.templateId === WALK_IN_TEMPLATE_ID &&
          b.stayId === w.stayId &&
          b.startsAt.getTime() === w.startsAt.getTime() &&
          b.endsAt.getTime() === w.endsAt.getTime() &&
          b.priceCents === w.priceCents &&
          canonical(b.contact) === canonical(contact),
        // No capacity for walk-ins: only a stay that vanished under a late camera read refuses.
        bookedOut: () =>
          new DomainError('STAY_NOT_FOUND', 'The stay is no longer known; look the plate up again'),
      },
      client,
      now,
    );
  }
}

import type { DbExecutor } from '../../db/executor';
import type { CatalogueReader } from '../../platform/catalogue/view';
import type { BookingStatus } from '../../db/schema';
import type { Identification } from '../../../shared/schemas/booking';
import { bookingWrites } from './booking-writes';
import { gridsOf, hasPlace, occupancyOf, type GridOf } from './occupancy';

/**
 * What payments/ and the back office change of a booking (status, period, plate, cancel), with
 * the templates' occupancy grids bound (ADR 049): app.ts builds it once; each call reads the
 * paid templates of the catalogue in force (retired templates included, their bookings may
 * still be paid late).
 */
export interface OccupancyWriter {
  /** The occupancy grid of a template's bookings (null: no capacity). */
  grids: GridOf;
  setStatus(tx: DbExecutor, id: string, status: BookingStatus): Promise<void>;
  /** Under the period's slot locks: a place is free for the booking (itself not counted). */
  hasPlace(
    tx: DbExecutor,
    b: { id: string; templateId: string; startsAt: Date; endsAt: Date },
    now: Date,
  ): Promise<boolean>;
  setEnd(
    tx: DbExecutor,
    id: string,
    end: { endsAt: Date; displayEnd: Date; slotCount: number },
  ): Promise<void>;
  /** Cancelled (the back office); the place is free again. */
  cancel(tx: DbExecutor, id: string, now: Date): Promise<void>;
  setIdentifications(
    tx: DbExecutor,
    id: string,
    identifications: Identification[],
    plateKey: string | null,
  ): Promise<void>;
}

export function occupancyWriter(catalogue: CatalogueReader, zone: string): OccupancyWriter {
  const grids = gridsOf(() => catalogue.current().paidTemplates, zone);
  return {
    grids,
    setStatus: (tx, id, status) => bookingWrites.setStatus(tx, id, status, grids),
    hasPlace: (tx, b, now) => {
      const t = catalogue.current().paidTemplates.get(b.templateId);
      return hasPlace(tx, b, t?.capacity, occupancyOf(t, zone), now);
    },
    setEnd: (tx, id, end) => bookingWrites.setEnd(tx, id, end, grids),
    cancel: (tx, id, now) => bookingWrites.cancel(tx, id, now),
    setIdentifications: (tx, id, ids, plateKey) => bookingWrites.setIdentifications(tx, id, ids, plateKey),
  };
}

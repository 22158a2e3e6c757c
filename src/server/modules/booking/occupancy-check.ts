import { and, eq, gt, gte, inArray, isNotNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inTransaction, type DbExecutor } from '../../db/executor';
import { bookings, slotOccupancy } from '../../db/schema';
import {
  expectedRows,
  insertRows,
  type GridOf,
  type OccupancyBooking,
  type OccupancyGrid,
} from './occupancy';

/**
 * Rows of slots that began this long before now are never read again (a read starts at the
 * slot holding now, at most a day back; an extend adds slots after a booking's end): the check
 * deletes them, so the table holds the bookable future and its cost does not grow with history.
 */
export const OCCUPANCY_HORIZON_MS = 2 * 86_400_000;

/** The jobs' shape of the check's report (jobs/ declares it: they know no module). */
import type { OccupancyReport } from '../../jobs/index';

export type { OccupancyReport };

type Row = typeof slotOccupancy.$inferSelect;

/** What a booking's rows depend on. */
const OCCUPANCY_COLUMNS = {
  id: bookings.id,
  templateId: bookings.templateId,
  startsAt: bookings.startsAt,
  endsAt: bookings.endsAt,
  status: bookings.status,
  holdUntil: bookings.holdUntil,
};

/** A row as the comparison sees it (hold_until and starts_here included). */
const keyOf = (r: Pick<Row, 'templateId' | 'slotStart' | 'holdUntil' | 'startsHere'>) =>
  `${r.templateId}|${r.slotStart.getTime()}|${r.holdUntil?.getTime() ?? '-'}|${r.startsHere ? 1 : 0}`;

/**
 * The consistency check of the slot occupancy (ADR 049): compares the rows with the active
 * bookings (paid, or held within the hold) of capacity templates, reports the differences and
 * repairs them. It is also the backfill: after migration 0018 every active booking's rows are
 * missing, and the start of the server runs it before listening. Safe beside live traffic and
 * on several instances: the comparison reads one snapshot, and each repair remakes one
 * booking's rows under that booking's row lock from its row as it is then, the lock every
 * writer of the booking takes too.
 */
export class OccupancyCheck {
  constructor(
    private readonly db: Db,
    private readonly grids: GridOf,
  ) {}

  async run(now: Date): Promise<OccupancyReport> {
    const horizon = new Date(now.getTime() - OCCUPANCY_HORIZON_MS);
    const expired = await this.db
      .delete(slotOccupancy)
      .where(and(isNotNull(slotOccupancy.holdUntil), lte(slotOccupancy.holdUntil, now)))
      .returning({ b: slotOccupancy.bookingId });
    const pruned = await this.db
      .delete(slotOccupancy)
      .where(lt(slotOccupancy.slotStart, horizon))
      .returning({ b: slotOccupancy.bookingId });
    // One snapshot for both reads: a booking and its rows commit together, so any difference
    // seen here is real (not a write that fell between two reads).
    const { active, rows } = await inTransaction(
      this.db,
      async (tx) => ({
        active: await activeBookings(tx as unknown as Db, now, horizon),
        // From the horizon on, as `want` below: a writer may have added past rows since the prune.
        rows: await tx.select().from(slotOccupancy).where(gte(slotOccupancy.slotStart, horizon)),
      }),
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const want = new Map<string, Map<string, number>>();
    for (const b of active) {
      const keys = new Map<string, number>();
      for (const r of expectedRows(b, this.grids(b.templateId))) {
        if (r.slotStart.getTime() >= horizon.getTime()) keys.set(keyOf(r), 1);
      }
      if (keys.size > 0) want.set(b.id, keys);
    }
    const have = new Map<string, Set<string>>();
    for (const r of rows) {
      const set = have.get(r.bookingId) ?? new Set<string>();
      set.add(keyOf(r));
      have.set(r.bookingId, set);
    }
    let missing = 0;
    let extra = 0;
    const repair = new Set<string>();
    for (const [id, keys] of want) {
      const got = have.get(id);
      for (const k of keys.keys()) {
        if (!got?.has(k)) {
          missing++;
          repair.add(id);
        }
      }
    }
    for (const [id, got] of have) {
      const keys = want.get(id);
      for (const k of got) {
        if (!keys?.has(k)) {
          extra++;
          repair.add(id);
        }
      }
    }
    for (const id of repair) await this.repair(id, now, horizon);
    return {
      missing,
      extra,
      expired: expired.length,
      pruned: pruned.length,
      repaired: [...repair].sort(),
    };
  }

  /** One booking's rows made anew from its row as it is now, under its row lock. */
  private async repair(id: string, now: Date, horizon: Date): Promise<void> {
    await inTransaction(this.db, async (tx) => {
      const [b] = await tx.select(OCCUPANCY_COLUMNS).from(bookings).where(eq(bookings.id, id)).for('update');
      await tx.delete(slotOccupancy).where(eq(slotOccupancy.bookingId, id));
      if (b) await insertRows(tx, rowsFrom(b, this.grids, now, horizon));
    });
  }
}

/** The rows of a booking from the horizon on, when it is active now. */
function rowsFrom(b: OccupancyBooking, grids: GridOf, now: Date, horizon: Date) {
  if (b.status === 'held' && (!b.holdUntil || b.holdUntil.getTime() <= now.getTime())) return [];
  return expectedRows(b, grids(b.templateId)).filter((r) => r.slotStart.getTime() >= horizon.getTime());
}

/** The bookings that occupy a place now and end after the horizon. */
function activeBookings(
  tx: DbExecutor,
  now: Date,
  horizon: Date,
  templateId?: string,
): Promise<OccupancyBooking[]> {
  return tx
    .select(OCCUPANCY_COLUMNS)
    .from(bookings)
    .where(
      and(
        // The capacity index's predicate, so the planner can use it.
        inArray(bookings.status, ['held', 'paid']),
        gt(bookings.endsAt, horizon),
        or(eq(bookings.status, 'paid'), gt(bookings.holdUntil, now)),
        templateId === undefined ? undefined : eq(bookings.templateId, templateId),
      ),
    );
}

/**
 * A template's grid or capacity changed in the catalogue (ADR 049): its rows are made anew on
 * the new grid (`null`: no capacity any more, no rows) for its active bookings, in the catalogue
 * write's transaction. Answers how many bookings got rows.
 */
export async function rebuildTemplate(
  tx: DbExecutor,
  templateId: string,
  grid: OccupancyGrid | null,
  now: Date,
): Promise<number> {
  const horizon = new Date(now.getTime() - OCCUPANCY_HORIZON_MS);
  await tx.delete(slotOccupancy).where(eq(slotOccupancy.templateId, templateId));
  if (!grid) return 0;
  const active = await activeBookings(tx, now, horizon, templateId);
  for (const b of active)
    await insertRows(
      tx,
      rowsFrom(b, () => grid, now, horizon),
    );
  return active.length;
}

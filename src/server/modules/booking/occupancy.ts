import { and, eq, gt, gte, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { TemplateConfig } from '../../config/shop-config';
import type { DbExecutor } from '../../db/executor';
import { slotOccupancy } from '../../db/schema';
import { occupancyGridOf, occupancySlots } from '../../../shared/domain/occupancy';

/**
 * Where a template's bookings count (ADR 049): the grid of its occupancy rows and the shop's
 * zone. Null for a template without capacity (or unknown): its bookings have no rows.
 */
export interface OccupancyGrid {
  grid: number;
  zone: string;
}

/** The occupancy grid of a template's bookings. */
export type GridOf = (templateId: string) => OccupancyGrid | null;

export function occupancyOf(t: TemplateConfig | undefined, zone: string): OccupancyGrid | null {
  if (!t || t.capacity === undefined) return null;
  return { grid: occupancyGridOf(t.reservationSlotDetails), zone };
}

/** The grids of a template map, read at each call: a catalogue change is seen at the next one. */
export function gridsOf(templates: () => ReadonlyMap<string, TemplateConfig>, zone: string): GridOf {
  return (id) => occupancyOf(templates().get(id), zone);
}

/**
 * Advisory-lock class of a slot (two-int keys, beside repository.ts's 7001-7004): the key is
 * hashtext(template id | slot start). Reserves of different slots never wait for each other.
 */
export const LOCK_SLOT = 7005;

/** A booking as far as its occupancy goes. */
export interface OccupancyBooking {
  id: string;
  templateId: string;
  startsAt: Date;
  endsAt: Date;
  status: string;
  holdUntil: Date | null;
}

/** Postgres array literal of instants (bound as text: both drivers pass it the same way). */
export function instantsLiteral(ds: readonly Date[]): string {
  return `{${ds.map((d) => `"${d.toISOString()}"`).join(',')}}`;
}

/**
 * Takes the locks of the slots [start, end) covers, in one statement and in ascending order of
 * the lock keys themselves: every transaction taking several of them takes them in one global
 * order, so two can never wait for each other in a cycle (a hash collision included).
 * Answers the slots.
 */
export async function lockSlots(
  tx: DbExecutor,
  templateId: string,
  start: Date,
  end: Date,
  g: OccupancyGrid,
): Promise<Date[]> {
  const slots = occupancySlots(g.grid, start, end, g.zone);
  if (slots.length === 0) return slots;
  await tx.execute(sql`
    select count(pg_advisory_xact_lock(${LOCK_SLOT}, k)) from (
      select distinct hashtext(${templateId} || '|' || s) as k
      from unnest(${instantsLiteral(slots)}::text[]) as s
      order by 1
    ) as keys`);
  return slots;
}

/**
 * The capacity rule (ADR 003, kept by ADR 049): the active bookings overlapping the slots from
 * `first` up to `end` (held within their hold, or paid), each counted once, `except` left out.
 * An index range of the primary key: the slots asked for, nothing else.
 */
export async function takenIn(
  tx: DbExecutor,
  templateId: string,
  first: Date,
  end: Date,
  now: Date,
  except?: string,
): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(distinct ${slotOccupancy.bookingId})::int` })
    .from(slotOccupancy)
    .where(
      and(
        eq(slotOccupancy.templateId, templateId),
        gte(slotOccupancy.slotStart, first),
        lt(slotOccupancy.slotStart, end),
        or(isNull(slotOccupancy.holdUntil), gt(slotOccupancy.holdUntil, now)),
        except ? ne(slotOccupancy.bookingId, except) : undefined,
      ),
    );
  return row.n;
}

/** Whether the booking occupies a place now: paid, or held and within its hold. */
export function occupies(b: Pick<OccupancyBooking, 'status' | 'holdUntil'>, now?: Date): boolean {
  if (b.status === 'paid') return true;
  if (b.status !== 'held' || !b.holdUntil) return false;
  return now === undefined || b.holdUntil.getTime() > now.getTime();
}

/** The rows a booking should have (none when it does not occupy or its template has no grid). */
export function expectedRows(b: OccupancyBooking, g: OccupancyGrid | null) {
  if (!g || !occupies(b)) return [];
  return occupancySlots(g.grid, b.startsAt, b.endsAt, g.zone).map((slotStart, i) => ({
    templateId: b.templateId,
    slotStart,
    bookingId: b.id,
    holdUntil: b.status === 'held' ? b.holdUntil : null,
    startsHere: i === 0,
  }));
}

/** Rows per insert statement (a year on a day grid is 365 rows; parameters stay few). */
const INSERT_BATCH = 500;

/** Replaces a booking's rows with the ones it should have. */
export async function remakeRows(
  tx: DbExecutor,
  b: OccupancyBooking,
  g: OccupancyGrid | null,
): Promise<void> {
  await tx.delete(slotOccupancy).where(eq(slotOccupancy.bookingId, b.id));
  await insertRows(tx, expectedRows(b, g));
}

export async function insertRows(tx: DbExecutor, rows: ReturnType<typeof expectedRows>): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    await tx.insert(slotOccupancy).values(rows.slice(i, i + INSERT_BATCH));
  }
}

/** A paid booking's rows stop lapsing; answers how many rows it has. */
export async function markRowsPaid(tx: DbExecutor, bookingId: string): Promise<number> {
  const rows = await tx
    .update(slotOccupancy)
    .set({ holdUntil: null })
    .where(eq(slotOccupancy.bookingId, bookingId))
    .returning({ t: slotOccupancy.templateId });
  return rows.length;
}

export async function deleteRows(tx: DbExecutor, bookingId: string): Promise<void> {
  await tx.delete(slotOccupancy).where(eq(slotOccupancy.bookingId, bookingId));
}

export async function deleteTemplateRows(tx: DbExecutor, templateId: string): Promise<void> {
  await tx.delete(slotOccupancy).where(eq(slotOccupancy.templateId, templateId));
}

/**
 * Whether the booking's period still has a place (a late payment, the back office's extend):
 * under its slots' locks, the reserve's rule with the booking itself left out.
 */
export async function hasPlace(
  tx: DbExecutor,
  b: { id: string; templateId: string; startsAt: Date; endsAt: Date },
  capacity: number | undefined,
  g: OccupancyGrid | null,
  now: Date,
): Promise<boolean> {
  if (capacity === undefined || !g) return true;
  const slots = await lockSlots(tx, b.templateId, b.startsAt, b.endsAt, g);
  if (slots.length === 0) return true;
  return (await takenIn(tx, b.templateId, slots[0], b.endsAt, now, b.id)) < capacity;
}
